import type { MatchList } from './matcher';
import type { Reading } from './reading';
import { ReadingPass } from './reading-pass';

export {
  CUT_BRACKET,
  CUT_DANGLING,
  CUT_ELLIPSIS,
  CUT_FIELD_LIMIT,
  CUT_MID_WORD,
  CUT_NONE,
  CUT_SEPARATOR,
  notUnderstood,
  type ItemSpan,
  type Reading,
} from './reading';

/**
 * How much of an ingredient list the engine understands, and whether it looks cut off.
 *
 * Reading is decided per ingredient item, as Open Food Facts counts unknown ingredients: the items
 * of the list at every level (sub-lists included), split at commas, semicolons, colons,
 * conjunctions, brackets and sentence ends. Every word of an item is
 *
 * - an ingredient name: word-list matches cover at least half of it, or its last part (a
 *   compound's head: "Basmatireis"), or it starts a known ingredient of the reading vocabulary
 *   (src/vocabulary.ts: Open Food Facts ingredients, additives and nutrients, longest match,
 *   whole words), or it is a one-edit typo of one;
 * - a processing word ("gemahlen", "pasteurisée"; "Flocken" and "morceaux" are forms);
 * - a free word: amounts, E-numbers, single letters, labels and grades, origins, articles and
 *   link words (`lexicon/words.json`, the vocabulary's labels and origins);
 * - or unknown.
 *
 * An item is understood when it names a known ingredient: its other words are descriptors of it
 * ("pépites de café", "DICED BABY GINGER ROOT"); the rules still read every word. An item of free
 * words only (a label, an origin, "100 %") is no ingredient and not counted. An item of
 * descriptors only is excused under a parent item that names an ingredient ("framboises
 * (morceaux et purée)") and, for adjectives, right after an understood item ("Café torréfié,
 * moulu"); otherwise it is unknown ("Flocken" alone). An item with unknown words is unknown,
 * unless it names a compound ingredient whose own closed sub-list is understood in full ("Sulze
 * (eau, gélatine)"), or it is the heading of the items after its colon ("Rouleaux de printemps 240g: légumes…"). A word split
 * by a dash ("sor - bitol", "conserva- teur") is read joined when the parts alone are not known.
 *
 * Statements are left out: a statement opener (`lexicon/statements.json`: storage, laxative
 * warnings, nutrition text, certification, fruit and cocoa content…) leaves out the rest of its
 * sentence or bracket, and a may-contain statement its opening item and the allergen items after
 * it; an item naming anything else, or only unknown words, is the list going on. When one copy of
 * the list (a part after a header or a new line) is understood in full, the copies after a header
 * in a language the engine does not read ("Ingredientes:") are skipped, and so are items in
 * another language without a header ("…, arôme. Azúcar, cacao") when every other item is
 * understood.
 *
 * Zero tolerance: any unknown item left makes the list not understood. A list that names no
 * ingredient at all, or that ends cut off (a trailing comma or colon, "…", a dangling
 * "and"/"de"/"mit", a last word that is only the start of a known term, a field-length cut, or a
 * bracket opened shortly before an end that has no full stop), is never green either; a cut inside
 * a statement that runs to the end (nutrition text) is not the list's.
 *
 * Each call works on its own objects and returns a fresh `Reading`: the module keeps only data
 * built at load.
 */

/**
 * Measures the normalised text in `buf` (length `n`, after `scan` and `parseStructure`);
 * `source` is the printed text, `map` the offset map of `normalize` and `matches` the text's
 * word-list matches. Returns a fresh reading (reading-pass.ts, cut-off.ts).
 */
export function measureReading(
  buf: Uint16Array,
  n: number,
  source: string,
  map: Int32Array,
  matches: MatchList,
): Reading {
  return new ReadingPass(buf, n, source, map, matches).run();
}
