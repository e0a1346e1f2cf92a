export { FormMessage, isErrorMessage, type FormMessageProps } from './form-message.js';
