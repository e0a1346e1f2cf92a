export {
  OptionCard,
  OptionCardGroup,
  type OptionCardGroupProps,
  type OptionCardProps,
} from './option-card.js';
