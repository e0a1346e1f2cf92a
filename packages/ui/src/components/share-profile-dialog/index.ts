export {
  QrCode,
  ShareProfileDialog,
  type QrCodeProps,
  type ShareProfileDialogProps,
} from './share-profile-dialog.js';
export {
  encodeQr,
  QR_EC_LEVEL,
  QR_MAX_VERSION,
  QR_MIN_VERSION,
  QR_QUIET_ZONE,
  qrSvgPath,
  type QrMatrix,
} from './qr.js';
