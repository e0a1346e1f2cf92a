import { inspectText, isIngredientClass } from './inspect';
import { LANGS, type Lang } from './types';

/**
 * How much of real pack text the word lists recognise, by language. An item (one entry of the
 * ingredient list, sub-lists counted separately; statements such as "may contain" openers left
 * out) is recognised when at least one word-list ingredient (of any class, neutral ones
 * included) matches in it. Each text is attributed to the
 * language it reads as; each matched term is also counted under the language of its word list,
 * which shows multilingual packs being read in all their languages.
 */
export interface LanguageCoverage {
  lang: Lang | 'unknown';
  texts: number;
  items: number;
  recognized: number;
  /** recognized / items, 0-1 */
  rate: number;
  /** Ingredient terms matched from this language's word list, in texts of any language. */
  termMatches: number;
  distinctTerms: number;
  /** The most frequent unrecognised items (lower-cased), for reviewing the word lists. */
  topUnrecognized: { text: string; count: number }[];
}

export interface CoverageInput {
  text: string;
  lang?: Lang | null;
}

const HAS_LETTERS = /\p{L}{2}/u;

export function coverageReport(texts: Iterable<CoverageInput>, topN = 15): LanguageCoverage[] {
  type Acc = {
    texts: number;
    items: number;
    recognized: number;
    termMatches: number;
    terms: Set<string>;
    misses: Map<string, number>;
  };
  const keys: (Lang | 'unknown')[] = [...LANGS, 'unknown'];
  const acc = new Map<Lang | 'unknown', Acc>(
    keys.map((k) => [
      k,
      { texts: 0, items: 0, recognized: 0, termMatches: 0, terms: new Set(), misses: new Map() },
    ]),
  );
  for (const { text, lang } of texts) {
    if (typeof text !== 'string' || text.trim() === '') continue;
    const inspection = inspectText(text, lang ?? undefined);
    const a = acc.get(inspection.lang ?? 'unknown')!;
    a.texts++;
    for (const item of inspection.items) {
      if (item.statement || !HAS_LETTERS.test(item.text)) continue;
      a.items++;
      if (item.recognized) a.recognized++;
      else {
        const key = item.text.toLowerCase().slice(0, 60);
        a.misses.set(key, (a.misses.get(key) ?? 0) + 1);
      }
    }
    for (const m of inspection.matches) {
      if (!isIngredientClass(m.cls) || m.lang === null) continue;
      const b = acc.get(m.lang)!;
      b.termMatches++;
      b.terms.add(m.term);
    }
  }
  return keys.map((lang) => {
    const a = acc.get(lang)!;
    return {
      lang,
      texts: a.texts,
      items: a.items,
      recognized: a.recognized,
      rate: a.items === 0 ? 0 : a.recognized / a.items,
      termMatches: a.termMatches,
      distinctTerms: a.terms.size,
      topUnrecognized: [...a.misses.entries()]
        .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
        .slice(0, topN)
        .map(([text, count]) => ({ text, count })),
    };
  });
}
