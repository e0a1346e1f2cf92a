import { INTOLERANCE_CODES } from '@diet/domain';

import { reasonOf, type Accumulator, type Hit } from './hits';
import { ENTRIES } from './lexicon';
import type { MatchList } from './matcher';
import { CLASSES, GLUTEN_FREE_DOWNGRADES, type ClassDef, type RuleId } from './rules';
import type { Normalized } from './text/normalize';
import type { Lang } from './types';
import { CUT_NONE, measureReading, notUnderstood } from './understand';

/** At most this many unknown items are listed as reasons, per list. */
const MAX_UNKNOWN_REASONS = 10;

/**
 * The reading measure of one ingredient list (see understand.ts): when it names no ingredient,
 * leaves an item unknown, or looks cut off, yellow hits for every code go to `doubts`, each
 * quoting the item or the cut exactly. Known ingredients that no rule rates (the vocabulary's
 * risk families) are yellow on the codes their family touches, from the product.
 */
export function readingDoubts(
  acc: Accumulator,
  doubts: Hit[],
  source: string,
  text: Normalized,
  matches: MatchList,
  field: string,
  lang: Lang,
): void {
  const { map } = text;
  const reading = measureReading(text.buf, text.n, source, map, matches);
  const add = (rule: RuleId, from: number, to: number) => {
    for (const code of INTOLERANCE_CODES) {
      const reason = reasonOf(rule, 'yellow', source, from, to, field, lang);
      doubts.push({ code, reason, glutenFree: false, lactose: false, local: 0 });
    }
  };
  for (const u of reading.unrated) {
    const from = map[u.start]!;
    const to = map[u.end - 1]! + 1;
    for (const code of INTOLERANCE_CODES) {
      if ((u.codes & (1 << (code - 1))) === 0) continue;
      const reason = reasonOf('vocabulary.unrated', 'yellow', source, from, to, field, lang);
      // a milk family's FODMAP is its lactose: a lactose-free claim answers it too
      const lactose = code === 1 || (code === 3 && (u.codes & 1) !== 0);
      acc.hits.push({ code, reason, glutenFree: code === 2, lactose, local: 0 });
    }
  }
  for (const t of reading.typos) {
    // a misspelt ingredient ("chicoree" for "chicorée"): its rules fire on the word as printed
    const entry = ENTRIES[t.codes]!;
    const def: ClassDef = CLASSES[entry.cls];
    const from = map[t.start]!;
    const to = map[t.end - 1]! + 1;
    for (const [code, verdict, rule] of def.effects ?? []) {
      const reason = reasonOf(rule, verdict, source, from, to, field, entry.lang ?? lang);
      acc.hits.push({
        code,
        reason,
        glutenFree: code === 2 && GLUTEN_FREE_DOWNGRADES.has(rule),
        lactose: code === 1 || (code === 3 && rule === 'fodmap.lactose'),
        local: 0,
      });
    }
  }
  if (reading.understood === 0) {
    let from = 0;
    while (from < source.length && /\s/.test(source[from]!)) from++;
    let to = source.length;
    while (to > from && /\s/.test(source[to - 1]!)) to--;
    add('data.nothing-recognised', from, Math.min(to, from + 120));
  } else if (notUnderstood(reading)) {
    const shown = Math.min(reading.unknown.length, MAX_UNKNOWN_REASONS);
    for (let k = 0; k < shown; k++) {
      const u = reading.unknown[k]!;
      add('data.not-understood', map[u.start]!, map[u.end - 1]! + 1);
    }
  }
  if (reading.cut !== CUT_NONE) add('data.cut-off', reading.cutStart, reading.cutEnd);
}
