export { AccountForm, type AccountFormProps, type AccountFormValues } from './account-form.js';
