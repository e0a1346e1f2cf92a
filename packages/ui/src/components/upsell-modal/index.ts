export { UpsellModal, type UpsellModalProps } from './upsell-modal.js';
