export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionVariants,
  type AccordionProps,
  type AccordionTriggerProps,
} from './accordion.js';
