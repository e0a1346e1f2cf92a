export {
  FieldFrame,
  fieldControlVariants,
  TextField,
  useFieldControl,
  type FieldFrameProps,
  type FieldProps,
  type TextFieldProps,
} from './text-field.js';
export {
  ReadOnlyField,
  ReadOnlyLock,
  readOnlyControlClassName,
  type ReadOnlyFieldProps,
} from './read-only-field.js';
