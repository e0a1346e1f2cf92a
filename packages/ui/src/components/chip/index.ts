export {
  Chip,
  chipVariants,
  ToggleChip,
  toggleChipVariants,
  type ChipProps,
  type ToggleChipProps,
  type Verdict,
} from './chip.js';
