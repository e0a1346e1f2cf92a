import { ENTRIES } from './lexicon';
import words from './lexicon/words.json' with { type: 'json' };
import type { MatchList } from './matcher';
import { isAllergenWord } from './allergens';
import { cutOff } from './cut-off';
import { isSentenceEnd } from './parse';
import { CUT_NONE, type ItemSpan, type Reading } from './reading';
import { CLASSES } from './rules';
import { CH, isWordCode, normalizeToString } from './text/normalize';
import { TYPO_RULE_MIN } from './typos';
import {
  V_CODE_SHIFT,
  V_FOREIGN,
  V_FORM,
  V_FREE,
  V_HEADER,
  V_INGREDIENT,
  V_PROCESSING,
  V_STATEMENT,
  isForeignWord,
  mayOpenStatement,
  startsStrictTerm,
  typoAt,
  vocabularyAt,
  wordListEntryOf,
} from './vocabulary';

/**
 * The reading pass over one list (see understand.ts for what it decides): one instance per call,
 * its state in its fields.
 */

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

/** What a word of an item is. */
const W_UNKNOWN = 0;
const W_FREE = 1;
const W_PROCESSING = 2;
const W_INGREDIENT = 3;

/** Statement modes: none, a sentence left out (storage, nutrition…), a may-contain statement. */
const S_NONE = 0;
const S_SENTENCE = 1;
const S_MAY = 2;

/** Dashes that split a word across a line ("sor - bitol", "conserva- teur"). */
const DASH = /^[ \t]*[-‐‑–—−][ \t]*$/;

/** One open item (an item and the items of its enclosing brackets form a stack). */
class Frame {
  words = 0;
  ingredients = 0;
  processing = 0;
  /** Processing words that are nouns for a shape ("Flocken"): never a descriptor on their own. */
  forms = 0;
  unknown = 0;
  /** Unknown words that are words of ingredient names in another language ("azúcar", "suiker"). */
  foreign = 0;
  /** Names an allergen as may-contain statements list them. */
  allergen = false;
  /** Holds a statement opener (may-contain or other). */
  opener = false;
  start = -1;
  end = -1;
  unrated: ItemSpan[] | null = null;
  /** Its own bracketed sub-items: understood, unknown, and whether the bracket closed. */
  subUnderstood = 0;
  subUnknown = 0;
  subClosed = false;
  // what outlives the item at its level:
  /** The item before at this level was understood (or described one). */
  afterUnderstood = false;
  /** An unknown item ended by a colon, waiting for the item after it. */
  heading: ItemSpan | null = null;

  reset(): void {
    this.words = 0;
    this.ingredients = 0;
    this.processing = 0;
    this.forms = 0;
    this.unknown = 0;
    this.foreign = 0;
    this.allergen = false;
    this.opener = false;
    this.start = -1;
    this.end = -1;
    this.unrated = null;
    this.subUnderstood = 0;
    this.subUnknown = 0;
    this.subClosed = false;
  }
}

interface Section {
  understood: number;
  unknown: ItemSpan[];
  /** Opened by the list header of a language the engine does not read ("Ingredientes:"). */
  foreign: boolean;
}

/** A classified word. */
interface Word {
  start: number;
  end: number;
  kind: number;
  form: boolean;
}

/** The reading pass over one list; one instance per call. */
export class ReadingPass {
  readonly out: Reading = {
    items: 0,
    understood: 0,
    unknown: [],
    unrated: [],
    typos: [],
    cut: CUT_NONE,
    cutStart: 0,
    cutEnd: 0,
  };
  private readonly stack: Frame[] = [new Frame()];
  private readonly sections: Section[] = [{ understood: 0, unknown: [], foreign: false }];
  private readonly found = new Int32Array(2);
  private mode = S_NONE;
  /** The bracket depth a statement opened at: closing that bracket ends it. */
  private modeDepth = 0;
  private depth = 0;
  private lastOpen = -1;
  /** The first word-list match that may still reach the current word. */
  private mi = 0;
  /** The current vocabulary term: where it starts and ends, and its flags. */
  private vStart = -1;
  private vEnd = -1;
  private vFlags = 0;
  /** A comma that was a spaced dash, not yet settled as a separator or a split word. */
  private pendingDash = false;
  /** The last word read, and whether it is in the current item. */
  private prev: Word | null = null;
  private prevInItem = false;
  private lastWord: Word | null = null;

  constructor(
    private readonly buf: Uint16Array,
    private readonly n: number,
    private readonly source: string,
    private readonly map: Int32Array,
    private readonly matches: MatchList,
  ) {}

  run(): Reading {
    const { buf, n } = this;
    let i = 0;
    while (i < n) {
      const c = buf[i]!;
      if (isWordCode(c)) {
        const s = i;
        while (i < n && isWordCode(buf[i]!)) i++;
        this.word(s, i);
        continue;
      }
      if (c === CH.COMMA && this.isDash(i)) {
        // "sor - bitol": settled by the word after it
        this.settleDash();
        this.pendingDash = true;
      } else if (c === CH.OPEN || c === CH.CLOSE || c === CH.COMMA || c === CH.COLON || c === CH.AMP) {
        this.settleDash();
        if (c === CH.OPEN) this.open(i);
        else if (c === CH.CLOSE) this.close();
        else this.endItem(this.depth, c === CH.COLON);
      } else if (c === CH.PERIOD) {
        if (isSentenceEnd(buf, n, i)) {
          this.settleDash();
          this.endItem(this.depth, false);
          this.flushHeading(this.depth);
          if (this.mode !== S_NONE && this.depth <= this.modeDepth) this.mode = S_NONE;
        }
      } else if (c === CH.NL) {
        this.settleDash();
        this.startOver(false);
      }
      i++;
    }
    this.settleDash();
    const endsInStatement = this.mode === S_SENTENCE;
    this.endAll();
    this.collect();
    if (!endsInStatement) {
      const w = this.lastWord;
      const lastWord = w === null ? null : { start: w.start, end: w.end, unknown: w.kind === W_UNKNOWN };
      cutOff(
        this.buf,
        this.n,
        this.source,
        this.map,
        { depth: this.depth, lastOpen: this.lastOpen, lastWord },
        this.out,
      );
    }
    return this.out;
  }

  /** Whether the comma at normalised `i` was printed as a spaced dash. */
  private isDash(i: number): boolean {
    const at = this.map[i]!;
    const ch = this.source.charCodeAt(at);
    return ch === 45 || (ch >= 0x2010 && ch <= 0x2015) || ch === 0x2212;
  }

  /** A pending dash not followed by a word it joins: it separates items after all. */
  private settleDash(): void {
    if (!this.pendingDash) return;
    this.pendingDash = false;
    this.endItem(this.depth, false);
  }

  private open(i: number): void {
    if (this.depth === 0) this.lastOpen = i;
    this.depth++;
    if (this.stack.length <= this.depth) this.stack.push(new Frame());
    const f = this.stack[this.depth]!;
    f.reset();
    f.afterUnderstood = false;
    f.heading = null;
  }

  private close(): void {
    if (this.depth === 0) return;
    this.endItem(this.depth, false);
    this.flushHeading(this.depth);
    this.depth--;
    this.stack[this.depth]!.subClosed = true;
    if (this.mode !== S_NONE && this.depth < this.modeDepth) this.mode = S_NONE;
  }

  private startOver(foreign: boolean): void {
    this.endAll();
    this.depth = 0;
    this.stack[0]!.afterUnderstood = false;
    this.mode = S_NONE;
    const last = this.sections[this.sections.length - 1]!;
    if (last.understood === 0 && last.unknown.length === 0) last.foreign ||= foreign;
    else this.sections.push({ understood: 0, unknown: [], foreign });
  }

  private endAll(): void {
    for (let d = this.depth; d >= 0; d--) {
      this.endItem(d, false);
      this.flushHeading(d);
    }
  }

  /** An unknown heading whose list did not follow: unknown after all. */
  private flushHeading(d: number): void {
    const f = this.stack[d]!;
    if (f.heading === null) return;
    this.section().unknown.push(f.heading);
    this.out.items++;
    f.heading = null;
  }

  private section(): Section {
    return this.sections[this.sections.length - 1]!;
  }

  private endItem(d: number, colon: boolean): void {
    const it = this.stack[d]!;
    let after = it.afterUnderstood;
    this.prev = null;
    if (it.words > 0) {
      // an item of free words only (a label, an origin, "100 %") is no ingredient at all
      const reads = it.ingredients > 0 || it.unknown > 0 || it.processing > 0;
      if (this.mode === S_NONE) {
        if (reads) after = this.countItem(d, colon);
      } else if (
        !it.opener &&
        ((this.mode === S_MAY && !it.allergen && reads) ||
          (this.mode === S_SENTENCE && it.unknown === it.words))
      ) {
        // after its opener, an item naming anything but an allergen (may contain), or only words
        // we do not know (any statement), is the list going on
        this.mode = S_NONE;
        after = this.countItem(d, colon);
      } else {
        after = false;
      }
    }
    it.reset();
    it.afterUnderstood = after;
  }

  /** Counts an ended item as understood or unknown; returns whether it was understood. */
  private countItem(d: number, colon: boolean): boolean {
    const it = this.stack[d]!;
    const parent = d > 0 ? this.stack[d - 1]! : null;
    if (it.ingredients === 0 && it.unknown === 0) {
      // descriptors only: excused under the ingredient they describe, or an adjective right after it
      if ((parent !== null && parent.ingredients > 0) || (it.forms === 0 && it.afterUnderstood)) return true;
    }
    const understood =
      it.ingredients > 0 ||
      // a compound ingredient named by a word we do not know, its content declared: "Sulze (eau, …)"
      (it.subClosed && it.subUnderstood > 0 && it.subUnknown === 0);
    const heading = it.heading;
    it.heading = null;
    if (!understood && colon && heading === null) {
      // "Rouleaux de printemps 240g: légumes …": the name of what its colon lists
      it.heading = { start: it.start, end: it.end, codes: 0 };
      return false;
    }
    const section = this.section();
    if (heading !== null && !understood) {
      section.unknown.push(heading);
      this.out.items++;
    }
    if (parent !== null) {
      if (understood) parent.subUnderstood++;
      else parent.subUnknown += heading !== null ? 2 : 1;
    }
    this.out.items++;
    if (!understood) {
      const foreign = it.foreign > 0 && it.foreign * 2 >= it.unknown;
      section.unknown.push({ start: it.start, end: it.end, codes: 0, foreign });
      return false;
    }
    section.understood++;
    this.out.understood++;
    if (it.unrated !== null) for (const u of it.unrated) this.out.unrated.push(u);
    return true;
  }

  /** Reads the word at normalised `[s, e)`. */
  private word(s: number, e: number): void {
    const { buf } = this;
    // word-list matches over the word (sorted by start, readings of one span alike)
    const matches = this.matches;
    const mCount = matches.count;
    while (this.mi < mCount && matches.end(this.mi) <= s) this.mi++;
    let cov = 0;
    let lastEnd = s;
    let head = false;
    let ingredient = false;
    // language-free, so that more text (a language present) never changes what a statement lists
    const allergen = isAllergenWord(buf, s, e);
    let trigger = false;
    let separator = false;
    let header = false;
    for (let k = this.mi; k < mCount && matches.start(k) < e; k++) {
      const from = Math.max(matches.start(k), lastEnd);
      const to = Math.min(matches.end(k), e);
      if (to > from) {
        cov += to - from;
        lastEnd = to;
      }
      // a compound whose last part is a known term ("Basmatireis", "Akazienhonig")
      if (matches.end(k) === e && e - matches.start(k) >= 4) head = true;
      const kind = CLASSES[ENTRIES[matches.entry(k)]!.cls].kind;
      if (kind === 'ingredient') ingredient = true;
      else if (matches.start(k) === s) {
        if (kind === 'trigger') trigger = true;
        else if (kind === 'conjunction') separator = true;
        else if (kind === 'header') header = true;
      }
    }
    if (header) this.startOver(false);
    if (separator) {
      this.settleDash();
      this.endItem(this.depth, false);
      this.lastWord = { start: s, end: e, kind: W_FREE, form: false };
      return;
    }
    if (trigger && this.mode !== S_SENTENCE) {
      if (this.mode !== S_MAY || this.depth <= this.modeDepth) {
        // "Almonds May contain traces of nuts": the words before the opener are an item of the list
        if (this.mode === S_NONE) this.splitBeforeStatement(true);
        this.mode = S_MAY;
        this.modeDepth = this.depth;
      }
    }
    const own = head || cov * 2 >= e - s;
    // the reading vocabulary, from word starts not inside its previous term; a word the word
    // lists read as an ingredient is looked up only when it may open a statement
    if (s >= this.vEnd && (!(own && ingredient) || mayOpenStatement(buf, s, e))) {
      vocabularyAt(buf, this.n, s, this.found);
      this.vStart = s;
      this.vEnd = this.found[0]!;
      this.vFlags = this.vEnd > 0 ? this.found[1]! : 0;
      if (this.vFlags & V_HEADER && !(this.vFlags & V_INGREDIENT))
        this.startOver((this.vFlags & V_FOREIGN) !== 0);
      if (this.vFlags & V_STATEMENT && this.mode === S_NONE) {
        this.splitBeforeStatement(false);
        this.mode = S_SENTENCE;
        this.modeDepth = this.depth;
        this.stack[this.depth]!.opener = true;
      }
    }
    const inVocab = s < this.vEnd && this.vFlags !== 0;
    const vFlags = inVocab ? this.vFlags : 0;
    let kind: number;
    let typoEntry = -1;
    // our word lists speak first: a word they read as no ingredient (a fishing area, a claim, a
    // may-contain opener) is free, whatever the vocabulary says ("pesca" in "zona di pesca")
    if (own) kind = ingredient ? W_INGREDIENT : W_FREE;
    else if (vFlags & V_INGREDIENT) kind = W_INGREDIENT;
    else if (vFlags & V_PROCESSING) kind = W_PROCESSING;
    else if (vFlags & (V_FREE | V_STATEMENT | V_HEADER)) kind = W_FREE;
    else if (
      e - s === 1 ||
      hasDigit(buf, s, e) ||
      KNOWN.has(hashOf(buf, s, e)) ||
      isScannedENumber(buf, this.n, s, e)
    )
      kind = W_FREE;
    else {
      typoAt(buf, s, e, this.found);
      typoEntry = this.found[0]!;
      const f = this.found[1]!;
      if (typoEntry >= 0 || f & V_INGREDIENT) kind = W_INGREDIENT;
      else if (f & V_PROCESSING) kind = W_PROCESSING;
      // a typo of a label or origin name only from seven letters on: the vocabulary holds many
      // short codes that garbled words would otherwise meet
      else if (f & (V_FREE | V_HEADER) && e - s >= TYPO_RULE_MIN) kind = W_FREE;
      else kind = W_UNKNOWN;
    }
    const word: Word = { start: s, end: e, kind, form: (vFlags & V_FORM) !== 0 };

    // a word split by a dash: read joined when a part alone is unknown
    const prev = this.prev;
    const dash = this.pendingDash;
    this.pendingDash = false;
    if (
      prev !== null &&
      (prev.kind === W_UNKNOWN || kind === W_UNKNOWN) &&
      (dash || this.dashBetween(prev.end, s))
    ) {
      const joined = this.joined(prev, word);
      if (joined !== null) {
        this.retract(prev);
        this.add(joined, -1);
        this.prev = joined;
        this.lastWord = joined;
        return;
      }
    }
    if (dash) this.endItem(this.depth, false);
    if (allergen) this.stack[this.depth]!.allergen = true;
    if (trigger && this.mode === S_MAY) this.stack[this.depth]!.opener = true;
    if (typoEntry >= 0 && this.mode === S_NONE) this.out.typos.push({ start: s, end: e, codes: typoEntry });
    this.add(word, kind === W_INGREDIENT && !(own && ingredient) && this.vStart === s ? vFlags : 0);
    this.prev = word;
    this.lastWord = word;
  }

  /**
   * Ends the item before a statement opener that follows its words: always before a may-contain
   * opener ("Almonds May contain traces of nuts"), and before another opener when those words name
   * an ingredient ("Rohrzucker Nach Fairtrade-Standards gehandelt"); otherwise they open the
   * statement ("% exprimés par rapport au produit fini").
   */
  private splitBeforeStatement(may: boolean): void {
    this.settleDash();
    const item = this.stack[this.depth]!;
    if (item.words > 0 && (may || item.ingredients > 0)) this.endItem(this.depth, false);
  }

  /** Whether the printed text between two words is a dash ("conserva- teur"). */
  private dashBetween(prevEnd: number, s: number): boolean {
    return DASH.test(this.source.slice(this.map[prevEnd - 1]! + 1, this.map[s]!));
  }

  /** The two parts of a split word read as one ("sor" + "bitol"), or null when that is unknown too. */
  private joined(a: Word, b: Word): Word | null {
    const codes = new Uint16Array(a.end - a.start + b.end - b.start);
    codes.set(this.buf.subarray(a.start, a.end));
    codes.set(this.buf.subarray(b.start, b.end), a.end - a.start);
    const entry = wordListEntryOf(codes, 0, codes.length);
    const flags = this.joinedFlags(codes, a.end - a.start);
    let kind: number;
    if (entry >= 0 || flags & V_INGREDIENT) kind = W_INGREDIENT;
    else if (flags & V_PROCESSING) kind = W_PROCESSING;
    else if (flags & (V_FREE | V_HEADER)) kind = W_FREE;
    else return null;
    // the rules did not see the word whole: its word-list entry speaks for it
    if (entry >= 0 && this.mode === S_NONE) this.out.typos.push({ start: a.start, end: b.end, codes: entry });
    return { start: a.start, end: b.end, kind, form: (flags & V_FORM) !== 0 };
  }

  /**
   * The vocabulary flags of two parts read as one word ("sor" + "bitol"), as two words of one
   * name ("Etats - Unis"), or as the typo of one; 0 when none of these is known.
   */
  private joinedFlags(codes: Uint16Array, split: number): number {
    vocabularyAt(codes, codes.length, 0, this.found);
    if (this.found[0] === codes.length) return this.found[1]!;
    const spaced = new Uint16Array(codes.length + 1);
    spaced.set(codes.subarray(0, split));
    spaced[split] = CH.SPACE;
    spaced.set(codes.subarray(split), split + 1);
    vocabularyAt(spaced, spaced.length, 0, this.found);
    if (this.found[0] === spaced.length) return this.found[1]!;
    typoAt(codes, 0, codes.length, this.found);
    return this.found[0]! >= 0 ? V_INGREDIENT : this.found[1]!;
  }

  /** Takes the previous word back out of the current item (it is read again, joined). */
  private retract(w: Word): void {
    const item = this.stack[this.depth]!;
    item.words--;
    if (w.kind === W_INGREDIENT) item.ingredients--;
    else if (w.kind === W_PROCESSING) {
      item.processing--;
      if (w.form) item.forms--;
    } else if (w.kind === W_UNKNOWN) {
      item.unknown--;
      if (isForeignWord(this.buf, w.start, w.end)) item.foreign--;
    }
  }

  /** Adds a classified word to the current item; `vFlags` of a vocabulary ingredient it starts. */
  private add(w: Word, vFlags: number): void {
    const item = this.stack[this.depth]!;
    item.words++;
    if (item.start < 0) item.start = w.start;
    item.end = w.end;
    if (w.kind === W_INGREDIENT) {
      item.ingredients++;
      const codes = (vFlags >> V_CODE_SHIFT) & 15;
      if (
        codes !== 0 &&
        this.vEnd - this.vStart >= 5 &&
        !overlapsMatch(this.matches, this.vStart, this.vEnd, this.mi) &&
        !startsStrictTerm(this.buf, this.vStart, this.vEnd)
      ) {
        // a known ingredient of a risk family that no word-list term of ours rates (a strict term
        // of a language absent from the text is ours too: "crème" is not cream in "creme filling",
        // and more text must not turn the reading from unrated to rated-as-absent)
        (item.unrated ??= []).push({ start: this.vStart, end: this.vEnd, codes });
      }
    } else if (w.kind === W_PROCESSING) {
      item.processing++;
      if (w.form) item.forms++;
    } else if (w.kind === W_UNKNOWN) {
      item.unknown++;
      if (isForeignWord(this.buf, w.start, w.end)) item.foreign++;
    }
  }

  /**
   * Copies after a foreign header ("Ingredientes:") are skipped when another copy is understood in
   * full (decided by the header, so adding an unknown item never hides it).
   */
  private collect(): void {
    const { out, sections } = this;
    const complete = sections.some((x) => !x.foreign && x.unknown.length === 0 && x.understood >= 2);
    // a copy in another language without a header ("…, arôme. Azúcar, cacao…"): its items are
    // skipped when every other item is understood
    const foreignOnly =
      out.understood >= 3 && sections.every((x) => x.foreign || x.unknown.every((u) => u.foreign === true));
    for (const x of sections) {
      if (complete && x.foreign) {
        out.items -= x.understood + x.unknown.length;
        out.understood -= x.understood;
        continue;
      }
      for (const u of x.unknown) {
        if (foreignOnly && u.foreign === true) out.items--;
        else out.unknown.push(u);
      }
    }
  }
}

/** "El 63", "El 61 b": an E-number whose "1" a scan read as "l" ("E163", "E161b"). */
function isScannedENumber(buf: Uint16Array, n: number, s: number, e: number): boolean {
  if (e - s !== 2 || buf[s] !== 101 || buf[s + 1] !== 108) return false;
  let p = e;
  while (p < n && buf[p] === CH.SPACE) p++;
  return p < n && buf[p]! >= 48 && buf[p]! <= 57;
}

function hasDigit(buf: Uint16Array, s: number, e: number): boolean {
  for (let p = s; p < e; p++) if (buf[p]! >= 48 && buf[p]! <= 57) return true;
  return false;
}

/** Whether a word-list match (any class) overlaps normalised [from, to) (matches from `mi` on). */
function overlapsMatch(matches: MatchList, from: number, to: number, mi: number): boolean {
  for (let k = mi; k < matches.count && matches.start(k) < to; k++) {
    if (matches.end(k) > from) return true;
  }
  return false;
}
