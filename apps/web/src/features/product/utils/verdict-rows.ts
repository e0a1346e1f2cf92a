/**
 * The verdict card's rows: for each diet of the user, what the product is for it (suits, may contain
 * traces, uncertain, not suitable, couldn't check) and why, read from the product's colours
 * (`colors.unknown` included) and the engine's reasons that the details answer carries. The kit's
 * `VerdictCard` draws the rows; the words of each reason are the app's (`product` namespace).
 */
import {
  INTOLERANCE_CODES,
  WHY_MISSING_RULES,
  type IntoleranceCode,
  type Product,
  type ProductReason,
  type WhyMissing,
} from '@diet/domain';
import type { VerdictRowState } from '@diet/ui/verdict-card';
import type { TFunction } from 'i18next';

import { evidenceKind, readableText } from './evidence';

/** What we could not read, the most telling first. */
export type Missing = WhyMissing | 'unknown';

/** Why a row has its state, before it is put in words. */
export type RowReason =
  /** Green, nothing against it: the number of ingredients read (0 when not known). */
  | { kind: 'checked'; count: number }
  /** Green because of a finding (a free-from claim, an aged cheese, a derivative exempt by law). */
  | { kind: 'green-finding'; rule: string; words: string[] }
  /** Red: the ingredients that do not suit (the rule when no words are quoted). */
  | { kind: 'contains'; rule: string; words: string[] }
  /** Yellow from the pack's "may contain" statement. */
  | { kind: 'may-contain'; words: string[] }
  /** Yellow from an ingredient that may or may not suit. */
  | { kind: 'uncertain'; rule: string; words: string[] }
  /** Yellow only because we could not read the label fully. */
  | { kind: 'unread'; missing: Missing; words: string[] };

export interface DietRow {
  diet: IntoleranceCode;
  state: VerdictRowState;
  /** Absent while the product's reasons are not known (a list's copy, before the details answer). */
  reason?: RowReason;
}

/**
 * The words of reasons as printed, each once (case aside), in reading order. A label's tag
 * ("en:lactose-free") is not words on the pack: it is left out when the pack's own words say the
 * same, and otherwise reads as its words ("lactose free").
 */
function wordsOf(reasons: readonly ProductReason[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  const printed = reasons.filter((reason) => reason.source !== 'labels');
  const ordered = [...(printed.length > 0 ? printed : reasons)].sort(
    (a, b) => (a.start ?? Number.MAX_SAFE_INTEGER) - (b.start ?? Number.MAX_SAFE_INTEGER),
  );
  for (const reason of ordered) {
    const text = readableText(reason.text).trim();
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    words.push(text);
  }
  return words;
}

const HEADER = /^\s*(?:zutaten|ingr[ée]dients?|ingredienti|ingredientes)\s*:\s*/i;

/**
 * How many ingredients a list names at its top level, as a reader counts them on the pack: items
 * separated by commas or semicolons outside brackets, up to the first sentence that ends the list
 * ("… Kann Spuren von Nüssen enthalten." is a statement, not an ingredient), without a heading
 * ("Zutaten:") and without pieces holding no letter (a decimal comma: "8,7 %").
 */
export function countIngredients(text: string | null | undefined): number {
  if (!text) return 0;
  const list = text.replace(HEADER, '');
  let depth = 0;
  let count = 0;
  let item = '';
  const close = () => {
    if (/\p{L}/u.test(item)) count += 1;
    item = '';
  };
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i]!;
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || char === ';')) {
      close();
      continue;
    }
    // A full stop followed by a space (or the end) closes the list; "2.5" and "z.B." do not.
    if (depth === 0 && char === '.' && (i === list.length - 1 || /\s/.test(list[i + 1]!))) {
      const before = item.trim().split(/\s+/).pop() ?? '';
      if (before.length > 2 || i === list.length - 1) break;
    }
    item += char;
  }
  close();
  return count;
}

function rowFor(
  code: IntoleranceCode,
  product: Pick<Product, 'colors' | 'reasons' | 'ingredients'>,
): DietRow {
  const { colors } = product;
  const known = product.reasons !== undefined;
  const own = (product.reasons ?? []).filter((reason) => reason.code === code);
  if (colors.red.includes(code)) {
    const red = own.filter((reason) => reason.verdict === 'red');
    return {
      diet: code,
      state: 'not-suitable',
      reason: known ? { kind: 'contains', rule: red[0]?.rule ?? 'unknown', words: wordsOf(red) } : undefined,
    };
  }
  if (colors.yellow.includes(code)) {
    if (colors.unknown?.includes(code)) {
      const reading = own.filter((reason) => reason.rule.startsWith('data.'));
      const found = WHY_MISSING_RULES.find(([, rule]) => reading.some((reason) => reason.rule === rule));
      const missing = found?.[0] ?? 'unknown';
      const words =
        missing === 'unknown-words' ? wordsOf(reading.filter((reason) => reason.rule === found![1])) : [];
      return { diet: code, state: 'unread', reason: known ? { kind: 'unread', missing, words } : undefined };
    }
    const yellow = own.filter((reason) => reason.verdict === 'yellow' && !reason.rule.startsWith('data.'));
    const traces = yellow.filter((reason) => evidenceKind(reason) === 'may-contain');
    const other = yellow.filter((reason) => evidenceKind(reason) !== 'may-contain');
    if (yellow.length > 0 && other.length === 0) {
      return { diet: code, state: 'may-contain', reason: { kind: 'may-contain', words: wordsOf(traces) } };
    }
    const first = other[0];
    return {
      diet: code,
      state: 'uncertain',
      reason: known
        ? {
            kind: 'uncertain',
            rule: first?.rule ?? 'unknown',
            words: first ? wordsOf(other.filter((reason) => reason.rule === first.rule)) : [],
          }
        : undefined,
    };
  }
  const green = own.filter((reason) => reason.verdict === 'green');
  if (green.length > 0) {
    const first = green[0]!;
    return {
      diet: code,
      state: 'suits',
      reason: {
        kind: 'green-finding',
        rule: first.rule,
        // A label's tag is not words the reader can find on the pack.
        words: first.source === 'labels' ? [] : wordsOf(green.filter((reason) => reason.rule === first.rule)),
      },
    };
  }
  return {
    diet: code,
    state: 'suits',
    // Only once the reasons are known: a green finding (an aged cheese) would otherwise read as "no milk".
    reason: known ? { kind: 'checked', count: countIngredients(product.ingredients) } : undefined,
  };
}

/** One row per diet of the user, in the codes' order (1 lactose … 4 fructose). */
export function verdictRows(
  product: Pick<Product, 'colors' | 'reasons' | 'ingredients'>,
  intolerances: readonly number[],
): DietRow[] {
  const user = new Set(intolerances);
  return INTOLERANCE_CODES.filter((code) => user.has(code)).map((code) => rowFor(code, product));
}

/** The lookup of the `product` namespace. */
export type ProductT = TFunction<'product'>;

/** Quoted words as a list: "“Milch”", "“Milch” and “Rahm”", "“A”, “B” and 2 more". */
export function wordList(words: readonly string[], t: ProductT, locale: string): string {
  const quoted = words.map((text) => t('verdict.quote', { text }));
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  if (quoted.length <= 3) return list.format(quoted);
  return t('verdict.andMore', { list: quoted.slice(0, 2).join(', '), count: quoted.length - 2 });
}

/** The rule in plain language (`rules.<id>`), or that its details are not available. */
function ruleText(rule: string, t: ProductT): string {
  return t(`rules.${rule}`, { defaultValue: t('rules.unknown') });
}

/** Whether every quoted word is only the allergen's own name in the page's language ("lait"). */
function namesOnly(quoted: readonly string[], name: string): boolean {
  const fold = (text: string) => text.trim().toLocaleLowerCase();
  return quoted.every((word) => fold(word) === fold(name));
}

/** A row's reason in one line of the page's language. */
export function reasonText(reason: RowReason, diet: IntoleranceCode, t: ProductT, locale: string): string {
  const words = (list: readonly string[]) => wordList(list, t, locale);
  switch (reason.kind) {
    case 'checked': {
      // "Its only ingredient", "Both ingredients", "All 9 ingredients": chosen here, not by the
      // language's plural rules (English and German have no form for two).
      const form =
        reason.count === 0 ? 'none' : reason.count === 1 ? 'one' : reason.count === 2 ? 'two' : 'other';
      return t(`verdict.checked.${diet}.${form}`, { count: reason.count });
    }
    case 'green-finding':
    case 'uncertain':
      return reason.words.length > 0
        ? t('verdict.finding', { words: words(reason.words), rule: ruleText(reason.rule, t) })
        : ruleText(reason.rule, t);
    case 'contains': {
      if (reason.words.length === 0) return ruleText(reason.rule, t);
      const what = t(`verdict.what.${diet}`);
      // A pack that says it in the page's words ("milk") is not quoted back: "Contains milk."
      return namesOnly(reason.words, t(`verdict.tracesOf.${diet}`))
        ? t('verdict.containsPlain', { what })
        : t('verdict.contains', { what, words: words(reason.words) });
    }
    case 'may-contain': {
      if (reason.words.length === 0) return t('verdict.mayContainAny');
      const what = t(`verdict.tracesOf.${diet}`);
      return namesOnly(reason.words, what)
        ? t('verdict.mayContainPlain', { what })
        : t('verdict.mayContain', { what, words: words(reason.words) });
    }
    case 'unread':
      // What we could not read, then what the shopper can look for on the pack themselves.
      return `${t(`verdict.unread.${reason.missing}`, { words: words(reason.words) })} ${t(`verdict.lookFor.${diet}`)}`;
  }
}
