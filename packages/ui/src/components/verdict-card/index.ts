export {
  DIET_KEYS,
  VERDICT_ROW_STATES,
  VerdictCard,
  verdictCardVariants,
  type DietKey,
  type VerdictCardProps,
  type VerdictRow,
  type VerdictRowState,
} from './verdict-card.js';
