import { INTOLERANCE_CODES, type IntoleranceCode, type Verdict } from '@diet/domain';

import { claimHit, type Accumulator, type Hit } from './hits';
import { LABELS } from './lexicon';
import {
  CLAIM_GLUTEN,
  CLAIM_GLUTEN_LABEL,
  CLAIM_LACTOSE_FREE,
  CLAIM_LACTOSE_REDUCED,
  CLAIM_MILK_FREE,
} from './parse';
import { readText } from './read-text';
import type { RuleId } from './rules';
import { toLang, type Analysis, type Lang, type OffProduct } from './types';
import { Workspace } from './workspace';

/**
 * The engine's entry points: one text (`analyzeText`) or an Open Food Facts product
 * (`analyzeProduct`): every list read (read-text.ts), claims and labels applied, findings combined
 * per code as the worst of their reasons. Each call makes its own workspace: no state is shared.
 */

const RANK: Record<Verdict, number> = { green: 0, yellow: 1, red: 2 };

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
    readText(acc, new Workspace(), safe, safe, 0, 'text', declared, false, doubts);
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

const NAME_FIELD = /^(?:product_name|generic_name)(?:_([a-z]{2,3}))?$/;

/**
 * The product's distinct names: `product_name[_<lang>]`, then `generic_name[_<lang>]`, the field
 * without a language first in each; duplicates dropped.
 */
function nameFields(product: OffProduct): TextField[] {
  const out: TextField[] = [];
  const mainLang = typeof product.lang === 'string' ? product.lang : null;
  for (const key of Object.keys(product)) {
    if (!key.startsWith('product_name') && !key.startsWith('generic_name')) continue;
    const m = NAME_FIELD.exec(key);
    const value = product[key];
    if (m === null || typeof value !== 'string' || value.trim().length === 0) continue;
    if (out.some((f) => f.text === value)) continue;
    out.push({ field: key, text: value, lang: m[1] ?? mainLang });
  }
  const rank = (f: TextField) =>
    (f.field.startsWith('generic_name') ? 2 : 0) + (f.field.includes('_name_') ? 1 : 0);
  return out.sort((a, b) => rank(a) - rank(b));
}

/**
 * "Emmentaler AOP: lait cru, sel de cuisine, présure, ferments". When every code-1 finding of the
 * product is milk as such that rennet at the top level makes a cheese's (`cheeseMilk`), the list
 * says a cheese but not which. A name that names an aged cheese (`dairy.aged-cheese`) and no other
 * milk product settles it: those findings (codes 1 and 3) give way to the name's aged-cheese
 * reasons, green. Any name field naming another milk product (Brie, Streichkäse, fromage à
 * tartiner, a plain "Käse") keeps them, as does any other code-1 finding (cream, a may-contain,
 * an unknown item, a label).
 */
function settleCheeseByName(acc: Accumulator, ws: Workspace, p: OffProduct, mainLang: Lang | null) {
  let bare = false;
  for (const hit of acc.hits) {
    if (hit.code !== 1) continue;
    if (hit.cheeseMilk !== true) return;
    bare = true;
  }
  if (!bare) return;
  let named: Hit[] | null = null;
  for (const f of nameFields(p)) {
    const read: Accumulator = { hits: [], productClaims: 0 };
    readText(read, ws, f.text, f.text, 0, f.field, toLang(f.lang) ?? mainLang, false);
    let aged = false;
    for (const hit of read.hits) {
      if (hit.code !== 1) continue;
      if (hit.reason.rule !== 'lactose.aged-cheese' || hit.reason.verdict !== 'green') return;
      aged = true;
    }
    if (aged && named === null) {
      named = read.hits.filter(
        (h) =>
          h.code === 1 ||
          (h.code === 3 && h.reason.rule === 'fodmap.lactose' && h.reason.verdict === 'green'),
      );
    }
  }
  if (named === null) return;
  acc.hits = acc.hits.filter((h) => h.cheeseMilk !== true);
  for (const hit of named) acc.hits.push(hit);
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

  const ws = new Workspace();
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
      readText(acc, ws, f.text, f.text, 0, f.field, lang, false, supported ? doubts : null);
      if (supported && doubts.length === before) understood = true;
    }
    if (!readable) dataHits(acc, 'data.unsupported-language', fields[0]!.field, 'en');
    else if (!understood) for (const d of doubts) acc.hits.push(d);
  }

  if (typeof p.traces === 'string' && p.traces.trim() !== '') {
    readText(acc, ws, p.traces, p.traces, 0, 'traces', mainLang, true);
  }
  if (Array.isArray(p.traces_tags)) {
    p.traces_tags.forEach((tag, i) => {
      if (typeof tag !== 'string') return;
      const colon = tag.indexOf(':');
      readText(acc, ws, tag, tag.slice(colon + 1), colon + 1, `traces_tags[${i}]`, tagLang(tag), true);
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

  settleCheeseByName(acc, ws, p, mainLang);

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
