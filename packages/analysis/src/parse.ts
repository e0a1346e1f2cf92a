import { ENTRIES } from './lexicon';
import { matches } from './matcher';
import { CLASSES, type ClassDef } from './rules';
import { CH, isWordCode, normalizeToString } from './text/normalize';

/**
 * The structure pass over normalised text, run after matching. It splits the ingredient list into
 * items (at commas, semicolons, colons, conjunctions, sentence ends), nests parenthesised
 * sub-lists under the item they follow ("Glukosesirup (Weizen)"), and tracks may-contain
 * statements from their opener to the end of the sentence or of the enclosing parenthesis. Every
 * match is assigned the item it sits in and whether it is inside a may-contain statement.
 *
 * Results live in module buffers (`items`, `matchItem`, `matchMay`) until the next call.
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

let cap = 64;
export const items = {
  count: 0,
  parent: new Int32Array(cap),
  depth: new Int32Array(cap),
  /** Ingredient-class matches in the item's own text (outside its parentheses). */
  ingredients: new Int32Array(cap),
  /** Letters in the item's own text. */
  letters: new Int32Array(cap),
  /** Normalised offsets of the item's first and last own character. */
  start: new Int32Array(cap),
  end: new Int32Array(cap),
  /** COVER_BITS of covering matches in the item's own text, and the first such match per group. */
  cover: new Int32Array(cap),
  coverCereal: new Int32Array(cap),
  coverDairy: new Int32Array(cap),
  /** CLAIM_* bits that apply to the item and its sub-items. */
  claims: new Int32Array(cap),
  /** 1 when the item's bracketed sub-list was closed (or its colon sub-list ended). */
  closed: new Int32Array(cap),
  /** The amount (%) printed for the item, or for all items after "2 % or less of"; NaN if none. */
  percent: new Float64Array(cap),
  /** How many of the item's bracketed or colon sub-lists are still open. */
  openSubs: new Int32Array(cap),
  /** 1 when the item holds nothing but an amount ("(2 %)"). */
  amountOnly: new Int32Array(cap),
};

let matchCap = 256;
export let matchItem = new Int32Array(matchCap);
export let matchMay = new Uint8Array(matchCap);
/**
 * For a match inside an allergen declaration ("Contient du lait"), the COVER_BITS of covering
 * ingredients listed before it: the declaration then only restates their source. 0 otherwise.
 */
export let matchDeclared = new Uint8Array(matchCap);

function growItems() {
  cap *= 2;
  for (const key of Object.keys(items) as (keyof typeof items)[]) {
    if (key === 'count') continue;
    const old = items[key];
    const next = old instanceof Float64Array ? new Float64Array(cap) : new Int32Array(cap);
    next.set(old);
    (items as Record<string, unknown>)[key] = next;
  }
}

function newItem(parent: number, depth: number, at: number): number {
  if (items.count === cap) growItems();
  const id = items.count++;
  items.parent[id] = parent;
  items.depth[id] = depth;
  items.ingredients[id] = 0;
  items.letters[id] = 0;
  items.start[id] = at;
  items.end[id] = at;
  items.cover[id] = 0;
  items.coverCereal[id] = -1;
  items.coverDairy[id] = -1;
  items.claims[id] = 0;
  items.closed[id] = 0;
  items.percent[id] = smallAll;
  items.amountOnly[id] = 0;
  items.openSubs[id] = 0;
  return id;
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

/** After "2 % or less of", the amount every later item has at most; NaN otherwise. */
let smallAll = Number.NaN;

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

let amountStart = 0;

/** The number printed right before the "%" at `i` ("2", "2,5", "0.5"), or NaN. */
function amountBefore(buf: Uint16Array, i: number): number {
  let e = i;
  while (e > 0 && buf[e - 1] === CH.SPACE) e--;
  let st = e;
  while (
    st > 0 &&
    (isDigit(buf[st - 1]!) ||
      ((buf[st - 1] === CH.COMMA || buf[st - 1] === CH.PERIOD) && st - 2 >= 0 && isDigit(buf[st - 2]!)))
  )
    st--;
  if (st === e) return Number.NaN;
  amountStart = st;
  let text = '';
  for (let k = st; k < e; k++) text += buf[k] === CH.COMMA ? '.' : String.fromCharCode(buf[k]!);
  return Number(text);
}

let stack = new Int32Array(64);
/** Per bracket depth: 1 when that level was opened by a colon ("Gruyère: lait cru, sel"). */
let colonLevel = new Uint8Array(64);

/**
 * Allergen names, as a may-contain statement lists them ("may contain milk, wheat, nuts"). After
 * the first item of a statement, an item naming any other ingredient ("…, wheat flour, salt")
 * ends the statement: it is the list going on.
 */
const ALLERGEN_NAMES = new Set([
  // gluten cereals
  'wheat',
  'ble',
  'froment',
  'frumento',
  'grano',
  'weizen',
  'gluten',
  'glutine',
  'barley',
  'orge',
  'orzo',
  'gerste',
  'rye',
  'seigle',
  'segale',
  'roggen',
  'oat',
  'oats',
  'avoine',
  'avena',
  'hafer',
  'spelt',
  'epeautre',
  'farro',
  'dinkel',
  'kamut',
  'khorasan',
  'cereals',
  'cereal',
  'cereales',
  'cereale',
  'cereali',
  'getreide',
  'glutenhaltiges getreide',
  'glutenhaltige getreide',
  'cereals containing gluten',
  'cereales contenant du gluten',
  'cereali contenenti glutine',
  'malt',
  'malz',
  'malto',
  // milk
  'milk',
  'lait',
  'latte',
  'milch',
  'lactose',
  'laktose',
  'lattosio',
  'milk products',
  'produits laitiers',
  'milchprodukte',
  'milcherzeugnisse',
  'latticini',
  'dairy',
  'cream',
  'creme',
  'panna',
  'rahm',
  'sahne',
  // the other Annex II allergens
  'soy',
  'soya',
  'soja',
  'soia',
  'egg',
  'eggs',
  'oeuf',
  'oeufs',
  'ei',
  'eier',
  'uova',
  'uovo',
  'nuts',
  'nut',
  'tree nuts',
  'noix',
  'fruits a coque',
  'fruit a coque',
  'frutta a guscio',
  'frutta secca',
  'schalenfruchte',
  'nusse',
  'peanut',
  'peanuts',
  'arachide',
  'arachides',
  'arachidi',
  'erdnusse',
  'erdnuss',
  'cacahuetes',
  'almonds',
  'amandes',
  'mandorle',
  'mandeln',
  'hazelnuts',
  'noisettes',
  'nocciole',
  'haselnusse',
  'walnuts',
  'cashews',
  'pistachios',
  'sesame',
  'sesamo',
  'sesam',
  'celery',
  'celeri',
  'sedano',
  'sellerie',
  'mustard',
  'moutarde',
  'senape',
  'senf',
  'lupin',
  'lupine',
  'lupinen',
  'lupino',
  'lupini',
  'fish',
  'poisson',
  'pesce',
  'fisch',
  'crustaceans',
  'crustaces',
  'crostacei',
  'krebstiere',
  'molluscs',
  'mollusques',
  'molluschi',
  'weichtiere',
  'sulphites',
  'sulfites',
  'solfiti',
  'sulfite',
  'shellfish',
  'hazelnut',
  'almond',
  'walnut',
  'cashew',
  'cashews',
  'pistachio',
  'pistachios',
  'pecan',
  'pecans',
  'macadamia',
  'brazil nuts',
  'noisette',
  'amande',
  'noix de cajou',
  'pistache',
  'pistaches',
  'noix de pecan',
  'nocciola',
  'mandorla',
  'noci',
  'pistacchi',
  'anacardi',
  'haselnuss',
  'mandel',
  'walnuss',
  'walnusse',
  'cashewnusse',
  'pistazien',
  'sesame seeds',
  'graines de sesame',
  'semi di sesamo',
  'sesamsamen',
  'soybeans',
  'soybean',
]);

/** Whether a word, as printed, is an allergen name that may-contain statements list. */
export function isAllergenName(text: string): boolean {
  const norm = normalizeToString(text).trim();
  return ALLERGEN_NAMES.has(norm) || ALLERGEN_NAMES.has(norm.replace(/[sx]$/, ''));
}

/** Entries that spell an amount ("contains 2% or less of"). */
const amountTerm = new Uint8Array(ENTRIES.length);
for (const e of ENTRIES) if (e.norm.includes('%')) amountTerm[e.id] = 1;

/** Whether entry `id` names an allergen as may-contain statements list them. */
const allergenName = new Uint8Array(ENTRIES.length);
for (const e of ENTRIES) {
  const def: ClassDef = CLASSES[e.cls];
  if (def.kind !== 'ingredient') continue;
  // word-list terms are often singular with a plural allowed ("amande" matches "amandes")
  if (ALLERGEN_NAMES.has(e.norm) || ALLERGEN_NAMES.has(`${e.norm}s`) || ALLERGEN_NAMES.has(`${e.norm}x`))
    allergenName[e.id] = 1;
}

/** Whether word-list entry `id` names an allergen as may-contain statements list them. */
export function isAllergenEntry(id: number): boolean {
  return allergenName[id] === 1;
}

function hashWord(codes: ArrayLike<number>, s: number, e: number): number {
  let h = 0x811c9dc5;
  for (let p = s; p < e; p++) h = Math.imul(h ^ codes[p]!, 0x01000193);
  return h >>> 0;
}

/** The one-word allergen names, as hashes of their folded letters. */
const ALLERGEN_WORDS = new Set<number>();
for (const name of ALLERGEN_NAMES) {
  if (name.includes(' ')) continue;
  const codes = Array.from(name, (c) => c.charCodeAt(0));
  ALLERGEN_WORDS.add(hashWord(codes, 0, codes.length));
}

/**
 * Whether the normalised word `buf[s..e)` is an allergen name as may-contain statements list
 * them, whatever the language of the text: as listed, with a plural -s/-x, or in a German dative
 * plural (-n, -en: "Haselnüssen", "Mandeln", "Erdnüssen").
 */
export function isAllergenWord(buf: ArrayLike<number>, s: number, e: number): boolean {
  if (ALLERGEN_WORDS.has(hashWord(buf, s, e))) return true;
  const last = buf[e - 1];
  if (
    e - s > 3 &&
    (last === 115 || last === 120 || last === 110) &&
    ALLERGEN_WORDS.has(hashWord(buf, s, e - 1))
  )
    return true;
  return e - s > 4 && last === 110 && buf[e - 2] === 101 && ALLERGEN_WORDS.has(hashWord(buf, s, e - 2));
}

// ---- state of the structure pass (module level: no closures per call) --------------------------
let pBuf: Uint16Array = new Uint16Array(0);
let pN = 0;
let pAll = false;
let depth = 0;
let cur = 0;
let mayDepth = -1;
/** The first item of the current may-contain statement that names something (-1: none yet). */
let mayFirst = -1;
let declDepth = -1;
let seenCover = 0;

function split(at: number): void {
  cur = newItem(items.parent[cur]!, depth, at);
}
function open(at: number, colon: number): void {
  if (depth + 1 >= stack.length) {
    const s = new Int32Array(stack.length * 2);
    s.set(stack);
    stack = s;
    const c = new Uint8Array(stack.length);
    c.set(colonLevel);
    colonLevel = c;
  }
  items.openSubs[cur]!++;
  stack[depth++] = cur;
  colonLevel[depth] = colon;
  cur = newItem(cur, depth, at + 1);
}
function close(): void {
  const child = cur;
  cur = stack[--depth]!;
  items.closed[cur] = 1;
  items.openSubs[cur]!--;
  if (items.amountOnly[child] === 1 && items.ingredients[child] === 0) {
    const v = items.percent[child]!;
    if (Number.isNaN(items.percent[cur]!) || v < items.percent[cur]!) items.percent[cur] = v;
  }
  if (mayDepth > depth && !pAll) mayDepth = -1;
  if (declDepth > depth) declDepth = -1;
}
function readPercent(i: number): void {
  const value = amountBefore(pBuf, i);
  if (Number.isNaN(value)) return;
  if (followedBy(pBuf, pN, i + 1, OR_LESS) || precededBy(pBuf, amountStart, LESS_THAN)) {
    if (Number.isNaN(smallAll) || value < smallAll) smallAll = value;
  }
  let alone = items.ingredients[cur] === 0 && items.parent[cur]! >= 0;
  for (let k = items.start[cur]!; alone && k < amountStart; k++) {
    const c = pBuf[k]!;
    if (c !== CH.SPACE && !isDigit(c) && c !== CH.COMMA && c !== CH.PERIOD) alone = false;
  }
  // "Weizenmehl (2 %)": an amount alone in brackets is its parent's, once the bracket closes
  if (alone) items.amountOnly[cur] = 1;
  if (Number.isNaN(items.percent[cur]!) || value < items.percent[cur]!) items.percent[cur] = value;
}
/** Whether normalised `[start, end)` is a word of its own ("Weizen", not "Weizen" in "Weizenmehl"). */
function wholeWord(start: number, end: number): boolean {
  return (start === 0 || !isWordCode(pBuf[start - 1]!)) && (end >= pN || !isWordCode(pBuf[end]!));
}

/**
 * Whether match `m` at normalised `[start, end)` names an allergen as may-contain statements list
 * them: a word-list allergen name as a word of its own, or a word that is an allergen name in any
 * language and form, German dative plurals included ("Haselnüssen", "Erdnüssen", "Mandeln").
 */
function namesAllergen(m: number, start: number, end: number): boolean {
  if (allergenName[matches.entry(m)] === 1 && wholeWord(start, end)) return true;
  let s = start;
  while (s > 0 && isWordCode(pBuf[s - 1]!)) s--;
  let e = end;
  while (e < pN && isWordCode(pBuf[e]!)) e++;
  return isAllergenWord(pBuf, s, e);
}

function readMatch(m: number, start: number, end: number): void {
  const def: ClassDef = CLASSES[ENTRIES[matches.entry(m)]!.cls];
  if (mayDepth >= 0 && !pAll && def.kind === 'ingredient') {
    // the statement lists allergens; an item naming anything else is the list going on
    if (mayFirst < 0) mayFirst = cur;
    else if (cur !== mayFirst && !namesAllergen(m, start, end)) {
      mayDepth = -1;
      // the whole item is the list going on ("Weizen" in "Weizenmehl" included)
      for (let k = m - 1; k >= 0 && matchItem[k] === cur; k--) matchMay[k] = 0;
    }
  }
  // a term spelling an amount ("contains 2% or less of")
  if (amountTerm[matches.entry(m)] === 1) {
    for (let k = start; k < end; k++) if (pBuf[k] === CH.PERCENT) readPercent(k);
  }
  matchItem[m] = cur;
  matchMay[m] = mayDepth >= 0 ? 1 : 0;
  matchDeclared[m] = declDepth >= 0 ? seenCover : 0;
  switch (def.kind) {
    case 'trigger':
      if (mayDepth < 0 || depth <= mayDepth) {
        // a new statement ("… Kann Spuren von X") starts over: its first item is in it
        mayFirst = -1;
        mayDepth = depth;
      }
      break;
    case 'header':
      if (!pAll) mayDepth = -1;
      declDepth = -1;
      split(end);
      break;
    case 'contains':
      // "Contains 2% or less of: …" goes on with the list; it declares nothing
      if (followedBy(pBuf, pN, end, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'less'])) {
        split(end);
        break;
      }
      if (!pAll) mayDepth = -1;
      if (declDepth < 0 || depth < declDepth) declDepth = depth;
      split(end);
      break;
    case 'conjunction':
      split(end);
      break;
    case 'ingredient': {
      items.ingredients[cur]!++;
      items.letters[cur]! += end - start;
      items.end[cur] = end;
      if (def.covers !== undefined) {
        const bit = COVER_BITS[def.covers];
        items.cover[cur]! |= bit;
        if (declDepth < 0 && mayDepth < 0) seenCover |= bit;
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

/**
 * Runs the structure pass over the `n` normalised characters in `buf` and the current matches.
 * With `allMayContain` (a traces field) every match counts as a may-contain mention.
 */
export function parseStructure(buf: Uint16Array, n: number, allMayContain: boolean): void {
  items.count = 0;
  const mCount = matches.count;
  if (matchItem.length < mCount) {
    matchCap = Math.max(mCount, matchCap * 2);
    matchItem = new Int32Array(matchCap);
    matchMay = new Uint8Array(matchCap);
    matchDeclared = new Uint8Array(matchCap);
  }
  pBuf = buf;
  pN = n;
  pAll = allMayContain;
  depth = 0;
  smallAll = Number.NaN;
  cur = newItem(-1, 0, 0);
  mayDepth = allMayContain ? 0 : -1;
  mayFirst = -1;
  declDepth = -1;
  seenCover = 0;
  let m = 0;
  let nextMatch = mCount > 0 ? matches.start(0) : n;
  let i = 0;
  while (i < n) {
    if (i === nextMatch) {
      const end = matches.end(m);
      // several readings of one span (words shared by languages) share its item
      let last = m;
      while (last + 1 < mCount && matches.start(last + 1) === i) last++;
      for (; m <= last; m++) readMatch(m, i, end);
      i = end;
      nextMatch = m < mCount ? matches.start(m) : n;
      continue;
    }
    const c = buf[i]!;
    if (isWordCode(c)) {
      items.letters[cur]!++;
      items.end[cur] = i + 1;
    } else {
      switch (c) {
        case CH.OPEN:
          open(i, 0);
          break;
        case CH.CLOSE:
          while (depth > 0 && colonLevel[depth] === 1) close();
          if (depth > 0) close();
          break;
        case CH.COMMA: {
          const prev = i > 0 ? buf[i - 1]! : 0;
          const next = i + 1 < n ? buf[i + 1]! : 0;
          if (!(prev >= 48 && prev <= 57 && next >= 48 && next <= 57)) split(i + 1);
          break;
        }
        case CH.COLON:
          // "Gruyère AOP: lait cru, sel, présure": the list after a covering ingredient is its own
          if ((items.cover[cur]! & COVER_BITS.dairy) !== 0 && declDepth < 0) open(i, 1);
          else split(i + 1);
          break;
        case CH.AMP:
          split(i + 1);
          break;
        case CH.PERCENT:
          readPercent(i);
          break;
        case CH.PERIOD:
          if (isSentenceEnd(buf, n, i)) {
            while (depth > 0 && colonLevel[depth] === 1) close();
            if (mayDepth >= depth && !allMayContain) mayDepth = -1;
            if (declDepth >= depth) declDepth = -1;
            split(i + 1);
          }
          break;
        case CH.NL:
          while (depth > 0 && colonLevel[depth] === 1) close();
          depth = 0;
          if (!allMayContain) mayDepth = -1;
          declDepth = -1;
          cur = newItem(-1, 0, i + 1);
          break;
        default:
          break;
      }
    }
    i++;
  }
  // a colon sub-list still open at the end is not closed: text appended could still belong to it
  while (depth > 0 && colonLevel[depth] === 1) cur = stack[--depth]!;
}
