import { ENTRIES, type Entry } from './lexicon';
import { isWordCode } from './text/normalize';
import { LANGS, type Lang } from './types';

/**
 * Leftmost-longest dictionary matching over normalised text with two tries built once at module
 * load: one holding every term (tried at word starts), one holding the terms that may sit inside a
 * compound word (tried at every other letter). The longest term wins, so listed exceptions beat
 * the words they contain: "buchweizen" beats "weizen", "kakaobutter" beats "butter",
 * "milchsäure" beats "milch".
 */

/**
 * A trie in flat arrays (first-child / next-sibling, siblings in character order), built from
 * the sorted terms without per-node objects so module load stays fast. The root's children are
 * also indexed by character.
 */
interface Trie {
  root: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  char: Uint16Array;
  /** For each node, the first of its entries in `ids` (-1 if none) and how many there are. */
  termFirst: Int32Array;
  termCount: Int32Array;
  ids: Int32Array;
}

function compare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function buildTrie(entries: readonly Entry[]): Trie {
  const sorted = [...entries].sort((x, y) => compare(x.norm, y.norm) || x.id - y.id);
  let cap = 1;
  for (const e of sorted) cap += e.norm.length;
  const firstChild = new Int32Array(cap).fill(-1);
  const nextSibling = new Int32Array(cap).fill(-1);
  const lastChild = new Int32Array(cap).fill(-1);
  const char = new Uint16Array(cap);
  const termFirst = new Int32Array(cap).fill(-1);
  const termCount = new Int32Array(cap);
  const ids = new Int32Array(sorted.length);
  const root = new Int32Array(0x10000).fill(-1);
  let nodes = 1;
  sorted.forEach((e, k) => {
    let node = 0;
    for (let i = 0; i < e.norm.length; i++) {
      const c = e.norm.charCodeAt(i);
      const last = lastChild[node]!;
      if (last >= 0 && char[last] === c) {
        node = last;
        continue;
      }
      // sorted input: a new child always comes after its siblings
      const next = nodes++;
      char[next] = c;
      if (last >= 0) nextSibling[last] = next;
      else firstChild[node] = next;
      lastChild[node] = next;
      if (node === 0) root[c] = next;
      node = next;
    }
    ids[k] = e.id;
    if (termFirst[node]! < 0) termFirst[node] = k;
    termCount[node]!++;
  });
  return {
    root,
    firstChild: firstChild.slice(0, nodes),
    nextSibling: nextSibling.slice(0, nodes),
    char: char.slice(0, nodes),
    termFirst: termFirst.slice(0, nodes),
    termCount: termCount.slice(0, nodes),
    ids,
  };
}

const FULL = buildTrie(ENTRIES);
const INFIX = buildTrie(ENTRIES.filter((e) => !e.startWord));

function child(t: Trie, node: number, c: number): number {
  for (let k = t.firstChild[node]!; k >= 0; k = t.nextSibling[k]!) {
    const ec = t.char[k]!;
    if (ec === c) return k;
    if (ec > c) return -1;
  }
  return -1;
}

// ---- the matches of one text ----------------------------------------------------------------------

/**
 * The matches of one text, sorted by start (several readings of one span share it), and the
 * scratch the scan needs. Plain arrays, made once per analysis and grown as needed.
 */
export class MatchList {
  count = 0;
  private s: number[] = [];
  private e: number[] = [];
  private en: number[] = [];
  // candidates of the current longest match, and per raw match a range in a side list
  readonly cand: number[] = [];
  candCount = 0;
  bestEnd = -1;
  readonly rawCandStart: number[] = [];
  readonly rawCandCount: number[] = [];
  readonly rawCands: number[] = [];
  rawCandTotal = 0;
  // output of `resolve` (a span may yield several matches, one per distinct reading)
  outS: number[] = [];
  outE: number[] = [];
  outEn: number[] = [];

  start(i: number): number {
    return this.s[i]!;
  }
  end(i: number): number {
    return this.e[i]!;
  }
  entry(i: number): number {
    return this.en[i]!;
  }

  push(start: number, end: number, entry: number): void {
    this.s[this.count] = start;
    this.e[this.count] = end;
    this.en[this.count++] = entry;
  }

  pushCandidates(matchIndex: number): void {
    this.rawCandStart[matchIndex] = this.rawCandTotal;
    this.rawCandCount[matchIndex] = this.candCount;
    for (let k = 0; k < this.candCount; k++) this.rawCands[this.rawCandTotal++] = this.cand[k]!;
  }

  /** Replaces the raw matches by the resolved ones (`resolve` wrote them to the out arrays). */
  swapOut(count: number): void {
    [this.s, this.outS] = [this.outS, this.s];
    [this.e, this.outE] = [this.outE, this.e];
    [this.en, this.outEn] = [this.outEn, this.en];
    this.count = count;
  }
}

const LANG_INDEX: Record<Lang, number> = { de: 0, fr: 1, it: 2, en: 3 };
/** At most this many readings of one span are kept. */
const MAX_CANDIDATES = 64;
const AMBIGUOUS = -2;

/**
 * Scans `n` characters of the normalised buffer into `out`. A term spelled alike in several
 * languages keeps every reading (one match per distinct word class), except strict terms, which
 * count only when their language is present in the text (declared, or with at least one
 * unambiguous match). More text can thus only add readings, never remove one. Returns the
 * language the text reads as (declared unless most matches say otherwise; null when nothing
 * matched), which only labels reasons.
 */
export function scan(buf: Uint16Array, n: number, declared: Lang | null, out: MatchList): Lang | null {
  out.count = 0;
  out.rawCandTotal = 0;
  const votes = [0, 0, 0, 0];
  let i = 0;
  while (i < n) {
    const c = buf[i]!;
    if (!isWordCode(c)) {
      i++;
      continue;
    }
    const wordStart = i === 0 || !isWordCode(buf[i - 1]!);
    const trie = wordStart ? FULL : INFIX;
    let node = trie.root[c]!;
    let j = i + 1;
    out.bestEnd = -1;
    out.candCount = 0;
    while (node >= 0) {
      if (trie.termFirst[node]! >= 0) collect(trie, node, buf, n, j, wordStart, out);
      if (j >= n) break;
      node = child(trie, node, buf[j]!);
      j++;
    }
    if (out.bestEnd < 0) {
      i++;
      continue;
    }
    // vote for the text's languages with unambiguous, non-strict matches
    let lang = -1;
    for (let k = 0; k < out.candCount; k++) {
      const e = ENTRIES[out.cand[k]!]!;
      const li = e.lang === null ? -1 : LANG_INDEX[e.lang];
      if (li < 0 || e.strict) continue;
      lang = lang === -1 || lang === li ? li : AMBIGUOUS;
    }
    if (lang >= 0) votes[lang]!++;
    out.pushCandidates(out.count);
    out.push(i, out.bestEnd, -1);
    i = out.bestEnd;
  }
  let present = 0;
  for (let k = 0; k < 4; k++) if (votes[k]! > 0) present |= 1 << k;
  if (declared !== null) present |= 1 << LANG_INDEX[declared];
  const lang = pickLanguage(votes, declared);
  resolve(present, lang, out);
  return lang;
}

function collect(
  trie: Trie,
  node: number,
  buf: Uint16Array,
  n: number,
  j: number,
  wordStart: boolean,
  out: MatchList,
) {
  const first = trie.termFirst[node]!;
  const last = first + trie.termCount[node]!;
  const nextIsWord = j < n && isWordCode(buf[j]!);
  for (let k = first; k < last; k++) {
    const id = trie.ids[k]!;
    const e = ENTRIES[id]!;
    if (e.startWord && !wordStart) continue;
    let end = j;
    if (e.endWord && nextIsWord) {
      if (!e.plural) continue;
      const p = buf[j]!;
      const afterIsWord = j + 1 < n && isWordCode(buf[j + 1]!);
      if ((p !== 115 /* s */ && p !== 120) /* x */ || afterIsWord) continue;
      end = j + 1;
    }
    if (end > out.bestEnd) {
      out.bestEnd = end;
      out.candCount = 0;
    }
    if (end === out.bestEnd && out.candCount < MAX_CANDIDATES) out.cand[out.candCount++] = id;
  }
}

function pickLanguage(votes: number[], declared: Lang | null): Lang | null {
  let best = -1;
  let bestVotes = 0;
  for (let k = 0; k < 4; k++) {
    if (votes[k]! > bestVotes) {
      bestVotes = votes[k]!;
      best = k;
    }
  }
  if (declared !== null) {
    // the declared language stands unless the text plainly reads as another one
    if (best < 0 || votes[LANG_INDEX[declared]]! * 2 >= bestVotes) return declared;
  }
  return best < 0 ? null : LANGS[best]!;
}

function isPresent(e: Entry, present: number): boolean {
  return e.lang === null || (present & (1 << LANG_INDEX[e.lang])) !== 0;
}

function resolve(present: number, lang: Lang | null, list: MatchList) {
  const count = list.count;
  let out = 0;
  for (let m = 0; m < count; m++) {
    const from = list.rawCandStart[m]!;
    const total = list.rawCandCount[m]!;
    // every reading counts, except a strict term whose language is not present in the text
    const firstOut = out;
    for (let k = 0; k < total; k++) {
      const e = ENTRIES[list.rawCands[from + k]!]!;
      if (e.strict && !isPresent(e, present)) continue;
      // one reading per class; prefer the entry of the text's language for the reason's label
      let dup = -1;
      for (let o = firstOut; o < out; o++) if (ENTRIES[list.outEn[o]!]!.cls === e.cls) dup = o;
      if (dup >= 0) {
        if (e.lang === lang && ENTRIES[list.outEn[dup]!]!.lang !== lang) list.outEn[dup] = e.id;
        continue;
      }
      list.outS[out] = list.start(m);
      list.outE[out] = list.end(m);
      list.outEn[out++] = e.id;
    }
    // the reading in the text's language first (it labels the reason when readings agree)
    for (let o = firstOut + 1; o < out; o++) {
      if (ENTRIES[list.outEn[o]!]!.lang === lang && ENTRIES[list.outEn[firstOut]!]!.lang !== lang) {
        const t = list.outEn[firstOut]!;
        list.outEn[firstOut] = list.outEn[o]!;
        list.outEn[o] = t;
      }
    }
  }
  list.swapOut(out);
}

/** Statistics about the compiled matcher (for the README and tests). */
export function matcherStats() {
  return {
    entries: ENTRIES.length,
    nodes: FULL.char.length,
    infixNodes: INFIX.char.length,
  };
}

/**
 * Whether the normalised characters `buf[from..to)` are the start of a longer word-list term
 * without being a term themselves: the last word of a list cut off mid-word ("sugar, whe").
 */
export function isTermPrefix(buf: Uint16Array, from: number, to: number): boolean {
  if (to <= from) return false;
  let node = FULL.root[buf[from]!]!;
  for (let j = from + 1; j < to && node >= 0; j++) node = child(FULL, node, buf[j]!);
  if (node < 0) return false;
  return FULL.termFirst[node]! < 0 && FULL.firstChild[node]! >= 0;
}
