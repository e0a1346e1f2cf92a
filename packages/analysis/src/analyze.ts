import { INTOLERANCE_CODES, type IntoleranceCode, type Verdict } from '@diet/domain';

import { ENTRIES, LABELS } from './lexicon';
import { matches, scan } from './matcher';
import {
  CLAIM_GLUTEN,
  CLAIM_LACTOSE_FREE,
  CLAIM_LACTOSE_REDUCED,
  CLAIM_MILK_FREE,
  CLAIM_GLUTEN_LABEL,
  COVER_BITS,
  items,
  matchDeclared,
  matchItem,
  matchMay,
  parseStructure,
} from './parse';
import { CLASSES, GLUTEN_FREE_DOWNGRADES, type ClassDef, type ClassId, type RuleId } from './rules';
import { CH, isWordCode, normalize, normalizedBuffer, offsetMap } from './text/normalize';
import { toLang, type Analysis, type Lang, type OffProduct, type Reason } from './types';
import { CUT_NONE, measureReading, notUnderstood } from './understand';

/** A finding before free-from claims are applied. */
interface Hit {
  code: IntoleranceCode;
  reason: Reason;
  /** A gluten-free claim turns it green. */
  glutenFree: boolean;
  /** A lactose claim applies to it. */
  lactose: boolean;
  /** CLAIM_* bits of local claims (on the ingredient or an enclosing one). */
  local: number;
}

interface Accumulator {
  hits: Hit[];
  /** CLAIM_* bits that apply to the whole product (labels, stand-alone phrases). */
  productClaims: number;
}

const RANK: Record<Verdict, number> = { green: 0, yellow: 1, red: 2 };

/** Classes whose possible fructans vanish with a gluten-free claim (the cereal cannot be wheat). */
const UNNAMED_CEREAL: ReadonlySet<ClassId> = new Set<ClassId>(['gluten.unspecified', 'gluten.flour']);

function reasonOf(
  rule: RuleId,
  verdict: Verdict,
  source: string,
  from: number,
  to: number,
  field: string,
  lang: Lang,
): Reason {
  return {
    rule,
    text: source.slice(from, to),
    lang,
    start: from,
    end: to,
    field,
    verdict,
    from: fromOf(rule),
  };
}

/** Whether a rule speaks of the product or of how much of its label we could read. */
function fromOf(rule: RuleId): 'product' | 'reading' {
  return rule.startsWith('data.') ? 'reading' : 'product';
}

/**
 * Reads one text field: matches, structure, claims, covering, may-contain; pushes hits.
 * `offset` shifts reported positions (a tag value inside `en:gluten`).
 */
function readText(
  acc: Accumulator,
  source: string,
  text: string,
  offset: number,
  field: string,
  declared: Lang | null,
  allMayContain: boolean,
  doubts: Hit[] | null = null,
): void {
  const n = normalize(text);
  const buf = normalizedBuffer();
  const map = offsetMap();
  const textLang = scan(buf, n, declared) ?? declared ?? 'en';
  parseStructure(buf, n, allMayContain);
  if (doubts !== null) readingDoubts(acc, doubts, source, n, buf, map, field, textLang);
  const mCount = matches.count;
  if (mCount === 0) return;

  const parent = items.parent;
  const pos = (m: number): [number, number] => [
    offset + map[matches.start(m)]!,
    offset + map[matches.end(m) - 1]! + 1,
  ];

  // 1. claims: stand-alone phrases speak for the product, others for the ingredient they qualify
  for (let m = 0; m < mCount; m++) {
    const def: ClassDef = CLASSES[ENTRIES[matches.entry(m)]!.cls];
    if (def.kind !== 'claim' || def.claim === undefined) continue;
    const bits =
      (def.claim.gluten ? CLAIM_GLUTEN : 0) |
      (def.claim.lactose === 'free' ? CLAIM_LACTOSE_FREE : 0) |
      (def.claim.lactose === 'reduced' ? CLAIM_LACTOSE_REDUCED : 0);
    const item = matchItem[m]!;
    const alone = items.ingredients[item] === 0;
    const lang = ENTRIES[matches.entry(m)]!.lang ?? textLang;
    const negation = negationBefore(buf, matches.start(m));
    if (negation >= 0) {
      // "Not gluten-free", "nicht laktosefrei", "non sans gluten": the pack says the opposite
      const from = offset + map[negation]!;
      const to = pos(m)[1];
      if (bits & CLAIM_GLUTEN)
        acc.hits.push(negatedHit(2, 'gluten.negated-claim', source, from, to, field, lang));
      if (bits & (CLAIM_LACTOSE_FREE | CLAIM_LACTOSE_REDUCED)) {
        acc.hits.push(negatedHit(1, 'lactose.negated-claim', source, from, to, field, lang));
      }
      continue;
    }
    if (alone && items.depth[item] === 0) acc.productClaims |= bits;
    else items.claims[alone ? parent[item]! : item]! |= bits;
    const [from, to] = pos(m);
    if (bits & CLAIM_GLUTEN) {
      acc.hits.push(claimHit(2, 'gluten.free-claim', source, from, to, field, lang));
    }
    if (bits & (CLAIM_LACTOSE_FREE | CLAIM_LACTOSE_REDUCED)) {
      const rule = bits & CLAIM_LACTOSE_FREE ? 'lactose.free-claim' : 'lactose.reduced-claim';
      acc.hits.push(claimHit(1, rule, source, from, to, field, lang));
    }
  }

  // what each item's sub-lists name: an unnamed cereal product settled by its own sub-list
  if (subIngredients.length < items.count) {
    subIngredients = new Int32Array(items.count * 2);
    subGluten = new Uint8Array(items.count * 2);
    subRennet = new Int32Array(items.count * 2);
  }
  subIngredients.fill(0, 0, items.count);
  subGluten.fill(0, 0, items.count);
  subRennet.fill(-1, 0, items.count);
  // soy sauces (their own sub-list is read against Monash's serving) and rennet at the top level
  // (the list is a cheese's)
  const soySauce = new Uint8Array(items.count);
  let topRennet = -1;
  for (let m = 0; m < mCount; m++) {
    const def: ClassDef = CLASSES[ENTRIES[matches.entry(m)]!.cls];
    if (def.kind !== 'ingredient' || matchMay[m] === 1) continue;
    const rennet = ENTRIES[matches.entry(m)]!.cls === 'dairy.rennet';
    if (rennet && topRennet < 0 && items.depth[matchItem[m]!] === 0) topRennet = m;
    if (SOY_SAUCE[matches.entry(m)] === 1) soySauce[matchItem[m]!] = 1;
    for (let it = parent[matchItem[m]!]!; it >= 0; it = parent[it]!) {
      subIngredients[it]!++;
      if (def.allergen === 'gluten') subGluten[it] = 1;
      if (rennet && subRennet[it]! < 0) subRennet[it] = m;
    }
  }
  // 2. ingredients
  let exemptUsed = -1;
  let cheeseUsed = -1;
  let spanStart = -1;
  let spanHits = 0;
  const push = (hit: Hit) => {
    // readings of one span in several languages that agree on the rule give one reason
    for (let h = spanHits; h < acc.hits.length; h++) {
      const o = acc.hits[h]!;
      if (o.code === hit.code && o.reason.rule === hit.reason.rule && o.reason.verdict === hit.reason.verdict)
        return;
    }
    acc.hits.push(hit);
  };
  for (let m = 0; m < mCount; m++) {
    if (matches.start(m) !== spanStart) {
      spanStart = matches.start(m);
      spanHits = acc.hits.length;
    }
    const entry = ENTRIES[matches.entry(m)]!;
    const def: ClassDef = CLASSES[entry.cls];
    if (def.kind !== 'ingredient' || def.effects === undefined) continue;
    const item = matchItem[m]!;
    let local = 0;
    for (let it = item; it >= 0; it = parent[it]!) local |= items.claims[it]!;

    if (def.qualifiable !== undefined && isQualified(m, item, def.qualifiable === 'grain')) continue;
    if (
      UNNAMED_CEREAL.has(entry.cls) &&
      items.closed[item] === 1 &&
      items.openSubs[item] === 0 &&
      subIngredients[item]! > 0 &&
      subGluten[item] === 0 &&
      matchMay[m] === 0
    ) {
      // "wafer (potato starch, water)": its own sub-list says what it is made of, and no cereal
      const [from, to] = pos(m);
      const reason = reasonOf(
        'gluten.settled-by-sublist',
        'green',
        source,
        from,
        to,
        field,
        entry.lang ?? textLang,
      );
      push({ code: 2, reason, glutenFree: false, lactose: false, local: 0 });
      continue;
    }
    if (def.allergen !== undefined && matchMay[m] === 0) {
      const w = withoutBefore(buf, matches.start(m));
      if (w >= 0) {
        // "free from milk", "ohne Weizen", "sans lait": named as absent, not as an ingredient
        const rule: RuleId = def.allergen === 'gluten' ? 'gluten.named-absent' : 'lactose.named-absent';
        const reason = reasonOf(
          rule,
          'green',
          source,
          offset + map[w]!,
          pos(m)[1],
          field,
          entry.lang ?? textLang,
        );
        push({
          code: def.allergen === 'gluten' ? 2 : 1,
          reason,
          glutenFree: false,
          lactose: false,
          local: 0,
        });
        continue;
      }
    }
    if (def.coverGroup !== undefined) {
      const bit = COVER_BITS[def.coverGroup];
      // a milk source named in an allergen declaration after a covering dairy ingredient restates
      // it; a declared cereal always counts ("Contains: wheat" is never swallowed by an exemption)
      if (bit === COVER_BITS.dairy && (matchDeclared[m]! & bit) !== 0) continue;
      let coveredBy = -1;
      for (let it = item; it >= 0 && coveredBy < 0; it = parent[it]!) {
        if ((items.cover[it]! & bit) === 0) continue;
        const first = bit === COVER_BITS.cereal ? items.coverCereal[it]! : items.coverDairy[it]!;
        if (first !== m) coveredBy = first;
      }
      if (coveredBy < 0 && bit === COVER_BITS.dairy) {
        // "Tomme de Savoie (lait cru, sel, présure)": rennet in the sub-list makes its item a cheese
        for (let it = parent[item]!; it >= 0; it = parent[it]!) {
          if (subRennet[it]! < 0 || items.closed[it] !== 1 || items.openSubs[it] !== 0) continue;
          if (cheeseUsed !== it) {
            cheeseUsed = it;
            const from = offset + map[items.start[it]!]!;
            const to = offset + map[Math.max(items.start[it]!, items.end[it]! - 1)]! + 1;
            const lang = entry.lang ?? textLang;
            for (const code of [1, 3] as const) {
              const rule: RuleId = code === 1 ? 'lactose.cheese-by-rennet' : 'fodmap.lactose';
              const reason = reasonOf(rule, 'yellow', source, from, to, field, lang);
              push({ code, reason, glutenFree: false, lactose: true, local });
            }
          }
          coveredBy = it;
          break;
        }
        if (coveredBy >= 0) continue;
        if (topRennet >= 0 && items.depth[item] === 0 && matchMay[m] === 0) {
          // "Milch, Salz, Lab": rennet at the top level makes the whole list a cheese's
          const [from, to] = pos(m);
          const lang = entry.lang ?? textLang;
          for (const code of [1, 3] as const) {
            const rule: RuleId = code === 1 ? 'lactose.cheese-by-rennet' : 'fodmap.lactose';
            const reason = reasonOf(rule, 'yellow', source, from, to, field, lang);
            push({ code, reason, glutenFree: false, lactose: true, local });
          }
          continue;
        }
      }
      if (coveredBy >= 0) {
        if (def.coverGroup === 'cereal' && coveredBy !== exemptUsed) {
          exemptUsed = coveredBy;
          const [from, to] = pos(coveredBy);
          const lang = ENTRIES[matches.entry(coveredBy)]!.lang ?? textLang;
          const reason = reasonOf('gluten.exempt-derivative', 'green', source, from, to, field, lang);
          push({ code: 2, reason, glutenFree: false, lactose: false, local: 0 });
        }
        continue;
      }
    }

    const [from, to] = pos(m);
    const lang = entry.lang ?? textLang;
    if (matchMay[m] === 1) {
      if (def.allergen === 'gluten') {
        const reason = reasonOf('gluten.may-contain', 'yellow', source, from, to, field, lang);
        push({ code: 2, reason, glutenFree: true, lactose: false, local });
      } else if (def.allergen === 'milk') {
        const reason = reasonOf('lactose.may-contain', 'yellow', source, from, to, field, lang);
        push({ code: 1, reason, glutenFree: false, lactose: true, local });
      }
      continue;
    }
    for (const [code, verdict, rule] of def.effects) {
      let v = verdict;
      let r: RuleId = rule;
      let claims = local;
      if (code === 2 && def.localGlutenFree !== undefined && local & CLAIM_GLUTEN) {
        // "Weizenstärke (glutenfrei)": gluten-free wheat starch; only a product claim makes it green
        v = 'yellow';
        r = def.localGlutenFree;
        claims &= ~CLAIM_GLUTEN;
      }
      if (code === 3 && v === 'red' && !ALWAYS_FLAG.has(entry.cls) && amountOf(item) <= SMALL_AMOUNT) {
        // Monash: amount matters, except for onion, garlic, inulin and polyols
        v = 'yellow';
        r = 'fodmap.small-amount';
      }
      if (code === 3 && v === 'red' && inSoySauce(item, soySauce)) {
        // "Sojasauce (Wasser, Sojabohnen, Weizen, Salz)": low FODMAP at a normal serving (Monash)
        v = 'yellow';
        r = 'fodmap.soy-sauce';
      }
      if (code === 4 && entry.cls === 'fodmap.sorbitol-fruit' && isMain(item)) {
        // prunes, dried apricots: the fruit is the food, and its sorbitol with it
        v = 'red';
        r = 'fructose.sorbitol-fruit-main';
      }
      const glutenFree =
        (code === 2 && GLUTEN_FREE_DOWNGRADES.has(r)) ||
        (code === 3 && r === 'fodmap.fructans-possible' && UNNAMED_CEREAL.has(entry.cls));
      const lactose = code === 1 || (code === 3 && r === 'fodmap.lactose');
      push({
        code,
        reason: reasonOf(r, v, source, from, to, field, lang),
        glutenFree,
        lactose,
        local: claims,
      });
    }
  }
}

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
function negationBefore(buf: Uint16Array, at: number): number {
  const w = wordBefore(buf, at);
  return w !== null && NEGATIONS.has(wordHash(buf, w)) ? w[0] : -1;
}

/** The start of a "without" / "free from" phrase right before an ingredient word, or -1. */
function withoutBefore(buf: Uint16Array, at: number): number {
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

/** At most this many unknown items are listed as reasons, per list. */
const MAX_UNKNOWN_REASONS = 10;

/**
 * The reading measure of one ingredient list (see understand.ts): when it names no ingredient,
 * leaves an item unknown, or looks cut off, yellow hits for every code go to `doubts`, each
 * quoting the item or the cut exactly. Known ingredients that no rule rates (the vocabulary's
 * risk families) are yellow on the codes their family touches, from the product.
 */
function readingDoubts(
  acc: Accumulator,
  doubts: Hit[],
  source: string,
  n: number,
  buf: Uint16Array,
  map: Int32Array,
  field: string,
  lang: Lang,
): void {
  const reading = measureReading(buf, n, source, map);
  const add = (rule: RuleId, from: number, to: number) => {
    for (const code of INTOLERANCE_CODES) {
      const reason = reasonOf(rule, 'yellow', source, from, to, field, lang);
      doubts.push({ code, reason, glutenFree: false, lactose: false, local: 0 });
    }
  };
  for (const u of reading.unrated) {
    const from = map[u.start]!;
    const to = map[u.end - 1]! + 1;
    for (const code of INTOLERANCE_CODES) {
      if ((u.codes & (1 << (code - 1))) === 0) continue;
      const reason = reasonOf('vocabulary.unrated', 'yellow', source, from, to, field, lang);
      // a milk family's FODMAP is its lactose: a lactose-free claim answers it too
      const lactose = code === 1 || (code === 3 && (u.codes & 1) !== 0);
      acc.hits.push({ code, reason, glutenFree: code === 2, lactose, local: 0 });
    }
  }
  for (const t of reading.typos) {
    // a misspelt ingredient ("chicoree" for "chicorée"): its rules fire on the word as printed
    const entry = ENTRIES[t.codes]!;
    const def: ClassDef = CLASSES[entry.cls];
    const from = map[t.start]!;
    const to = map[t.end - 1]! + 1;
    for (const [code, verdict, rule] of def.effects ?? []) {
      const reason = reasonOf(rule, verdict, source, from, to, field, entry.lang ?? lang);
      acc.hits.push({
        code,
        reason,
        glutenFree: code === 2 && GLUTEN_FREE_DOWNGRADES.has(rule),
        lactose: code === 1 || (code === 3 && rule === 'fodmap.lactose'),
        local: 0,
      });
    }
  }
  if (reading.understood === 0) {
    let from = 0;
    while (from < source.length && /\s/.test(source[from]!)) from++;
    let to = source.length;
    while (to > from && /\s/.test(source[to - 1]!)) to--;
    add('data.nothing-recognised', from, Math.min(to, from + 120));
  } else if (notUnderstood(reading)) {
    const shown = Math.min(reading.unknown.length, MAX_UNKNOWN_REASONS);
    for (let k = 0; k < shown; k++) {
      const u = reading.unknown[k]!;
      add('data.not-understood', map[u.start]!, map[u.end - 1]! + 1);
    }
  }
  if (reading.cut !== CUT_NONE) add('data.cut-off', reading.cutStart, reading.cutEnd);
}

/**
 * Whether a generic word (flour) is qualified: another ingredient is named in its own item
 * ("farine de patate douce", "rice flour" when not listed as one term), or, for a default
 * (`grain`: "farina integrale"), another grain ("farina integrale di grano saraceno"). Sub-lists
 * do not count, so text appended to an unclosed parenthesis cannot qualify it after the fact.
 */
function isQualified(m: number, item: number, grain: boolean): boolean {
  for (let k = 0; k < matches.count; k++) {
    if (k === m || matchItem[k] !== item) continue;
    const cls = ENTRIES[matches.entry(k)]!.cls;
    const def: ClassDef = CLASSES[cls];
    if (def.kind !== 'ingredient' || def.qualifiable !== undefined) continue;
    if (!grain || cls === 'gluten.free-grain' || def.coverGroup === 'cereal' || cls === 'gluten.oats')
      return true;
  }
  return false;
}

/** Soy sauces (entries of the unnamed-cereal class that name soy). */
const SOY_SAUCE = new Uint8Array(ENTRIES.length);
for (const e of ENTRIES) {
  if (e.cls === 'gluten.unspecified' && /soja|soy|soia|shoyu|tamari/.test(e.norm)) SOY_SAUCE[e.id] = 1;
}

let subIngredients = new Int32Array(64);
let subGluten = new Uint8Array(64);
/** Per item, the first rennet match in its sub-lists, or -1. */
let subRennet = new Int32Array(64);

/** At or below this amount (%), a FODMAP source is a small amount. */
const SMALL_AMOUNT = 2;
/** FODMAP classes that count at any amount (Monash): onion, garlic, inulin, polyols. */
const ALWAYS_FLAG: ReadonlySet<ClassId> = new Set<ClassId>([
  'fodmap.fructans',
  'fodmap.inulin',
  'fodmap.sorbitol',
  'fodmap.polyol',
  'dairy.lactitol',
]);

/** Whether an enclosing item of `item` is a soy sauce: `item` is in its own sub-list. */
function inSoySauce(item: number, soySauce: Uint8Array): boolean {
  for (let it = items.parent[item]!; it >= 0; it = items.parent[it]!) if (soySauce[it] === 1) return true;
  return false;
}

/** At or above this printed amount (%), an ingredient is the main one. */
const MAIN_AMOUNT = 50;

/**
 * Whether `item` is the main ingredient: printed at 50 % or more (its own amount, not an enclosing
 * item's). Only a printed amount says so: more text can never make an ingredient less the main one.
 */
function isMain(item: number): boolean {
  const own = items.percent[item]!;
  return !Number.isNaN(own) && own >= MAIN_AMOUNT;
}

/** The amount printed for an item or the nearest enclosing one, or NaN. */
function amountOf(item: number): number {
  for (let it = item; it >= 0; it = items.parent[it]!) {
    const v = items.percent[it]!;
    if (!Number.isNaN(v)) return v;
  }
  return Number.NaN;
}

function negatedHit(
  code: IntoleranceCode,
  rule: RuleId,
  source: string,
  from: number,
  to: number,
  field: string,
  lang: Lang,
): Hit {
  return {
    code,
    reason: reasonOf(rule, 'yellow', source, from, to, field, lang),
    glutenFree: false,
    lactose: false,
    local: 0,
  };
}

function claimHit(
  code: IntoleranceCode,
  rule: RuleId,
  source: string,
  from: number,
  to: number,
  field: string,
  lang: Lang,
): Hit {
  return {
    code,
    reason: reasonOf(rule, 'green', source, from, to, field, lang),
    glutenFree: false,
    lactose: false,
    local: 0,
  };
}

function emptyAnalysis(): Analysis {
  return {
    verdicts: {
      1: { verdict: 'green', reasons: [] },
      2: { verdict: 'green', reasons: [] },
      3: { verdict: 'green', reasons: [] },
      4: { verdict: 'green', reasons: [] },
    },
    colors: { red: [], yellow: [] },
  };
}

function finish(acc: Accumulator): Analysis {
  const out = emptyAnalysis();
  const product = acc.productClaims;
  for (const hit of acc.hits) {
    const claims = product | hit.local;
    let v = hit.reason.verdict;
    if (hit.glutenFree && claims & CLAIM_GLUTEN) v = 'green';
    if (hit.lactose) {
      if (claims & CLAIM_LACTOSE_FREE) v = 'green';
      else if (claims & CLAIM_LACTOSE_REDUCED && v === 'red') v = 'yellow';
    }
    const slot = out.verdicts[hit.code];
    // labels are strong evidence: against a named source they make it a conflict, not a pass
    const conflict =
      v === 'red' &&
      ((hit.code === 2 && hit.reason.rule === 'gluten.cereal' && product & CLAIM_GLUTEN_LABEL) ||
        (hit.code === 1 && hit.reason.rule === 'lactose.milk' && product & CLAIM_MILK_FREE));
    if (conflict) {
      v = 'yellow';
      const rule = hit.code === 2 ? 'gluten.label-conflict' : 'lactose.label-conflict';
      slot.reasons.push({ ...hit.reason, rule, verdict: 'yellow' });
    }
    if (v !== hit.reason.verdict) hit.reason.verdict = v;
    slot.reasons.push(hit.reason);
    if (RANK[v] > RANK[slot.verdict]) slot.verdict = v;
  }
  const unknown: IntoleranceCode[] = [];
  for (const code of INTOLERANCE_CODES) {
    const slot = out.verdicts[code];
    if (slot.verdict === 'red') out.colors.red.push(code);
    else if (slot.verdict === 'yellow') {
      out.colors.yellow.push(code);
      // yellow only because of our reading, never because of the product
      if (slot.reasons.every((r) => r.verdict !== 'yellow' || r.from === 'reading')) unknown.push(code);
    }
  }
  if (unknown.length > 0) out.colors.unknown = unknown;
  return out;
}

function dataHits(acc: Accumulator, rule: RuleId, field: string, lang: Lang) {
  for (const code of INTOLERANCE_CODES) {
    acc.hits.push({
      code,
      reason: { rule, text: '', lang, start: 0, end: 0, field, verdict: 'yellow', from: 'reading' },
      glutenFree: false,
      lactose: false,
      local: 0,
    });
  }
}

/**
 * Analyses one ingredient list. `lang` is the declared language, if known; the text is read with
 * all four word lists either way (multilingual packs), the declared language settling words
 * spelled alike in several languages.
 */
export function analyzeText(text: string, lang?: Lang): Analysis {
  const acc: Accumulator = { hits: [], productClaims: 0 };
  const safe = typeof text === 'string' ? text : '';
  const declared = toLang(lang);
  if (safe.trim().length === 0) {
    dataHits(acc, 'data.no-ingredients', 'text', declared ?? 'en');
  } else {
    const doubts: Hit[] = [];
    readText(acc, safe, safe, 0, 'text', declared, false, doubts);
    for (const d of doubts) acc.hits.push(d);
  }
  return finish(acc);
}

const INGREDIENT_FIELD = /^ingredients_text(?:_([a-z]{2,3}))?$/;
const HTML_TAG = /<[^<>]{1,300}>/g;

interface TextField {
  field: string;
  text: string;
  lang: string | null;
}

/** The product's distinct ingredient lists: every `ingredients_text[_<lang>]`, duplicates dropped. */
function ingredientFields(product: OffProduct): TextField[] {
  const out: TextField[] = [];
  const seen: string[] = [];
  const mainLang = typeof product.lang === 'string' ? product.lang : null;
  for (const key of Object.keys(product)) {
    if (!key.startsWith('ingredients_text')) continue;
    const m = INGREDIENT_FIELD.exec(key);
    if (m === null) continue;
    const value = product[key];
    if (typeof value !== 'string' || value.trim().length === 0) continue;
    const lang = m[1] ?? mainLang;
    const plain = value.includes('<') ? value.replace(HTML_TAG, '') : value;
    const twin = seen.indexOf(plain);
    if (twin >= 0) {
      const kept = out[twin]!;
      // keep the version without markup, and the more specific language
      if (kept.text.includes('<') && !value.includes('<')) kept.text = value;
      if (m[1] !== undefined && kept.field === 'ingredients_text') kept.lang = m[1];
      if (m[1] !== undefined && !value.includes('<')) kept.field = key;
      continue;
    }
    seen.push(plain);
    out.push({ field: key, text: value, lang });
  }
  return out;
}

function tagLang(tag: string): Lang | null {
  const colon = tag.indexOf(':');
  return colon > 0 ? toLang(tag.slice(0, colon)) : null;
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * Analyses an Open Food Facts product: every ingredient list on it, its traces, its free-from
 * labels and, for fructose, its sugar breakdown. Never throws on malformed fields.
 */
export function analyzeProduct(product: OffProduct): Analysis {
  const acc: Accumulator = { hits: [], productClaims: 0 };
  const p: OffProduct = product !== null && typeof product === 'object' ? product : {};
  const mainLang = toLang(p.lang);

  const fields = ingredientFields(p);
  if (fields.length === 0) {
    dataHits(acc, 'data.no-ingredients', 'ingredients_text', mainLang ?? 'en');
  } else {
    let readable = false;
    // the product is read when at least one of its readable lists is understood in full
    let understood = false;
    const doubts: Hit[] = [];
    for (const f of fields) {
      const lang = toLang(f.lang);
      const supported = lang !== null || f.lang === null;
      if (supported) readable = true;
      const before = doubts.length;
      readText(acc, f.text, f.text, 0, f.field, lang, false, supported ? doubts : null);
      if (supported && doubts.length === before) understood = true;
    }
    if (!readable) dataHits(acc, 'data.unsupported-language', fields[0]!.field, 'en');
    else if (!understood) for (const d of doubts) acc.hits.push(d);
  }

  if (typeof p.traces === 'string' && p.traces.trim() !== '') {
    readText(acc, p.traces, p.traces, 0, 'traces', mainLang, true);
  }
  if (Array.isArray(p.traces_tags)) {
    p.traces_tags.forEach((tag, i) => {
      if (typeof tag !== 'string') return;
      const colon = tag.indexOf(':');
      readText(acc, tag, tag.slice(colon + 1), colon + 1, `traces_tags[${i}]`, tagLang(tag), true);
    });
  }
  if (Array.isArray(p.labels_tags)) {
    p.labels_tags.forEach((tag, i) => {
      if (typeof tag !== 'string') return;
      const field = `labels_tags[${i}]`;
      const lang = tagLang(tag) ?? 'en';
      const label = (rule: RuleId, code: IntoleranceCode, bit: number) => {
        acc.productClaims |= bit;
        acc.hits.push(claimHit(code, rule, tag, 0, tag.length, field, lang));
      };
      if (LABELS.glutenFree.includes(tag)) label('gluten.free-claim', 2, CLAIM_GLUTEN | CLAIM_GLUTEN_LABEL);
      if (LABELS.lactoseFree.includes(tag)) label('lactose.free-claim', 1, CLAIM_LACTOSE_FREE);
      if (LABELS.lactoseReduced.includes(tag)) label('lactose.reduced-claim', 1, CLAIM_LACTOSE_REDUCED);
      if (LABELS.milkFree.includes(tag)) label('lactose.vegan-label', 1, CLAIM_MILK_FREE);
    });
  }

  const nutriments = p.nutriments;
  if (nutriments !== null && typeof nutriments === 'object') {
    const fructose = asNumber(nutriments['fructose_100g']);
    const glucose = asNumber(nutriments['glucose_100g']);
    if (Number.isFinite(fructose) && Number.isFinite(glucose) && fructose - glucose > 0.15) {
      const text = `fructose_100g=${fructose} > glucose_100g=${glucose}`;
      for (const code of [3, 4] as const) {
        acc.hits.push({
          code,
          reason: {
            rule: 'fructose.excess-nutriments',
            text,
            lang: mainLang ?? 'en',
            start: 0,
            end: 0,
            field: 'nutriments',
            verdict: 'red',
            from: 'product',
          },
          glutenFree: false,
          lactose: false,
          local: 0,
        });
      }
    }
  }
  return finish(acc);
}
