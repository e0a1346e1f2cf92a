export {
  FieldFrame,
  fieldControlVariants,
  TextField,
  useFieldControl,
  type FieldFrameProps,
  type FieldProps,
  type TextFieldProps,
} from './text-field.js';
