export {
  HighlightedIngredients,
  locateFinding,
  VerdictEvidence,
  type DietEvidence,
  type EvidenceFinding,
  type EvidenceKind,
  type VerdictEvidenceProps,
} from './verdict-evidence.js';
