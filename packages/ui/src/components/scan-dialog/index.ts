export {
  ScanDialog,
  scanDialogStatusVariants,
  type ScanDialogPreviewNotice,
  type ScanDialogProps,
  type ScanDialogStatus,
  type ScanDialogTone,
} from './scan-dialog.js';
