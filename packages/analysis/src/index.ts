/**
 * @diet/analysis: Open Food Facts products and pack text in German, French, Italian and English
 * to a red/yellow/green verdict per intolerance code, with reasons. Pure and deterministic: no
 * I/O, word lists compiled once at module load.
 */
export { analyzeProduct, analyzeText } from './analyze';
export { briefReasons, colorsWithWhy } from './brief';
export { ENGINE_VERSION } from './version';
export { coverageReport, type CoverageInput, type LanguageCoverage } from './coverage';
export { inspectText, type InspectedItem, type InspectedMatch, type Inspection } from './inspect';
export {
  compareWithOff,
  hasIngredientList,
  offFlags,
  OFF_REFERENCES,
  type Agreement,
  type Disagreement,
} from './off';
export { CLASSES, RULES, type ClassId, type RuleId, type RuleInfo } from './rules';
export {
  LANGS,
  toLang,
  type Analysis,
  type CodeVerdict,
  type Lang,
  type OffProduct,
  type Reason,
} from './types';
