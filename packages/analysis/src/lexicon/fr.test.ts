import { checkRow, type Row } from '../test-support';

// French pack text (France and Romandie).

const gluten: Row[] = [
  ['farine de blé', { 2: 'red gluten.cereal', 3: 'red fodmap.fructans' }],
  ['Farine de _blé_, sucre', { 2: 'red gluten.cereal' }],
  ["farine d'épeautre", { 2: 'red gluten.cereal' }],
  ['semoule de blé dur', { 2: 'red gluten.cereal' }],
  ['farine blanche (froment)', { 2: 'red gluten.cereal' }],
  ['amidon de blé', { 2: 'red gluten.cereal', 3: 'green' }],
  ["extrait de malt d'orge", { 2: 'red gluten.cereal' }],
  ['farine de seigle', { 2: 'red gluten.cereal' }],
  ['protéines de blé', { 2: 'red gluten.cereal' }],
  ["flocons d'avoine", { 2: 'yellow gluten.oats' }],
  ["flocons d'avoine sans gluten", { 2: 'green gluten.oats' }],
  ['chapelure', { 2: 'yellow gluten.unspecified-cereal' }],
  ['farine, eau, sel', { 2: 'yellow gluten.unspecified-cereal' }],
  ['vinaigre de malt', { 2: 'yellow gluten.malt-vinegar' }],
  ['amidon de blé sans gluten', { 2: 'yellow gluten.gf-wheat-starch' }],
  ['sauce soja (eau, graines de soja, blé, sel)', { 2: 'red gluten.cereal', 3: 'yellow fodmap.soy-sauce' }],
];

const glutenTraps: Row[] = [
  ['blé noir', { 2: 'green' }],
  ['farine de sarrasin', { 2: 'green' }],
  ['farine de riz, fécule de maïs', { 2: 'green' }],
  ['semoule de maïs', { 2: 'green' }],
  ['farine de patate douce', { 2: 'green' }],
  ['thon au naturel (dans son jus)', { 2: 'green' }],
];

const glutenExemptions: Row[] = [
  ['sirop de glucose (blé)', { 2: 'green gluten.exempt-derivative' }],
  ['sirop de glucose de blé', { 2: 'green gluten.exempt-derivative' }],
  ['maltodextrine de blé', { 2: 'green gluten.exempt-derivative' }],
  ['dextrose', { 2: 'green' }],
  ["vinaigre d'alcool (blé)", { 2: 'green gluten.exempt-derivative' }],
];

const mayContain: Row[] = [
  ['Sucre. Peut contenir des traces de blé.', { 2: 'yellow gluten.may-contain' }],
  [
    'Traces possibles de : _lait_, _gluten_.',
    { 1: 'yellow lactose.may-contain', 2: 'yellow gluten.may-contain' },
  ],
  ["Fabriqué dans un atelier qui utilise du blé et de l'orge.", { 2: 'yellow gluten.may-contain' }],
  ['Peut contenir du lait. Farine de blé', { 1: 'yellow', 2: 'red' }],
];

const glutenFree: Row[] = [
  ["Sans gluten. Peut contenir des traces d'avoine.", { 2: 'green gluten.may-contain' }],
  ['avoine, sucre. Produit sans gluten.', { 2: 'green gluten.oats' }],
  ['farine de blé. Sans gluten.', { 2: 'red gluten.cereal' }],
];

const lactose: Row[] = [
  ['lait entier en poudre', { 1: 'red lactose.milk', 3: 'red fodmap.lactose' }],
  ['_lait_ écrémé', { 1: 'red lactose.milk' }],
  ['lactosérum', { 1: 'red lactose.milk' }],
  ['petit-lait', { 1: 'red lactose.milk' }],
  ['crème', { 1: 'red lactose.milk' }],
  ['séré maigre', { 1: 'red lactose.milk' }],
  ['yogourt nature', { 1: 'red lactose.milk' }],
  ['beurre', { 1: 'yellow lactose.low-lactose-dairy', 3: 'green' }],
  ['beurre (lait)', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['matière grasse laitière', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['caséinate de sodium', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['fromage', { 1: 'yellow lactose.ripened-cheese' }],
  ['fromage frais', { 1: 'red lactose.milk' }],
  ['Gruyère AOP (_lait_ cru, sel, présure)', { 1: 'green lactose.aged-cheese', 3: 'green' }],
  ['fromage à pâte mi-dure', { 1: 'green lactose.aged-cheese' }],
  ['Tête de Moine AOP', { 1: 'green lactose.aged-cheese' }],
  ['fromage emmental, fromage à raclette', { 1: 'green lactose.aged-cheese', 3: 'green' }],
  ['Emmental, sel. Info allergie : contient du lait.', { 1: 'green' }],
  ['sucre. Info allergie : contient du lait.', { 1: 'red lactose.milk' }],
  ['lait cru, sel, présure', { 1: 'yellow lactose.cheese-by-rennet' }],
];

const lactoseTraps: Row[] = [
  ['beurre de cacao', { 1: 'green' }],
  ["beurre d'arachide", { 1: 'green' }],
  ['lait de coco', { 1: 'green' }],
  ['acide lactique', { 1: 'green' }],
  ['ferments lactiques', { 1: 'green' }],
  ['cultures lactiques', { 1: 'green' }],
  ['laitue', { 1: 'green' }],
  ['crème de marrons', { 1: 'green' }],
];

const lactoseFree: Row[] = [
  ['lait, crème. Sans lactose.', { 1: 'green lactose.free-claim' }],
  ['lait sans lactose', { 1: 'green lactose.milk' }],
  ['Info allergie : exempt de gluten. Sans lactose. Avoine, lait', { 1: 'green', 2: 'green' }],
];

const fodmap: Row[] = [
  ['oignons', { 3: 'red fodmap.fructans' }],
  ['ail', { 3: 'red fodmap.fructans' }],
  ['ciboulette', { 3: 'green' }],
  ['épices', { 3: 'yellow fodmap.hidden-onion-garlic' }],
  ['pois chiches', { 3: 'red fodmap.gos' }],
  ['haricots verts', { 3: 'green' }],
  ['champignons de Paris', { 3: 'red fodmap.polyols' }],
  ['pommes de terre', { 3: 'green', 4: 'green' }],
];

const fructose: Row[] = [
  ['miel', { 3: 'red fodmap.excess-fructose', 4: 'red fructose.excess' }],
  ['jus de pomme', { 4: 'red fructose.excess' }],
  ['poires', { 4: 'red fructose.excess' }],
  ['sorbitol', { 4: 'red fructose.sorbitol' }],
  ['sirop de glucose-fructose', { 3: 'yellow fodmap.fructose-load', 4: 'yellow fructose.load' }],
  ['sucre inverti', { 4: 'yellow fructose.load' }],
  ['pruneaux', { 3: 'red fodmap.polyols', 4: 'yellow fructose.sorbitol-fruit' }],
  ['raisins secs', { 3: 'red fodmap.fructans' }],
  ['jus de raisin', { 3: 'green', 4: 'green' }],
  ['pruneaux 70 %, sucre', { 4: 'red fructose.sorbitol-fruit-main' }],
];

describe('French word lists and rules', () => {
  it.each(gluten)('given "%s", should flag the gluten cereal', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(glutenTraps)('given "%s", should not mistake it for a gluten cereal', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(glutenExemptions)('given "%s", should apply the Annex II exemption', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(mayContain)('given "%s", should read the may-contain statement', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(glutenFree)('given "%s", should apply the gluten-free claim', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(lactose)('given "%s", should rate the lactose', (text, expected) => checkRow(text, 'fr', expected));
  it.each(lactoseTraps)('given "%s", should not mistake it for dairy', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(lactoseFree)('given "%s", should apply the lactose claim', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
  it.each(fodmap)('given "%s", should rate the FODMAPs', (text, expected) => checkRow(text, 'fr', expected));
  it.each(fructose)('given "%s", should rate the fructose', (text, expected) =>
    checkRow(text, 'fr', expected),
  );
});
