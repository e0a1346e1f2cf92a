export {
  DEFAULT_RETAILERS,
  PreferencesForm,
  type PreferencesFormProps,
  type PreferencesValue,
} from './preferences-form.js';
