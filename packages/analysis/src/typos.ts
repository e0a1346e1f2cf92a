/**
 * One-edit typo lookup (a letter missing, added or replaced, or two letters swapped) over tables
 * of known words, by the symmetric-deletion method: a table holds every known word and each of
 * its one-letter deletions; a printed word is a typo of a known word when the word or one of its
 * deletions meets one of those. Tables hold two hashes per key, not strings: the first is the
 * map key, the second is kept beside the value and checked, so that an invented word practically
 * never meets a known one by chance. Built once at module load, never changed afterwards.
 */

/** Words shorter than this are never read as typos (too many neighbours). */
export const TYPO_MIN = 5;
/** A typo fires a word-list rule only from this length on ("maltol" is not "malto"). */
export const TYPO_RULE_MIN = 7;
/** Longer words are not looked up. */
export const MAX_WORD = 64;
/** Several known words meet there: no reading. */
export const AMBIGUOUS = -2;

const BASE_1 = 0x01000193;
const BASE_2 = 0x5bd1e995;
const POWERS_1 = powers(BASE_1);
const POWERS_2 = powers(BASE_2);

function powers(base: number): Int32Array {
  const p = new Int32Array(MAX_WORD + 1);
  p[0] = 1;
  for (let k = 1; k < p.length; k++) p[k] = Math.imul(p[k - 1]!, base);
  return p;
}

/** The polynomial hash of `codes[s..e)` without index `skip` (-1: none). */
export function hashCodes(codes: ArrayLike<number>, s: number, e: number, skip = -1, base = BASE_1): number {
  let h = 0;
  for (let p = s; p < e; p++) if (p !== skip) h = (Math.imul(h, base) + codes[p]!) | 0;
  return h >>> 0;
}

/** The polynomial hash of a string's char codes (as `hashCodes` of the codes). */
export function hashString(text: string): number {
  let h = 0;
  for (let p = 0; p < text.length; p++) h = (Math.imul(h, BASE_1) + text.charCodeAt(p)) | 0;
  return h >>> 0;
}

/**
 * The hash of `buf[s..e)` in `out[0]` and, in `out[1 + k]`, its hash without letter `s + k`:
 * prefix hashes scaled and added to suffix sums, in one pass (the polynomial form allows it).
 */
export function deletions(
  buf: ArrayLike<number>,
  s: number,
  e: number,
  out: Uint32Array,
  base = BASE_1,
  pw = POWERS_1,
): void {
  const n = e - s;
  // suffix sums of buf[s + i] * base^(n - 1 - i), kept in out[1 + i] for now
  let suffix = 0;
  for (let k = n - 1; k >= 0; k--) {
    suffix = (suffix + Math.imul(buf[s + k]!, pw[n - 1 - k]!)) | 0;
    out[1 + k] = suffix;
  }
  out[0] = out[1]! >>> 0;
  let prefix = 0;
  for (let k = 0; k < n; k++) {
    const after = k + 1 < n ? out[2 + k]! : 0;
    out[1 + k] = (Math.imul(prefix, pw[n - 1 - k]!) + after) >>> 0;
    prefix = (Math.imul(prefix, base) + buf[s + k]!) | 0;
  }
}

const CHECK_BITS = 15;
const CHECK_MASK = (1 << CHECK_BITS) - 1;
const VALUE_MASK = 0xffff;

/**
 * Known words (values below 65,536: word-list entry ids, vocabulary flags, word indices) and their
 * one-letter deletions. `same` says when two values are one reading (a term spelled alike in
 * several languages).
 */
export class TypoIndex {
  private readonly exactWords = new Map<number, number>();
  private readonly near = new Map<number, number>();

  constructor(private readonly same: (a: number, b: number) => boolean = (a, b) => a === b) {}

  /** Adds a word (lower-case letters a-z, at most MAX_WORD). */
  add(word: string, value: number): void {
    if (word.length > MAX_WORD || value < 0 || value > VALUE_MASK) return;
    const codes = new Uint16Array(word.length);
    for (let k = 0; k < word.length; k++) codes[k] = word.charCodeAt(k);
    const h1 = new Uint32Array(codes.length + 1);
    const h2 = new Uint32Array(codes.length + 1);
    deletions(codes, 0, codes.length, h1);
    deletions(codes, 0, codes.length, h2, BASE_2, POWERS_2);
    this.put(this.exactWords, h1[0]!, h2[0]!, value);
    for (let k = 0; k <= codes.length; k++) this.put(this.near, h1[k]!, h2[k]!, value);
  }

  private put(map: Map<number, number>, key: number, check: number, value: number): void {
    const packed = ((check & CHECK_MASK) << 16) | value;
    const old = map.get(key);
    if (old === undefined) map.set(key, packed);
    else if (old === AMBIGUOUS || (old >>> 16 === packed >>> 16 && this.same(old & VALUE_MASK, value)))
      return;
    else map.set(key, AMBIGUOUS);
  }

  /** The value of the word `buf[s..e)` exactly, or -1. */
  exact(buf: ArrayLike<number>, s: number, e: number): number {
    if (e - s > MAX_WORD) return -1;
    const v = this.exactWords.get(hashCodes(buf, s, e));
    if (v === undefined || v === AMBIGUOUS) return -1;
    return v >>> 16 === (hashCodes(buf, s, e, -1, BASE_2) & CHECK_MASK) ? v & VALUE_MASK : -1;
  }

  /** The value of the one known word `buf[s..e)` is a one-edit typo of (or is), -1, or AMBIGUOUS. */
  lookup(buf: ArrayLike<number>, s: number, e: number): number {
    const hashes = new WordHashes(buf, s, e);
    return hashes.n > MAX_WORD ? -1 : this.lookupHashes(hashes);
  }

  /** As `lookup`, with the word's hashes computed once for several tables. */
  lookupHashes({ h1, h2, n }: WordHashes): number {
    let found = -1;
    // a known word is among its own deletions' keys, so one table serves every edit: a letter
    // missing or replaced, two swapped (a deletion of each meets), or one added (the deletion is
    // the known word)
    for (let k = 0; k <= n && found !== AMBIGUOUS; k++) {
      const v = this.near.get(h1[k]!);
      if (v === undefined) continue;
      if (v === AMBIGUOUS) {
        found = AMBIGUOUS;
        break;
      }
      if (v >>> 16 !== (h2[k]! & CHECK_MASK)) continue;
      const value = v & VALUE_MASK;
      if (found >= 0 && !this.same(found, value)) found = AMBIGUOUS;
      else if (found < 0) found = value;
    }
    return found;
  }
}

/** The two hashes of a printed word and of each of its one-letter deletions (at most MAX_WORD letters). */
export class WordHashes {
  readonly n: number;
  readonly h1: Uint32Array;
  readonly h2: Uint32Array;

  constructor(buf: ArrayLike<number>, s: number, e: number) {
    this.n = e - s;
    const size = this.n > MAX_WORD ? 1 : this.n + 1;
    this.h1 = new Uint32Array(size);
    this.h2 = new Uint32Array(size);
    if (this.n > MAX_WORD) return;
    deletions(buf, s, e, this.h1);
    deletions(buf, s, e, this.h2, BASE_2, POWERS_2);
  }
}
