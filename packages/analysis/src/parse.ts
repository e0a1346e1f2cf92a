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
    const next = new Int32Array(cap);
    next.set(old);
    items[key] = next;
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
]);

/** Whether the period at `i` ends a sentence (not a decimal point or an abbreviation). */
function isSentenceEnd(buf: Uint16Array, n: number, i: number): boolean {
  const prev = i > 0 ? buf[i - 1]! : CH.SPACE;
  const next = i + 1 < n ? buf[i + 1]! : CH.SPACE;
  const isDigit = (c: number) => c >= 48 && c <= 57;
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
]);

/** Whether a word, as printed, is an allergen name that may-contain statements list. */
export function isAllergenName(text: string): boolean {
  return ALLERGEN_NAMES.has(normalizeToString(text).trim());
}

/** Whether entry `id` names an allergen as may-contain statements list them. */
const allergenName = new Uint8Array(ENTRIES.length);
for (const e of ENTRIES) {
  const def: ClassDef = CLASSES[e.cls];
  if (def.kind === 'ingredient' && ALLERGEN_NAMES.has(e.norm)) allergenName[e.id] = 1;
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
  let depth = 0;
  let cur = newItem(-1, 0, 0);
  let mayDepth = allMayContain ? 0 : -1;
  /** The first item of the current may-contain statement that names something (-1: none yet). */
  let mayFirst = -1;
  let declDepth = -1;
  let seenCover = 0;
  let m = 0;
  let nextMatch = mCount > 0 ? matches.start(0) : n;
  let i = 0;
  const split = (at: number) => {
    cur = newItem(items.parent[cur]!, depth, at);
  };
  const open = (at: number, colon: number) => {
    if (depth + 1 >= stack.length) {
      const s = new Int32Array(stack.length * 2);
      s.set(stack);
      stack = s;
      const c = new Uint8Array(stack.length);
      c.set(colonLevel);
      colonLevel = c;
    }
    stack[depth++] = cur;
    colonLevel[depth] = colon;
    cur = newItem(cur, depth, at + 1);
  };
  const close = () => {
    cur = stack[--depth]!;
    items.closed[cur] = 1;
    if (mayDepth > depth && !allMayContain) mayDepth = -1;
    if (declDepth > depth) declDepth = -1;
  };
  const readMatch = (m: number, start: number, end: number) => {
    const def: ClassDef = CLASSES[ENTRIES[matches.entry(m)]!.cls];
    if (mayDepth >= 0 && !allMayContain && def.kind === 'ingredient') {
      // the statement lists allergens; an item naming anything else is the list going on
      if (mayFirst < 0) mayFirst = cur;
      else if (cur !== mayFirst && allergenName[matches.entry(m)] === 0) mayDepth = -1;
    }
    matchItem[m] = cur;
    matchMay[m] = mayDepth >= 0 ? 1 : 0;
    matchDeclared[m] = declDepth >= 0 ? seenCover : 0;
    switch (def.kind) {
      case 'trigger':
        if (mayDepth < 0 || depth < mayDepth) {
          if (mayDepth < 0) mayFirst = -1;
          mayDepth = depth;
        }
        break;
      case 'header':
        if (!allMayContain) mayDepth = -1;
        declDepth = -1;
        split(end);
        break;
      case 'contains':
        if (!allMayContain) mayDepth = -1;
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
          if (declDepth < 0) seenCover |= bit;
          const slot = bit === COVER_BITS.cereal ? items.coverCereal : items.coverDairy;
          if (slot[cur]! < 0) slot[cur] = m;
        }
        break;
      }
      default:
        items.letters[cur]! += end - start;
        items.end[cur] = end;
    }
  };
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
          if (items.cover[cur] !== 0 && mayDepth < 0 && declDepth < 0) open(i, 1);
          else split(i + 1);
          break;
        case CH.AMP:
          split(i + 1);
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
  while (depth > 0 && colonLevel[depth] === 1) close();
}
