export { FaqList, type FaqItem, type FaqListProps } from './faq-list.js';
