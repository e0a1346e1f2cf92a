export {
  Chip,
  chipVariants,
  ToggleChip,
  toggleChipVariants,
  type ChipProps,
  type ToggleChipProps,
} from './chip.js';
