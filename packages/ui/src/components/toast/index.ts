export { ToastRegion, useToasts, type ToastInput, type ToastItem, type ToastRegionProps } from './toast.js';
