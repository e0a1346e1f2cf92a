export { ScanDialog, type ScanDialogProps } from './scan-dialog.js';
