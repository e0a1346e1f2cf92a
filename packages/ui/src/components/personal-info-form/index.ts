export {
  PersonalInfoForm,
  type GenderCode,
  type PersonalInfoFormProps,
  type PersonalInfoValue,
} from './personal-info-form.js';
