export { Alert, alertVariants, isUrgentTone, type AlertProps, type AlertTone } from './alert.js';
