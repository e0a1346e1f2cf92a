export { Collapsible, collapsibleVariants, type CollapsibleProps } from './collapsible.js';
