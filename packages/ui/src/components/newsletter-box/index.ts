export { NewsletterBox, type NewsletterBoxProps } from './newsletter-box.js';
