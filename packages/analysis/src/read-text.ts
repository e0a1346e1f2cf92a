import { claimHit, negatedHit, reasonOf, type Accumulator, type Hit } from './hits';
import { ENTRIES } from './lexicon';
import { scan, type MatchList } from './matcher';
import {
  CLAIM_GLUTEN,
  CLAIM_LACTOSE_FREE,
  CLAIM_LACTOSE_REDUCED,
  COVER_BITS,
  parseStructure,
  type Items,
} from './parse';
import { negationBefore, withoutBefore } from './phrases';
import { readingDoubts } from './reading-reasons';
import { CLASSES, GLUTEN_FREE_DOWNGRADES, type ClassDef, type ClassId, type RuleId } from './rules';
import { normalize } from './text/normalize';
import type { Lang } from './types';
import type { Workspace } from './workspace';

/** Classes whose possible fructans vanish with a gluten-free claim (the cereal cannot be wheat). */
const UNNAMED_CEREAL: ReadonlySet<ClassId> = new Set<ClassId>(['gluten.unspecified', 'gluten.flour']);

/**
 * Reads one text field: matches, structure, claims, covering, may-contain; pushes hits.
 * `offset` shifts reported positions (a tag value inside `en:gluten`).
 */
export function readText(
  acc: Accumulator,
  ws: Workspace,
  source: string,
  text: string,
  offset: number,
  field: string,
  declared: Lang | null,
  allMayContain: boolean,
  doubts: Hit[] | null = null,
): void {
  const normalized = normalize(text, ws.text);
  const { buf, map, n } = normalized;
  const matches = ws.matches;
  const textLang = scan(buf, n, declared, matches) ?? declared ?? 'en';
  const { items, matchItem, matchMay, matchDeclared } = parseStructure(
    buf,
    n,
    matches,
    allMayContain,
    ws.structure,
  );
  if (doubts !== null) readingDoubts(acc, doubts, source, normalized, matches, field, textLang);
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
  ws.clearItems(items.count);
  const { subIngredients, subGluten, subRennet, soySauce } = ws;
  // soy sauces (their own sub-list is read against Monash's serving) and rennet at the top level
  // (the list is a cheese's)
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
      if (
        o.code === hit.code &&
        o.reason.rule === hit.reason.rule &&
        o.reason.verdict === hit.reason.verdict
      ) {
        // a reading that is not milk as such (cream in another language) keeps the name out of it
        if (o.cheeseMilk !== hit.cheeseMilk) o.cheeseMilk = false;
        return;
      }
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

    if (
      def.qualifiable !== undefined &&
      isQualified(matches, matchItem, m, item, def.qualifiable === 'grain')
    )
      continue;
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
          // milk as such (not cream): the product's name may say which cheese (analyze.ts)
          const cheeseMilk = entry.cls === 'dairy.milk';
          for (const code of [1, 3] as const) {
            const rule: RuleId = code === 1 ? 'lactose.cheese-by-rennet' : 'fodmap.lactose';
            const reason = reasonOf(rule, 'yellow', source, from, to, field, lang);
            push({ code, reason, glutenFree: false, lactose: true, local, cheeseMilk });
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
      if (code === 3 && v === 'red' && !ALWAYS_FLAG.has(entry.cls) && amountOf(items, item) <= SMALL_AMOUNT) {
        // Monash: amount matters, except for onion, garlic, inulin and polyols
        v = 'yellow';
        r = 'fodmap.small-amount';
      }
      if (code === 3 && v === 'red' && inSoySauce(items, item, soySauce)) {
        // "Sojasauce (Wasser, Sojabohnen, Weizen, Salz)": low FODMAP at a normal serving (Monash)
        v = 'yellow';
        r = 'fodmap.soy-sauce';
      }
      if (code === 4 && entry.cls === 'fodmap.sorbitol-fruit' && isMain(items, item)) {
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

/**
 * Whether a generic word (flour) is qualified: another ingredient is named in its own item
 * ("farine de patate douce", "rice flour" when not listed as one term), or, for a default
 * (`grain`: "farina integrale"), another grain ("farina integrale di grano saraceno"). Sub-lists
 * do not count, so text appended to an unclosed parenthesis cannot qualify it after the fact.
 */
function isQualified(
  matches: MatchList,
  matchItem: readonly number[],
  m: number,
  item: number,
  grain: boolean,
): boolean {
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
function inSoySauce(items: Items, item: number, soySauce: readonly number[]): boolean {
  for (let it = items.parent[item]!; it >= 0; it = items.parent[it]!) if (soySauce[it] === 1) return true;
  return false;
}

/** At or above this printed amount (%), an ingredient is the main one. */
const MAIN_AMOUNT = 50;

/**
 * Whether `item` is the main ingredient: printed at 50 % or more (its own amount, not an enclosing
 * item's). Only a printed amount says so: more text can never make an ingredient less the main one.
 */
function isMain(items: Items, item: number): boolean {
  const own = items.percent[item]!;
  return !Number.isNaN(own) && own >= MAIN_AMOUNT;
}

/** The amount printed for an item or the nearest enclosing one, or NaN. */
function amountOf(items: Items, item: number): number {
  for (let it = item; it >= 0; it = items.parent[it]!) {
    const v = items.percent[it]!;
    if (!Number.isNaN(v)) return v;
  }
  return Number.NaN;
}
