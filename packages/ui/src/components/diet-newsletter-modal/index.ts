export {
  DietNewsletterModal,
  type DietNewsletterModalProps,
  type DietNewsletterValues,
} from './diet-newsletter-modal.js';
