export { LoginForm, type LoginFormProps, type LoginFormValues } from './login-form.js';
