export {
  LOGIN_ERROR_CODES,
  LoginForm,
  type LoginErrorCode,
  type LoginFormProps,
  type LoginFormValues,
} from './login-form.js';
