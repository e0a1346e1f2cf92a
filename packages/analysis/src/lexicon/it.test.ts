import { checkRow, type Row } from '../test-support';

// Italian pack text (Italy and Ticino).

const gluten: Row[] = [
  ['farina di frumento', { 2: 'red gluten.cereal', 3: 'red fodmap.fructans' }],
  ['farina di _grano_ tenero tipo 00', { 2: 'red gluten.cereal' }],
  ['semola di grano duro', { 2: 'red gluten.cereal' }],
  ['farro', { 2: 'red gluten.cereal' }],
  ["malto d'orzo", { 2: 'red gluten.cereal' }],
  ['farina integrale di segale', { 2: 'red gluten.cereal' }],
  ['glutine di frumento', { 2: 'red gluten.cereal' }],
  ['amido di frumento', { 2: 'red gluten.cereal' }],
  ["fiocchi d'avena", { 2: 'yellow gluten.oats' }],
  ['pangrattato', { 2: 'yellow gluten.unspecified-cereal' }],
  ['amido di frumento deglutinato', { 2: 'yellow gluten.gf-wheat-starch' }],
  ['farina integrale, acqua, sale', { 2: 'red gluten.cereal', 3: 'red fodmap.fructans' }],
  ['salsa di soia (acqua, soia, frumento, sale)', { 2: 'red gluten.cereal', 3: 'yellow fodmap.soy-sauce' }],
];

const glutenTraps: Row[] = [
  ['grano saraceno', { 2: 'green' }],
  ['farina di grano saraceno', { 2: 'green' }],
  ['farina di riso, amido di mais', { 2: 'green' }],
  ['farina di ceci', { 2: 'green', 3: 'red fodmap.gos' }],
  ['farina integrale di grano saraceno, acqua, sale', { 2: 'green', 3: 'green' }],
  ['farina di grano saraceno', { 2: 'green' }],
  ['farina integrale di riso', { 2: 'green' }],
];

const glutenExemptions: Row[] = [
  ['sciroppo di glucosio (frumento)', { 2: 'green gluten.exempt-derivative' }],
  ['destrosio (da frumento)', { 2: 'green gluten.exempt-derivative' }],
  ['maltodestrine', { 2: 'green' }],
];

const mayContain: Row[] = [
  ['Zucchero. Può contenere tracce di glutine.', { 2: 'yellow gluten.may-contain' }],
  ['Prodotto in uno stabilimento che utilizza anche frumento e latte.', { 1: 'yellow', 2: 'yellow' }],
  ['Può contenere latte.', { 1: 'yellow lactose.may-contain' }],
];

const glutenFree: Row[] = [
  ['avena, zucchero. Senza glutine.', { 2: 'green gluten.oats' }],
  ['Senza glutine. Può contenere tracce di orzo.', { 2: 'green gluten.may-contain' }],
  ['farina di frumento. Senza glutine.', { 2: 'red gluten.cereal' }],
];

const lactose: Row[] = [
  ['latte intero', { 1: 'red lactose.milk', 3: 'red fodmap.lactose' }],
  ['latte scremato in polvere', { 1: 'red lactose.milk' }],
  ['siero di latte', { 1: 'red lactose.milk' }],
  ['lattosio', { 1: 'red lactose.milk' }],
  ['panna', { 1: 'red lactose.milk' }],
  ['ricotta', { 1: 'red lactose.milk' }],
  ['yogurt', { 1: 'red lactose.milk' }],
  ['burro', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['mozzarella', { 1: 'yellow lactose.ripened-cheese' }],
  ['Parmigiano Reggiano DOP (latte, sale, caglio)', { 1: 'green lactose.aged-cheese', 3: 'green' }],
  ['Grana Padano', { 1: 'green lactose.aged-cheese' }],
  ['formaggio svizzero a pasta dura', { 1: 'green lactose.aged-cheese' }],
  ['latte, sale, caglio', { 1: 'yellow lactose.cheese-by-rennet' }],
];

const lactoseTraps: Row[] = [
  ['burro di cacao', { 1: 'green' }],
  ['latte di cocco', { 1: 'green' }],
  ['acido lattico', { 1: 'green' }],
  ['fermenti lattici vivi', { 1: 'green' }],
];

const lactoseFree: Row[] = [
  ['latte senza lattosio', { 1: 'green lactose.milk' }],
  ['latte, panna. Senza lattosio.', { 1: 'green lactose.free-claim' }],
  ['latte delattosato', { 1: 'yellow lactose.milk' }],
];

const fodmap: Row[] = [
  ['cipolla', { 3: 'red fodmap.fructans' }],
  ['aglio in polvere', { 3: 'red fodmap.fructans' }],
  ['erba cipollina', { 3: 'green' }],
  ['spezie', { 3: 'yellow fodmap.hidden-onion-garlic' }],
  ['ceci', { 3: 'red fodmap.gos' }],
  ['fagiolini', { 3: 'green' }],
  ['funghi porcini', { 3: 'red fodmap.polyols' }],
];

const fructose: Row[] = [
  ['miele', { 3: 'red fodmap.excess-fructose', 4: 'red fructose.excess' }],
  ['succo di mela', { 4: 'red fructose.excess' }],
  ['sorbitolo', { 4: 'red fructose.sorbitol' }],
  ['sciroppo di glucosio-fruttosio', { 3: 'yellow fodmap.fructose-load', 4: 'yellow fructose.load' }],
  ['albicocche', { 4: 'yellow fructose.sorbitol-fruit' }],
  ['zona di pesca FAO 27', { 3: 'green', 4: 'green' }],
  ['albicocche 60%, zucchero', { 4: 'red fructose.sorbitol-fruit-main' }],
];

describe('Italian word lists and rules', () => {
  it.each(gluten)('given "%s", should flag the gluten cereal', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(glutenTraps)('given "%s", should not mistake it for a gluten cereal', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(glutenExemptions)('given "%s", should apply the Annex II exemption', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(mayContain)('given "%s", should read the may-contain statement', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(glutenFree)('given "%s", should apply the gluten-free claim', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(lactose)('given "%s", should rate the lactose', (text, expected) => checkRow(text, 'it', expected));
  it.each(lactoseTraps)('given "%s", should not mistake it for dairy', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(lactoseFree)('given "%s", should apply the lactose claim', (text, expected) =>
    checkRow(text, 'it', expected),
  );
  it.each(fodmap)('given "%s", should rate the FODMAPs', (text, expected) => checkRow(text, 'it', expected));
  it.each(fructose)('given "%s", should rate the fructose', (text, expected) =>
    checkRow(text, 'it', expected),
  );
});
