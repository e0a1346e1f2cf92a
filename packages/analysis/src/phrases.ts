/**
 * The words right before a claim or an ingredient word: a negation ("not gluten-free") or a
 * "without" phrase ("ohne Weizen", "free from milk"). Compared as hashes of the folded letters.
 */
import { CH, isWordCode } from './text/normalize';

/** FNV-1a hash of folded characters: the look-back below compares hashes, not strings. */
function hashChars(buf: ArrayLike<number>, st: number, e: number): number {
  let h = 0x811c9dc5;
  for (let p = st; p < e; p++) h = Math.imul(h ^ buf[p]!, 0x01000193);
  return h >>> 0;
}

function hashSet(words: readonly string[]): ReadonlySet<number> {
  return new Set(
    words.map((w) =>
      hashChars(
        Array.from(w, (c) => c.charCodeAt(0)),
        0,
        w.length,
      ),
    ),
  );
}

/** Words that negate a free-from claim right after them: "not gluten-free", "nicht glutenfrei". */
const NEGATIONS = hashSet(['not', 'nicht', 'non', 'pas', 'kein', 'keine', 'no', 'nein']);
/** Words that say "without" right before what they exclude: "sans lait", "ohne Milch". */
const WITHOUT = hashSet([
  'without',
  'ohne',
  'sans',
  'senza',
  'no',
  'kein',
  'keine',
  'keinen',
  'aucun',
  'aucune',
  'nessun',
]);
/** Words that say "free" only with a link word after them: "free from milk", "frei von Milch". */
const FREE = hashSet(['free', 'frei', 'privo', 'priva', 'exempt', 'exempte', 'libre']);
/** Link words between those and what they exclude. */
const LINKS = hashSet([
  'from',
  'of',
  'von',
  'de',
  'd',
  'du',
  'des',
  'di',
  'da',
  'del',
  'della',
  'added',
  'any',
  'zusatz',
  'ajout',
  'aggiunta',
]);

/**
 * The word ending just before normalised offset `at`, skipping spaces only (any punctuation ends
 * the search: the word must be in the same phrase), as [start, end], or null.
 */
function wordBefore(buf: Uint16Array, at: number): [number, number] | null {
  let e = at;
  while (e > 0 && buf[e - 1] === CH.SPACE) e--;
  if (e === 0 || !isWordCode(buf[e - 1]!)) return null;
  let st = e;
  while (st > 0 && isWordCode(buf[st - 1]!)) st--;
  return [st, e];
}

function wordHash(buf: Uint16Array, [st, e]: [number, number]): number {
  return e - st > 12 ? 0 : hashChars(buf, st, e);
}

/** The start of the negation right before a claim ("not" in "not gluten-free"), or -1. */
export function negationBefore(buf: Uint16Array, at: number): number {
  const w = wordBefore(buf, at);
  return w !== null && NEGATIONS.has(wordHash(buf, w)) ? w[0] : -1;
}

/** The start of a "without" / "free from" phrase right before an ingredient word, or -1. */
export function withoutBefore(buf: Uint16Array, at: number): number {
  let w = wordBefore(buf, at);
  let linked = false;
  for (let k = 0; k < 2 && w !== null && LINKS.has(wordHash(buf, w)); k++) {
    linked = true;
    w = wordBefore(buf, w[0]);
  }
  if (w === null) return -1;
  const word = wordHash(buf, w);
  return WITHOUT.has(word) || (linked && FREE.has(word)) ? w[0] : -1;
}
