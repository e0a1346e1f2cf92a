import { ENTRIES } from './lexicon';
import words from './lexicon/words.json' with { type: 'json' };
import { isTermPrefix, matches } from './matcher';
import { matchMay } from './parse';
import { CLASSES } from './rules';
import { CH, isWordCode, normalizeToString } from './text/normalize';

/**
 * How much of an ingredient list the engine understands, and whether it looks cut off.
 *
 * Every word of the list (a run of letters and digits in the normalised text) is understood when
 * word-list matches cover at least half of its letters or its last part (a compound's head:
 * "Basmatireis", "Akazienhonig"), when it holds a digit (amounts,
 * percentages, E-numbers, vitamin B12), when it is a single letter (elisions such as l', vitamin
 * letters), or when it is a known word that is not an ingredient (`lexicon/words.json`: articles,
 * prepositions, qualifiers such as "organic" or "dried", units). Punctuation is not counted.
 *
 * Open Food Facts treats a list with more than 10 % unknown ingredients as not analysable; the
 * engine applies the same share to words, and a list that names no ingredient at all, or that
 * ends cut off (an open bracket, a trailing comma or colon, "…", a dangling "and"/"de"/"mit", or
 * a last word that is only the start of a known term), is never green either.
 *
 * Results live in the module object `reading` until the next call.
 */

/** A list is not understood when more than this share of its words is unknown. */
export const UNKNOWN_SHARE = 0.1;

/** FNV-1a hash of folded characters (the hot loop compares hashes, not strings). */
function hashOf(buf: ArrayLike<number>, s: number, e: number): number {
  let h = 0x811c9dc5;
  for (let p = s; p < e; p++) h = Math.imul(h ^ buf[p]!, 0x01000193);
  return h >>> 0;
}

/** Hashes of the known words that are not ingredients, folded like pack text. */
const KNOWN = new Set<number>();
for (const [key, list] of Object.entries(words)) {
  if (key.startsWith('$')) continue;
  for (const w of list as string[]) {
    for (const part of normalizeToString(w).split(/[^a-z0-9]+/)) {
      if (part === '') continue;
      const codes = Array.from(part, (ch) => ch.charCodeAt(0));
      KNOWN.add(hashOf(codes, 0, codes.length));
    }
  }
}

/** Words that cannot end a complete list: it was cut off after them. */
const DANGLING = new Set([
  'and',
  'or',
  'of',
  'with',
  'from',
  'in',
  'und',
  'oder',
  'mit',
  'von',
  'aus',
  'et',
  'ou',
  'de',
  'du',
  'des',
  'avec',
  'di',
  'del',
  'della',
  'con',
  'da',
]);

export const CUT_NONE = 0;
/** The text ends with a separator: comma, semicolon, colon, slash, "&", "+". */
export const CUT_SEPARATOR = 1;
/** The text ends with "…" or "...". */
export const CUT_ELLIPSIS = 2;
/** A bracket is still open at the end. */
export const CUT_BRACKET = 3;
/** The last word is a conjunction or preposition. */
export const CUT_DANGLING = 4;
/** The last word is only the start of a known term ("whe"). */
export const CUT_MID_WORD = 5;
/**
 * The text is exactly as long as a database field (255, 256, 512, 1000, 1024 characters) and
 * does not end with a full stop: stored lists are cut there (72 of the 581 lists of the Open Food
 * Facts sample stop at 255 characters).
 */
export const CUT_FIELD_LIMIT = 6;

const FIELD_LIMITS = new Set([255, 256, 512, 1000, 1024]);

let cap = 64;
export const reading = {
  words: 0,
  unknown: 0,
  /** Ingredient-class matches outside may-contain statements. */
  ingredients: 0,
  /** Normalised offsets of the unknown words, in order. */
  unknownStart: new Int32Array(cap),
  unknownEnd: new Int32Array(cap),
  cut: CUT_NONE as number,
  /** Source offsets (UTF-16) of what shows the cut. */
  cutStart: 0,
  cutEnd: 0,
};

function pushUnknown(s: number, e: number) {
  if (reading.unknown === cap) {
    cap *= 2;
    const a = new Int32Array(cap);
    a.set(reading.unknownStart);
    reading.unknownStart = a;
    const b = new Int32Array(cap);
    b.set(reading.unknownEnd);
    reading.unknownEnd = b;
  }
  reading.unknownStart[reading.unknown] = s;
  reading.unknownEnd[reading.unknown++] = e;
}

function wordOf(buf: Uint16Array, s: number, e: number): string {
  let w = '';
  for (let p = s; p < e; p++) w += String.fromCharCode(buf[p]!);
  return w;
}

/**
 * Measures the normalised text in `buf` (length `n`, after `scan` and `parseStructure`);
 * `source` is the printed text and `map` the offset map of `normalize`.
 */
export function measureReading(buf: Uint16Array, n: number, source: string, map: Int32Array): void {
  reading.words = 0;
  reading.unknown = 0;
  reading.ingredients = 0;
  reading.cut = CUT_NONE;
  const mCount = matches.count;
  for (let m = 0; m < mCount; m++) {
    const s = matches.start(m);
    if (matchMay[m] === 0 && CLASSES[ENTRIES[matches.entry(m)]!.cls].kind === 'ingredient') {
      // several readings of one span count once
      if (m === 0 || matches.start(m - 1) !== s) reading.ingredients++;
    }
  }
  let depth = 0;
  let lastOpen = -1;
  let lastWordStart = -1;
  let lastWordEnd = -1;
  let lastWordKnown = true;
  let mi = 0;
  let i = 0;
  while (i < n) {
    const c = buf[i]!;
    if (!isWordCode(c)) {
      if (c === CH.OPEN) {
        if (depth++ === 0) lastOpen = i;
      } else if (c === CH.CLOSE && depth > 0) depth--;
      i++;
      continue;
    }
    const s = i;
    let digit = false;
    while (i < n && isWordCode(buf[i]!)) {
      if (buf[i]! >= 48 && buf[i]! <= 57) digit = true;
      i++;
    }
    const len = i - s;
    // letters of the word covered by matches (sorted by start, readings of one span alike)
    while (mi < mCount && matches.end(mi) <= s) mi++;
    let cov = 0;
    let lastEnd = s;
    let head = false;
    for (let k = mi; k < mCount && matches.start(k) < i; k++) {
      const from = Math.max(matches.start(k), lastEnd);
      const to = Math.min(matches.end(k), i);
      if (to > from) {
        cov += to - from;
        lastEnd = to;
      }
      // a compound whose last part is a known term ("Basmatireis", "Akazienhonig")
      if (matches.end(k) === i && i - matches.start(k) >= 4) head = true;
    }
    reading.words++;
    let known = digit || len === 1 || head || cov * 2 >= len;
    if (!known) known = KNOWN.has(hashOf(buf, s, i));
    if (!known) pushUnknown(s, i);
    lastWordStart = s;
    lastWordEnd = i;
    lastWordKnown = known;
  }

  // cut off?
  let t = source.length;
  while (t > 0 && /\s/.test(source[t - 1]!)) t--;
  let last = n;
  while (last > 0 && (buf[last - 1] === CH.SPACE || buf[last - 1] === CH.NL)) last--;
  const at = (k: number) => map[k]!;
  if (t > 0 && source.charCodeAt(t - 1) === 0x2026) {
    setCut(CUT_ELLIPSIS, t - 1, t);
  } else if (t >= 3 && source.slice(t - 3, t) === '...') {
    setCut(CUT_ELLIPSIS, t - 3, t);
  } else if (depth > 0 && lastOpen >= 0) {
    setCut(CUT_BRACKET, at(lastOpen), at(lastOpen) + 1);
  } else if (last > 0) {
    const c = buf[last - 1]!;
    if (c === CH.COMMA || c === CH.COLON || c === CH.AMP || c === CH.OPEN) {
      setCut(CUT_SEPARATOR, at(last - 1), at(last - 1) + 1);
    } else if (lastWordEnd === last && lastWordStart >= 0) {
      const from = at(lastWordStart);
      const to = at(lastWordEnd - 1) + 1;
      if (DANGLING.has(wordOf(buf, lastWordStart, lastWordEnd))) setCut(CUT_DANGLING, from, to);
      else if (!lastWordKnown && isTermPrefix(buf, lastWordStart, lastWordEnd))
        setCut(CUT_MID_WORD, from, to);
      else if (FIELD_LIMITS.has(source.length)) setCut(CUT_FIELD_LIMIT, from, to);
    }
  }
}

function setCut(kind: number, start: number, end: number) {
  reading.cut = kind;
  reading.cutStart = start;
  reading.cutEnd = end;
}

/** Whether the last measured list is too little understood (more than 10 % unknown words). */
export function tooManyUnknown(): boolean {
  return reading.words > 0 && reading.unknown > reading.words * UNKNOWN_SHARE;
}
