import type { Colors, IntoleranceCode, Verdict } from '@diet/domain';

/** The languages the lexicons read. Pack text in other languages is still scanned with all four. */
export type Lang = 'de' | 'fr' | 'it' | 'en';

export const LANGS: readonly Lang[] = ['de', 'fr', 'it', 'en'];

/** The value as a supported language, or null (unknown, unsupported or not a string). */
export function toLang(value: unknown): Lang | null {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : null;
}

/**
 * A product as Open Food Facts shapes it. Only the fields the engine reads are typed; anything else
 * passes through untouched. `ingredients_text_<lang>` fields are found by name at run time.
 */
export interface OffProduct {
  code?: string | number | null;
  lang?: string | null;
  ingredients_text?: string | null;
  labels_tags?: readonly string[] | null;
  traces?: string | null;
  traces_tags?: readonly string[] | null;
  nutriments?: Readonly<Record<string, unknown>> | null;
  [field: string]: unknown;
}

/**
 * Why a code got its verdict: the rule (an id documented in RULES.md), the matched text exactly as
 * printed, the language of the word list that matched, and where: `field` names the product field
 * and `start`/`end` are UTF-16 offsets into that field's string. For array fields (`labels_tags`,
 * `traces_tags`) `field` is `labels_tags[i]` and the offsets point into that tag. For `nutriments`
 * the offsets are 0 and `text` spells out the values compared.
 */
export interface Reason {
  rule: string;
  text: string;
  lang: Lang;
  start: number;
  end: number;
  field: string;
  /** What this finding contributes; the code's verdict is the worst of its reasons. */
  verdict: Verdict;
  /**
   * Where a finding comes from: `product` (what the pack says: an ingredient, "may contain", a
   * claim, a label) or `reading` (how much of the label we could read: an unknown item, a list
   * cut off, nothing recognised, no list or none in a supported language).
   */
  from: 'product' | 'reading';
}

export interface CodeVerdict {
  verdict: Verdict;
  reasons: Reason[];
}

export interface Analysis {
  verdicts: Record<IntoleranceCode, CodeVerdict>;
  /**
   * The spec's storage shape: codes the product is red for, and yellow for, ascending; and
   * `unknown`, the yellow codes whose yellow reasons all come from our reading (absent when none).
   */
  colors: Colors;
}
