export {
  CredentialsForm,
  credentialsValid,
  type CredentialsFormProps,
  type CredentialsValue,
} from './credentials-form.js';
