import { ENTRIES } from './lexicon';
import { CLASSES, type ClassDef } from './rules';
import { normalizeToString } from './text/normalize';

/**
 * Allergen names as may-contain statements list them ("may contain milk, wheat, nuts"), for the
 * structure pass (parse.ts: after a statement's first item, an item naming anything else ends it)
 * and the reading measure. Tables built once at load.
 */

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

/**
 * Whether a text, as printed, is an allergen name that may-contain statements list: a listed
 * name, or one word in any form `isAllergenWord` accepts (plural -s/-x, German dative -n/-en:
 * "Gersten", "Haselnüssen").
 */
export function isAllergenName(text: string): boolean {
  const norm = normalizeToString(text).trim();
  if (ALLERGEN_NAMES.has(norm)) return true;
  if (norm.length === 0 || norm.includes(' ')) return false;
  const codes = Array.from(norm, (c) => c.charCodeAt(0));
  return isAllergenWord(codes, 0, codes.length);
}
