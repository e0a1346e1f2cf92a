/**
 * A product card's note: why its verdict, in a few words under the name ("Contains milk:
 * “Vollmilchpulver” +2", "May contain traces of milk", "Not checked: no ingredient list"), so that
 * a red or yellow card answers without being opened. It is read from the brief reasons the list
 * sends (`colors.why`): what the product contains is named in the page's language, then quoted as
 * printed; with several diets, a note that does not name what it is about names the diets
 * ("Lactose-free, Low FODMAP: uncertain about “Gewürze”"). Red diets come first and alone (they
 * decide the verdict); a yellow card speaks of the diets it may not suit, or, when every one of
 * them is yellow only because its label could not be read, of the ones it was not checked for.
 *
 * Without brief reasons (colours stored before they were), a card of a user with several diets
 * names the diets only ("Gluten-free: may not suit"); with one diet it says nothing (the sticker
 * says it all).
 */
import { INTOLERANCE_CODES, type Colors, type IntoleranceCode, type Why, type WhyKind } from '@diet/domain';
import type { TFunction } from 'i18next';

/** The most letters two quoted words may hold together ("Vollmilch", "Rahm"; not two compounds). */
const MAX_TWO_WORDS = 22;

/** The words of several brief reasons, each once (case aside), the first one or two quoted. */
function joinWords(briefs: readonly Why[], t: TFunction<'app'>): string | null {
  const seen = new Set<string>();
  const words: string[] = [];
  let more = 0;
  for (const brief of briefs) {
    for (const word of brief.words) {
      const key = word.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      words.push(word);
    }
    more = Math.max(more, brief.more ?? 0);
  }
  if (words.length === 0) return null;
  // two words when they fit a card's two lines beside the verdict's words, else the first alone
  const count = words.length > 1 && words[0]!.length + words[1]!.length <= MAX_TWO_WORDS ? 2 : 1;
  // the pack's own words, quoted: they may be in another language than the page
  const shown = words
    .slice(0, count)
    .map((text) => t('tileNote.quote', { text }))
    .join(', ');
  const extra = words.length - count + more;
  return extra > 0 ? t('tileNote.andMore', { words: shown, count: extra }) : shown;
}

/**
 * The reason in words. What a product contains or may contain is named in the page's language
 * ("Contains milk: «Vollmilch»", "May contain traces of milk, gluten"), which also says which diets
 * it is about; otherwise `lead` says it as a sentence ("Uncertain: …"), else after the diet names.
 */
function reasonText(
  kind: WhyKind,
  codes: readonly IntoleranceCode[],
  briefs: readonly Why[],
  lead: boolean,
  t: TFunction<'app'>,
): string {
  const form = lead ? 'why' : 'whyAfter';
  const words = joinWords(briefs, t);
  const what = (key: 'what' | 'tracesOf') => codes.map((code) => t(`tileNote.${key}.${code}`)).join(', ');
  if (kind === 'contains') {
    return words
      ? t('tileNote.contains', { what: what('what'), words })
      : t('tileNote.containsAny', { what: what('what') });
  }
  // a may-contain statement's words are the allergen's name: said in the page's language instead
  if (kind === 'may-contain') return t('tileNote.mayContain', { what: what('tracesOf') });
  if (kind === 'unread') {
    const missing = briefs[0]?.missing ?? 'unknown';
    if (missing === 'unknown-words' && words) return t(`tileNote.${form}.unread.unknown-words`, { words });
    return t(`tileNote.${form}.unread.${missing === 'unknown-words' ? 'unknown' : missing}`);
  }
  if (words === null) return t(`tileNote.${form}.${kind}Any`);
  return t(`tileNote.${form}.${kind}`, { words });
}

export function tileNote(
  colors: Colors,
  intolerances: readonly number[],
  t: TFunction<'app'>,
): string | null {
  const user = INTOLERANCE_CODES.filter((code) => intolerances.includes(code));
  const names = (codes: readonly number[]) => codes.map((code) => t(`diets.${code}`)).join(', ');
  const red = user.filter((code) => colors.red.includes(code));
  const yellow = user.filter((code) => colors.yellow.includes(code));
  const unknown = new Set(colors.unknown ?? []);
  const doubtful = yellow.filter((code) => !unknown.has(code));
  const [diets, legacy] =
    red.length > 0
      ? [red, 'red']
      : doubtful.length > 0
        ? [doubtful, 'yellow']
        : yellow.length > 0
          ? [yellow, 'unread']
          : [[], null];
  if (legacy === null) return null;
  const briefs = diets.map((code) => colors.why?.[code]);
  if (briefs.some((brief) => brief === undefined)) {
    return user.length < 2 ? null : t(`tileNote.${legacy}`, { diets: names(diets) });
  }
  // one kind of reason per note: the first diet's, with the other diets that share it
  const kind = briefs[0]!.kind;
  const same = diets.filter((_, index) => briefs[index]!.kind === kind) as IntoleranceCode[];
  const reasons = same.map((code) => colors.why![code]!);
  // what it contains or may contain names the diets itself
  if (user.length < 2 || kind === 'contains' || kind === 'may-contain')
    return reasonText(kind, same, reasons, true, t);
  return t('tileNote.forDiets', { diets: names(same), reason: reasonText(kind, same, reasons, false, t) });
}
