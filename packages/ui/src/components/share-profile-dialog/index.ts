export {
  QR_EC_LEVEL,
  QR_QUIET_ZONE,
  QrCode,
  ShareProfileDialog,
  type QrCodeProps,
  type ShareProfileDialogProps,
} from './share-profile-dialog.js';
