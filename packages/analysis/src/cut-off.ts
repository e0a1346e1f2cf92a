import { isTermPrefix } from './matcher';
import {
  CUT_BRACKET,
  CUT_DANGLING,
  CUT_ELLIPSIS,
  CUT_FIELD_LIMIT,
  CUT_MID_WORD,
  CUT_SEPARATOR,
  type Reading,
} from './reading';
import { CH } from './text/normalize';

/**
 * Whether a list looks cut off. A bracket still open at the end counts only when it opened shortly
 * before an end that is neither a full stop nor a closing bracket (otherwise a ")" is missing, a
 * typo); a trailing separator, "…", a dangling link word, a last word that only starts a known
 * term, or a list exactly as long as a database field count as they are.
 */

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

const FIELD_LIMITS = new Set([255, 256, 512, 1000, 1024]);

/** A bracket still open at the end counts as a cut only when it opened this close to the end. */
const BRACKET_CUT_REACH = 60;

function wordOf(buf: Uint16Array, s: number, e: number): string {
  let w = '';
  for (let p = s; p < e; p++) w += String.fromCharCode(buf[p]!);
  return w;
}

/** Where a list's words and brackets ended: what the cut-off test needs of the reading pass. */
export interface ListEnd {
  /** Brackets still open at the end, and where the outermost one opened (normalised offset). */
  depth: number;
  lastOpen: number;
  /** The last word read (normalised offsets), and whether it was unknown. */
  lastWord: { start: number; end: number; unknown: boolean } | null;
}

/** Whether the list looks cut off, and where: written into `out`. */
export function cutOff(
  buf: Uint16Array,
  n: number,
  source: string,
  map: Int32Array,
  list: ListEnd,
  out: Reading,
): void {
  let t = source.length;
  while (t > 0 && /\s/.test(source[t - 1]!)) t--;
  let last = n;
  while (last > 0 && (buf[last - 1] === CH.SPACE || buf[last - 1] === CH.NL)) last--;
  const setCut = (kind: number, start: number, end: number) => {
    out.cut = kind;
    out.cutStart = start;
    out.cutEnd = end;
  };
  const fullStop = t > 0 && source[t - 1] === '.';
  // a list whose last sub-list closes ("Maïs 5% (Italie (maïs, eau, sel)") only misses a ")"
  const closes = t > 0 && source[t - 1] === ')';
  const w = list.lastWord;
  if (t > 0 && source.charCodeAt(t - 1) === 0x2026) {
    setCut(CUT_ELLIPSIS, t - 1, t);
  } else if (t >= 3 && source.slice(t - 3, t) === '...') {
    setCut(CUT_ELLIPSIS, t - 3, t);
  } else if (
    list.depth > 0 &&
    list.lastOpen >= 0 &&
    !fullStop &&
    !closes &&
    last - list.lastOpen <= BRACKET_CUT_REACH
  ) {
    // a bracket opened long before the end, or a list ending with a full stop or a closing
    // bracket: a missing ")"
    setCut(CUT_BRACKET, map[list.lastOpen]!, map[list.lastOpen]! + 1);
  } else if (last > 0) {
    const c = buf[last - 1]!;
    if (c === CH.COMMA || c === CH.COLON || c === CH.AMP || c === CH.OPEN) {
      setCut(CUT_SEPARATOR, map[last - 1]!, map[last - 1]! + 1);
    } else if (w !== null && w.end === last) {
      const from = map[w.start]!;
      const to = map[w.end - 1]! + 1;
      if (DANGLING.has(wordOf(buf, w.start, w.end))) setCut(CUT_DANGLING, from, to);
      else if (w.unknown && isTermPrefix(buf, w.start, w.end)) setCut(CUT_MID_WORD, from, to);
      else if (FIELD_LIMITS.has(source.length)) setCut(CUT_FIELD_LIMIT, from, to);
    }
  }
}
