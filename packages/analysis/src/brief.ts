/**
 * A verdict in brief, per red or yellow code, for a product card ("Contains milk powder, whey",
 * "May contain milk", "Couldn't check: no ingredient list"): the deciding findings' kind and their
 * first words as printed. Stored beside the colours (`colors.why`), so that product lists can say
 * why without the full reasons.
 */
import {
  INTOLERANCE_CODES,
  WHY_MAX_WORDS,
  WHY_MISSING_RULES,
  type Colors,
  type ColorsWhy,
  type Verdict,
  type Why,
} from '@diet/domain';

import type { Analysis, Reason } from './types';

/** The longest word kept, in characters (a reason's text is a list item, rarely longer). */
const MAX_WORD_LENGTH = 60;

/**
 * The words of reasons as printed, each once (case aside), in reading order, from one field: the
 * first that holds the pack's own words (a bilingual pack says everything twice), else a label's
 * tag ("en:lactose-free") read as words.
 */
function words(reasons: readonly Reason[]): Pick<Why, 'words' | 'more'> {
  const printed = reasons.filter((r) => !r.field.startsWith('labels_tags['));
  const field = printed[0]?.field;
  const ordered =
    field === undefined
      ? reasons
      : printed.filter((r) => r.field === field).sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const all: string[] = [];
  for (const reason of ordered) {
    const text = reason.text
      .replace(/^[a-z]{2}:/, '')
      .replace(/-/g, reason.field.includes('_tags[') ? ' ' : '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_WORD_LENGTH);
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    all.push(text);
  }
  const more = all.length - WHY_MAX_WORDS;
  return more > 0 ? { words: all.slice(0, WHY_MAX_WORDS), more } : { words: all };
}

function isMayContain(reason: Reason): boolean {
  return reason.rule.endsWith('.may-contain');
}

function briefOf(reasons: readonly Reason[], verdict: Verdict, unread: boolean): Why {
  const deciding = reasons.filter((r) => r.verdict === verdict);
  if (verdict === 'red') return { kind: 'contains', ...words(deciding.filter((r) => r.from === 'product')) };
  if (unread) {
    const reading = deciding.filter((r) => r.from === 'reading');
    const found = WHY_MISSING_RULES.find(([, rule]) => reading.some((r) => r.rule === rule));
    if (!found) return { kind: 'unread', words: [] };
    const [missing, rule] = found;
    return {
      kind: 'unread',
      ...(missing === 'unknown-words' ? words(reading.filter((r) => r.rule === rule)) : { words: [] }),
      missing,
    };
  }
  const product = deciding.filter((r) => r.from === 'product');
  const uncertain = product.filter((r) => !isMayContain(r));
  return uncertain.length > 0
    ? { kind: 'uncertain', ...words(uncertain) }
    : { kind: 'may-contain', ...words(product) };
}

/** The brief reason of every red or yellow code of an analysis. */
export function briefReasons(analysis: Analysis): ColorsWhy {
  const why: ColorsWhy = {};
  const unknown = new Set(analysis.colors.unknown ?? []);
  for (const code of INTOLERANCE_CODES) {
    const { verdict, reasons } = analysis.verdicts[code];
    if (verdict === 'green') continue;
    why[code] = briefOf(reasons, verdict, unknown.has(code));
  }
  return why;
}

/** The colours as the catalogue stores them: the engine's, with the brief reasons (`why`). */
export function colorsWithWhy(analysis: Analysis): Colors {
  const why = briefReasons(analysis);
  return Object.keys(why).length > 0 ? { ...analysis.colors, why } : { ...analysis.colors };
}
