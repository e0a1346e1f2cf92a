import { isAllergenEntry, isAllergenWord } from './allergens';
import { ENTRIES } from './lexicon';
import type { MatchList } from './matcher';
import { CLASSES, type ClassDef } from './rules';
import { CH, isWordCode } from './text/normalize';

/**
 * The structure pass over normalised text, run after matching. It splits the ingredient list into
 * items (at commas, semicolons, colons, conjunctions, sentence ends), nests parenthesised
 * sub-lists under the item they follow ("Glukosesirup (Weizen)"), and tracks may-contain
 * statements from their opener to the end of the sentence or of the enclosing parenthesis. Every
 * match is assigned the item it sits in and whether it is inside a may-contain statement.
 *
 * Results are written into a `Structure` the caller owns (one per analysis, reused for its texts).
 */

const COVER_BITS = { cereal: 1, dairy: 2 } as const;
export { COVER_BITS };

export const CLAIM_GLUTEN = 1;
export const CLAIM_LACTOSE_FREE = 2;
export const CLAIM_LACTOSE_REDUCED = 4;
/** A vegan or milk-free label (evidence, never a lactose-free claim). */
export const CLAIM_MILK_FREE = 8;
/** A gluten-free label tag (labels_tags), as opposed to a phrase in the text. */
export const CLAIM_GLUTEN_LABEL = 16;

/**
 * The items of a list, one entry per item in order of their start. Plain arrays: a workspace
 * makes them once per analysis and they grow as items are added.
 */
export class Items {
  count = 0;
  parent: number[] = [];
  depth: number[] = [];
  /** Ingredient-class matches in the item's own text (outside its parentheses). */
  ingredients: number[] = [];
  /** Letters in the item's own text. */
  letters: number[] = [];
  /** Normalised offsets of the item's first and last own character. */
  start: number[] = [];
  end: number[] = [];
  /** COVER_BITS of covering matches in the item's own text, and the first such match per group. */
  cover: number[] = [];
  coverCereal: number[] = [];
  coverDairy: number[] = [];
  /** CLAIM_* bits that apply to the item and its sub-items. */
  claims: number[] = [];
  /** 1 when the item's bracketed sub-list was closed (or its colon sub-list ended). */
  closed: number[] = [];
  /** The amount (%) printed for the item, or for all items after "2 % or less of"; NaN if none. */
  percent: number[] = [];
  /** How many of the item's bracketed or colon sub-lists are still open. */
  openSubs: number[] = [];
  /** 1 when the item holds nothing but an amount ("(2 %)"). */
  amountOnly: number[] = [];

  /** Adds an item and returns its id; `percent` starts as `percent`. */
  add(parent: number, depth: number, at: number, percent: number): number {
    const id = this.count++;
    this.parent[id] = parent;
    this.depth[id] = depth;
    this.ingredients[id] = 0;
    this.letters[id] = 0;
    this.start[id] = at;
    this.end[id] = at;
    this.cover[id] = 0;
    this.coverCereal[id] = -1;
    this.coverDairy[id] = -1;
    this.claims[id] = 0;
    this.closed[id] = 0;
    this.percent[id] = percent;
    this.amountOnly[id] = 0;
    this.openSubs[id] = 0;
    return id;
  }
}

/** What the structure pass found: the items, and per match its item and statement. */
export class Structure {
  readonly items = new Items();
  matchItem: number[] = [];
  matchMay: number[] = [];
  /**
   * For a match inside an allergen declaration ("Contient du lait"), the COVER_BITS of covering
   * ingredients listed before it: the declaration then only restates their source. 0 otherwise.
   */
  matchDeclared: number[] = [];
}

const ABBREVIATIONS = new Set([
  'min',
  'max',
  'mind',
  'env',
  'evtl',
  'bzw',
  'inkl',
  'ggf',
  'usw',
  'vit',
  'resp',
  'etc',
  'approx',
  'incl',
  'st',
  'ca',
  'nr',
  'no',
  'bio',
  'mat',
]);

/** Whether the period at `i` ends a sentence (not a decimal point or an abbreviation). */
export function isSentenceEnd(buf: Uint16Array, n: number, i: number): boolean {
  const prev = i > 0 ? buf[i - 1]! : CH.SPACE;
  const next = i + 1 < n ? buf[i + 1]! : CH.SPACE;
  if (isDigit(prev) && isDigit(next)) return false;
  if (isWordCode(next)) return false; // "z.b", "e.g" inside a token
  let k = i - 1;
  while (k >= 0 && isWordCode(buf[k]!)) k--;
  const wordLen = i - 1 - k;
  if (wordLen === 0) return true;
  if (wordLen <= 2 && !isDigit(prev)) return false;
  if (wordLen <= 6) {
    let word = '';
    for (let p = k + 1; p < i; p++) word += String.fromCharCode(buf[p]!);
    if (ABBREVIATIONS.has(word)) return false;
  }
  return true;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The words after offset `i` start with one of `phrases` (normalised, single spaces). */
function followedBy(buf: Uint16Array, n: number, i: number, phrases: readonly string[]): boolean {
  let j = i;
  while (j < n && buf[j] === CH.SPACE) j++;
  let text = '';
  for (let k = j; k < n && k < j + 14; k++) text += String.fromCharCode(buf[k]!);
  return phrases.some((p) => text.startsWith(p));
}

function precededBy(buf: Uint16Array, i: number, phrases: readonly string[]): boolean {
  let text = '';
  for (let k = Math.max(0, i - 14); k < i; k++) text += String.fromCharCode(buf[k]!);
  text = text.trimEnd();
  return phrases.some((p) => text.endsWith(p));
}

const OR_LESS = ['or less', 'ou moins', 'oder weniger', 'o meno', 'or fewer'];
const LESS_THAN = ['less than', 'moins de', 'weniger als', 'meno del', 'meno di', 'max', 'hochstens'];

/**
 * The number printed right before the "%" at `i` ("2", "2,5", "0.5") and where it starts, in
 * `out` ([value, start]); value NaN when there is none.
 */
function amountBefore(buf: Uint16Array, i: number, out: number[]): void {
  out[0] = Number.NaN;
  let e = i;
  while (e > 0 && buf[e - 1] === CH.SPACE) e--;
  let st = e;
  while (
    st > 0 &&
    (isDigit(buf[st - 1]!) ||
      ((buf[st - 1] === CH.COMMA || buf[st - 1] === CH.PERIOD) && st - 2 >= 0 && isDigit(buf[st - 2]!)))
  )
    st--;
  if (st === e) return;
  out[1] = st;
  let text = '';
  for (let k = st; k < e; k++) text += buf[k] === CH.COMMA ? '.' : String.fromCharCode(buf[k]!);
  out[0] = Number(text);
}

/** Entries that spell an amount ("contains 2% or less of"). */
const amountTerm = new Uint8Array(ENTRIES.length);
for (const e of ENTRIES) if (e.norm.includes('%')) amountTerm[e.id] = 1;

/** One run of the structure pass; its state lives here, its results in `out`. */
class StructurePass {
  private depth = 0;
  private cur = 0;
  private mayDepth: number;
  /** The first item of the current may-contain statement that names something (-1: none yet). */
  private mayFirst = -1;
  private declDepth = -1;
  private seenCover = 0;
  /** After "2 % or less of", the amount every later item has at most; NaN otherwise. */
  private smallAll = Number.NaN;
  private readonly stack: number[] = [];
  /** Per bracket depth: 1 when that level was opened by a colon ("Gruyère: lait cru, sel"). */
  private readonly colonLevel: number[] = [0];
  private readonly amount: number[] = [Number.NaN, 0];
  private readonly items: Items;

  constructor(
    private readonly buf: Uint16Array,
    private readonly n: number,
    private readonly matches: MatchList,
    private readonly all: boolean,
    private readonly out: Structure,
  ) {
    this.items = out.items;
    this.mayDepth = all ? 0 : -1;
  }

  run(): void {
    const { buf, n, matches, items, all } = this;
    items.count = 0;
    const mCount = matches.count;
    this.cur = items.add(-1, 0, 0, this.smallAll);
    let m = 0;
    let nextMatch = mCount > 0 ? matches.start(0) : n;
    let i = 0;
    while (i < n) {
      if (i === nextMatch) {
        const end = matches.end(m);
        // several readings of one span (words shared by languages) share its item
        let last = m;
        while (last + 1 < mCount && matches.start(last + 1) === i) last++;
        for (; m <= last; m++) this.readMatch(m, i, end);
        i = end;
        nextMatch = m < mCount ? matches.start(m) : n;
        continue;
      }
      const c = buf[i]!;
      if (isWordCode(c)) {
        items.letters[this.cur]!++;
        items.end[this.cur] = i + 1;
      } else {
        switch (c) {
          case CH.OPEN:
            this.open(i, 0);
            break;
          case CH.CLOSE:
            while (this.depth > 0 && this.colonLevel[this.depth] === 1) this.close();
            if (this.depth > 0) this.close();
            break;
          case CH.COMMA: {
            const prev = i > 0 ? buf[i - 1]! : 0;
            const next = i + 1 < n ? buf[i + 1]! : 0;
            if (!(prev >= 48 && prev <= 57 && next >= 48 && next <= 57)) this.split(i + 1);
            break;
          }
          case CH.COLON:
            // "Gruyère AOP: lait cru, sel, présure": the list after a covering ingredient is its own
            if ((items.cover[this.cur]! & COVER_BITS.dairy) !== 0 && this.declDepth < 0) this.open(i, 1);
            else this.split(i + 1);
            break;
          case CH.AMP:
            this.split(i + 1);
            break;
          case CH.PERCENT:
            this.readPercent(i);
            break;
          case CH.PERIOD:
            if (isSentenceEnd(buf, n, i)) {
              while (this.depth > 0 && this.colonLevel[this.depth] === 1) this.close();
              if (this.mayDepth >= this.depth && !all) this.mayDepth = -1;
              if (this.declDepth >= this.depth) this.declDepth = -1;
              this.split(i + 1);
            }
            break;
          case CH.NL:
            while (this.depth > 0 && this.colonLevel[this.depth] === 1) this.close();
            this.depth = 0;
            if (!all) this.mayDepth = -1;
            this.declDepth = -1;
            this.cur = items.add(-1, 0, i + 1, this.smallAll);
            break;
          default:
            break;
        }
      }
      i++;
    }
    // a colon sub-list still open at the end is not closed: text appended could still belong to it
    while (this.depth > 0 && this.colonLevel[this.depth] === 1) this.cur = this.stack[--this.depth]!;
  }

  private split(at: number): void {
    this.cur = this.items.add(this.items.parent[this.cur]!, this.depth, at, this.smallAll);
  }

  private open(at: number, colon: number): void {
    const items = this.items;
    items.openSubs[this.cur]!++;
    this.stack[this.depth++] = this.cur;
    this.colonLevel[this.depth] = colon;
    this.cur = items.add(this.cur, this.depth, at + 1, this.smallAll);
  }

  private close(): void {
    const items = this.items;
    const child = this.cur;
    this.cur = this.stack[--this.depth]!;
    const cur = this.cur;
    items.closed[cur] = 1;
    items.openSubs[cur]!--;
    if (items.amountOnly[child] === 1 && items.ingredients[child] === 0) {
      const v = items.percent[child]!;
      if (Number.isNaN(items.percent[cur]!) || v < items.percent[cur]!) items.percent[cur] = v;
    }
    if (this.mayDepth > this.depth && !this.all) this.mayDepth = -1;
    if (this.declDepth > this.depth) this.declDepth = -1;
  }

  private readPercent(i: number): void {
    const { buf, n, items, cur } = this;
    amountBefore(buf, i, this.amount);
    const value = this.amount[0]!;
    if (Number.isNaN(value)) return;
    const amountStart = this.amount[1]!;
    if (followedBy(buf, n, i + 1, OR_LESS) || precededBy(buf, amountStart, LESS_THAN)) {
      if (Number.isNaN(this.smallAll) || value < this.smallAll) this.smallAll = value;
    }
    let alone = items.ingredients[cur] === 0 && items.parent[cur]! >= 0;
    for (let k = items.start[cur]!; alone && k < amountStart; k++) {
      const c = buf[k]!;
      if (c !== CH.SPACE && !isDigit(c) && c !== CH.COMMA && c !== CH.PERIOD) alone = false;
    }
    // "Weizenmehl (2 %)": an amount alone in brackets is its parent's, once the bracket closes
    if (alone) items.amountOnly[cur] = 1;
    if (Number.isNaN(items.percent[cur]!) || value < items.percent[cur]!) items.percent[cur] = value;
  }

  /** Whether normalised `[start, end)` is a word of its own ("Weizen", not "Weizen" in "Weizenmehl"). */
  private wholeWord(start: number, end: number): boolean {
    const { buf, n } = this;
    return (start === 0 || !isWordCode(buf[start - 1]!)) && (end >= n || !isWordCode(buf[end]!));
  }

  /**
   * Whether match `m` at normalised `[start, end)` names an allergen as may-contain statements
   * list them: a word-list allergen name as a word of its own, or a word that is an allergen name
   * in any language and form, German dative plurals included ("Haselnüssen", "Mandeln").
   */
  private namesAllergen(m: number, start: number, end: number): boolean {
    if (isAllergenEntry(this.matches.entry(m)) && this.wholeWord(start, end)) return true;
    const { buf, n } = this;
    let s = start;
    while (s > 0 && isWordCode(buf[s - 1]!)) s--;
    let e = end;
    while (e < n && isWordCode(buf[e]!)) e++;
    return isAllergenWord(buf, s, e);
  }

  private readMatch(m: number, start: number, end: number): void {
    const { items, out, matches } = this;
    const def: ClassDef = CLASSES[ENTRIES[matches.entry(m)]!.cls];
    if (this.mayDepth >= 0 && !this.all && def.kind === 'ingredient') {
      // the statement lists allergens; an item naming anything else is the list going on
      if (this.mayFirst < 0) this.mayFirst = this.cur;
      else if (this.cur !== this.mayFirst && !this.namesAllergen(m, start, end)) {
        this.mayDepth = -1;
        // the whole item is the list going on ("Weizen" in "Weizenmehl" included)
        for (let k = m - 1; k >= 0 && out.matchItem[k] === this.cur; k--) out.matchMay[k] = 0;
      }
    }
    // a term spelling an amount ("contains 2% or less of")
    if (amountTerm[matches.entry(m)] === 1) {
      for (let k = start; k < end; k++) if (this.buf[k] === CH.PERCENT) this.readPercent(k);
    }
    const cur = this.cur;
    out.matchItem[m] = cur;
    out.matchMay[m] = this.mayDepth >= 0 ? 1 : 0;
    out.matchDeclared[m] = this.declDepth >= 0 ? this.seenCover : 0;
    switch (def.kind) {
      case 'trigger':
        if (this.mayDepth < 0 || this.depth <= this.mayDepth) {
          // a new statement ("… Kann Spuren von X") starts over: its first item is in it
          this.mayFirst = -1;
          this.mayDepth = this.depth;
        }
        break;
      case 'header':
        if (!this.all) this.mayDepth = -1;
        this.declDepth = -1;
        this.split(end);
        break;
      case 'contains':
        // "Contains 2% or less of: …" goes on with the list; it declares nothing
        if (followedBy(this.buf, this.n, end, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'less'])) {
          this.split(end);
          break;
        }
        if (!this.all) this.mayDepth = -1;
        if (this.declDepth < 0 || this.depth < this.declDepth) this.declDepth = this.depth;
        this.split(end);
        break;
      case 'conjunction':
        this.split(end);
        break;
      case 'ingredient': {
        items.ingredients[cur]!++;
        items.letters[cur]! += end - start;
        items.end[cur] = end;
        if (def.covers !== undefined) {
          const bit = COVER_BITS[def.covers];
          items.cover[cur]! |= bit;
          if (this.declDepth < 0 && this.mayDepth < 0) this.seenCover |= bit;
          const slot = bit === COVER_BITS.cereal ? items.coverCereal : items.coverDairy;
          if (slot[cur]! < 0) slot[cur] = m;
        }
        break;
      }
      default:
        items.letters[cur]! += end - start;
        items.end[cur] = end;
    }
  }
}

/**
 * Runs the structure pass over the `n` normalised characters in `buf` and their `matches`, into
 * `out`. With `allMayContain` (a traces field) every match counts as a may-contain mention.
 */
export function parseStructure(
  buf: Uint16Array,
  n: number,
  matches: MatchList,
  allMayContain: boolean,
  out: Structure,
): Structure {
  new StructurePass(buf, n, matches, allMayContain, out).run();
  return out;
}
