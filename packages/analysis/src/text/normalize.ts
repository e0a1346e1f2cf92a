/**
 * Folds pack text into a compact form the matcher and the parser read, keeping for every output
 * character the offset of the input character it came from (so reasons can quote the text as
 * printed). Lower case, no diacritics (Süssmolke = Süßmolke = sussmolke), ß -> ss, œ -> oe;
 * underscores (`_Milch_`) and HTML tags (`<span class="allergen">`) become spaces; runs of spaces
 * collapse; brackets become ( ); list bullets, slashes and spaced dashes become commas; joining
 * hyphens become spaces (gluten-free = gluten free).
 *
 * The output is written into a `Normalized` the caller owns (one per analysis, reused for its
 * texts); the module keeps only tables built at load.
 */

export const CH = {
  NL: 10,
  SPACE: 32,
  AMP: 38,
  APOS: 39,
  OPEN: 40,
  CLOSE: 41,
  COMMA: 44,
  PERIOD: 46,
  COLON: 58,
  PERCENT: 37,
} as const;

const enum Kind {
  Unknown = 0,
  Other,
  Letter,
  Digit,
  Space,
  Newline,
  Open,
  Close,
  Comma,
  Colon,
  Period,
  Percent,
  Apos,
  Amp,
  Hyphen,
  Lt,
  Mark,
}

const KIND = new Uint8Array(0x10000);
const FOLD_A = new Uint16Array(0x10000);
const FOLD_B = new Uint16Array(0x10000);

const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  // typographic ligatures of scanned packs ("émulsiﬁant")
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬅ: 'st',
  ﬆ: 'st',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  ſ: 's',
};

const PUNCT: Record<string, Kind> = {
  '(': Kind.Open,
  '[': Kind.Open,
  '{': Kind.Open,
  ')': Kind.Close,
  ']': Kind.Close,
  '}': Kind.Close,
  ',': Kind.Comma,
  ';': Kind.Comma,
  '•': Kind.Comma,
  '·': Kind.Comma,
  '|': Kind.Comma,
  '/': Kind.Comma,
  '\\': Kind.Comma,
  '●': Kind.Comma,
  '▪': Kind.Comma,
  '◦': Kind.Comma,
  '∙': Kind.Comma,
  '，': Kind.Comma,
  '、': Kind.Comma,
  ':': Kind.Colon,
  '.': Kind.Period,
  '!': Kind.Period,
  '?': Kind.Period,
  '。': Kind.Period,
  '%': Kind.Percent,
  "'": Kind.Apos,
  '’': Kind.Apos,
  '‘': Kind.Apos,
  '`': Kind.Apos,
  '´': Kind.Apos,
  ʼ: Kind.Apos,
  '&': Kind.Amp,
  '+': Kind.Amp,
  '-': Kind.Hyphen,
  '‐': Kind.Hyphen,
  '‑': Kind.Hyphen,
  '−': Kind.Hyphen,
  '–': Kind.Hyphen,
  '—': Kind.Hyphen,
  _: Kind.Space,
  '<': Kind.Lt,
};

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const MARKS = /\p{M}/gu;
const LINE_BREAK = /[\n\r\u2028\u2029\u0085\v\f]/;
const SPACE = /\s/;

/** The kind of a character; with `table`, its fold is written to the fold tables too. */
function classify(c: number, table: boolean): Kind {
  if (c >= 0xd800 && c <= 0xdfff) return Kind.Other;
  const ch = String.fromCharCode(c);
  const punct = PUNCT[ch];
  if (punct !== undefined) return punct;
  if (LINE_BREAK.test(ch)) return Kind.Newline;
  if (SPACE.test(ch)) return Kind.Space;
  if (c >= 48 && c <= 57) {
    if (table) FOLD_A[c] = c;
    return Kind.Digit;
  }
  if (MARK.test(ch)) return Kind.Mark;
  if (!LETTER_OR_DIGIT.test(ch)) return Kind.Other;
  const folded = SPECIAL_FOLDS[ch] ?? ch.toLowerCase().normalize('NFD').replace(MARKS, '');
  if (folded.length === 0) return Kind.Mark;
  if (table) {
    FOLD_A[c] = folded.charCodeAt(0);
    if (folded.length > 1) FOLD_B[c] = folded.charCodeAt(1);
  }
  return Kind.Letter;
}

/**
 * The kinds and folds of the scripts packs are printed in (Latin, Greek, Cyrillic, punctuation,
 * typographic ligatures) are tabled once at load; a rarer character is classified each time it is
 * met, so that the tables never change after load.
 */
const TABLED: readonly [number, number][] = [
  [0, 0x0530],
  [0x1e00, 0x2070],
  [0x20a0, 0x2200],
  [0xfb00, 0xfb07],
  [0xff00, 0xff60],
];
for (const [from, to] of TABLED) for (let c = from; c < to; c++) KIND[c] = classify(c, true);

function kindOf(c: number): Kind {
  const k = KIND[c] as Kind;
  return k !== Kind.Unknown ? k : classifyAlone(c);
}

/** The kind of a character outside the tables, without writing the tables. */
function classifyAlone(c: number): Kind {
  return classify(c, false);
}

/** The fold of a character outside the tables: its lower case without marks, at most two letters. */
function foldAlone(c: number): string {
  const ch = String.fromCharCode(c);
  return (SPECIAL_FOLDS[ch] ?? ch.toLowerCase().normalize('NFD').replace(MARKS, '')).slice(0, 2);
}

/**
 * A normalised text: `buf[0..n)` the folded characters, `map[k]` the offset in the printed text of
 * the character `buf[k]` came from. Owned by the caller; `normalize` grows the arrays as needed.
 */
export interface Normalized {
  buf: Uint16Array;
  map: Int32Array;
  n: number;
}

/** An empty normalised text to write into. */
export function newNormalized(capacity = 0): Normalized {
  return { buf: new Uint16Array(capacity), map: new Int32Array(capacity), n: 0 };
}

/** True for characters that make up words in the normalised text (letters and digits). */
export function isWordCode(c: number): boolean {
  return c >= 97 ? c <= 122 || c >= 128 : c >= 48 && c <= 57;
}

/** Normalises `text` into `into` (a fresh one when not given) and returns it, `n` set. */
export function normalize(text: string, into: Normalized = newNormalized(text.length * 2 + 2)): Normalized {
  const len = text.length;
  if (into.buf.length < len * 2 + 2) {
    into.buf = new Uint16Array(len * 2 + 64);
    into.map = new Int32Array(len * 2 + 64);
  }
  const buf = into.buf;
  const map = into.map;
  let n = 0;
  let last: number = CH.NL; // treat the start as a line start: no leading spaces
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    let k: Kind;
    if (c >= 97 && c <= 122) {
      buf[n] = c;
      map[n++] = i;
      last = c;
      continue;
    } else {
      k = kindOf(c);
    }
    switch (k) {
      case Kind.Letter: {
        if (KIND[c] === Kind.Unknown) {
          // outside the tables: folded here, each time
          const f = foldAlone(c);
          for (let q = 0; q < f.length; q++) {
            buf[n] = f.charCodeAt(q);
            map[n++] = i;
          }
          if (f.length > 0) last = f.charCodeAt(f.length - 1);
          break;
        }
        const a = FOLD_A[c] as number;
        buf[n] = a;
        map[n++] = i;
        last = a;
        const b = FOLD_B[c] as number;
        if (b !== 0) {
          buf[n] = b;
          map[n++] = i;
          last = b;
        }
        break;
      }
      case Kind.Digit:
        buf[n] = c;
        map[n++] = i;
        last = c;
        break;
      case Kind.Mark:
        break;
      case Kind.Newline:
        if (last === CH.SPACE) {
          buf[n - 1] = CH.NL;
          last = CH.NL;
        } else if (last !== CH.NL) {
          buf[n] = CH.NL;
          map[n++] = i;
          last = CH.NL;
        }
        break;
      case Kind.Open:
        buf[n] = CH.OPEN;
        map[n++] = i;
        last = CH.OPEN;
        break;
      case Kind.Close:
        buf[n] = CH.CLOSE;
        map[n++] = i;
        last = CH.CLOSE;
        break;
      case Kind.Comma:
        buf[n] = CH.COMMA;
        map[n++] = i;
        last = CH.COMMA;
        break;
      case Kind.Colon:
        buf[n] = CH.COLON;
        map[n++] = i;
        last = CH.COLON;
        break;
      case Kind.Period:
        buf[n] = CH.PERIOD;
        map[n++] = i;
        last = CH.PERIOD;
        break;
      case Kind.Percent:
        buf[n] = CH.PERCENT;
        map[n++] = i;
        last = CH.PERCENT;
        break;
      case Kind.Apos:
        buf[n] = CH.APOS;
        map[n++] = i;
        last = CH.APOS;
        break;
      case Kind.Amp:
        buf[n] = CH.AMP;
        map[n++] = i;
        last = CH.AMP;
        break;
      case Kind.Hyphen: {
        const next = i + 1 < len ? kindOf(text.charCodeAt(i + 1)) : Kind.Space;
        if (
          (last === CH.SPACE || last === CH.NL) &&
          (next === Kind.Space || next === Kind.Newline) &&
          !conjunctionFollows(text, i + 1)
        ) {
          // a spaced dash separates list items: "Sucre - Beurre"
          buf[n] = CH.COMMA;
          map[n++] = i;
          last = CH.COMMA;
        } else if (last !== CH.SPACE && last !== CH.NL) {
          buf[n] = CH.SPACE;
          map[n++] = i;
          last = CH.SPACE;
        }
        break;
      }
      case Kind.Lt: {
        const end = tagEnd(text, i);
        if (end > i) i = end;
        if (last !== CH.SPACE && last !== CH.NL) {
          buf[n] = CH.SPACE;
          map[n++] = i;
          last = CH.SPACE;
        }
        break;
      }
      default:
        if (last !== CH.SPACE && last !== CH.NL) {
          buf[n] = CH.SPACE;
          map[n++] = i;
          last = CH.SPACE;
        }
    }
  }
  into.n = n;
  return into;
}

const ELIDING_CONJUNCTIONS = new Set(['und', 'oder', 'and', 'or', 'et', 'ou', 'e', 'o']);

/**
 * Whether the next word after `from` is a conjunction: "laktose - und glutenfrei" is an elided
 * compound (laktose- und glutenfrei), not a list dash.
 */
function conjunctionFollows(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  let word = '';
  while (i < text.length && word.length < 5) {
    const c = text.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    word += String.fromCharCode(c);
    i++;
  }
  return word.length > 0 && ELIDING_CONJUNCTIONS.has(word);
}

/** If `text[i]` opens an HTML tag (`<span ...>`, `</span>`), the offset of its `>`; else -1. */
function tagEnd(text: string, i: number): number {
  const next = text.charCodeAt(i + 1);
  const isTag =
    next === 47 /* / */ || next === 33 /* ! */ || (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
  if (!isTag) return -1;
  const limit = Math.min(text.length, i + 300);
  for (let j = i + 2; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 62 /* > */) return j;
    // a tag never holds another "<" or a list comma, so it cannot swallow list items
    if (c === 60 /* < */ || c === 44 /* , */) return -1;
  }
  return -1;
}

/** Normalises a string and returns it as a string (for word lists and tests, not the hot path). */
export function normalizeToString(text: string): string {
  const { buf, n } = normalize(text);
  let out = '';
  for (let i = 0; i < n; i += 4096) {
    out += String.fromCharCode(...buf.subarray(i, Math.min(n, i + 4096)));
  }
  return out;
}
