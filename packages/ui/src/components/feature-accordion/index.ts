export { FeatureAccordion, type FeatureAccordionProps, type FeatureSection } from './feature-accordion.js';
