export {
  CredentialsForm,
  credentialsValid,
  type CredentialsFormError,
  type CredentialsFormProps,
  type CredentialsValue,
} from './credentials-form.js';
