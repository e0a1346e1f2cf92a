export { ConfirmationCodeDialog, type ConfirmationCodeDialogProps } from './confirmation-code-dialog.js';
