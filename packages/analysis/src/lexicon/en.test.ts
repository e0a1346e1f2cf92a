import { checkRow, type Row } from '../test-support';

// English pack text (UK, US, and the English lines of Swiss packs), plus language-independent
// E-numbers.

const gluten: Row[] = [
  ['wheat flour', { 2: 'red gluten.cereal', 3: 'red fodmap.fructans' }],
  ['Enriched flour (wheat flour, niacin, iron)', { 2: 'red gluten.cereal' }],
  ['spelt', { 2: 'red gluten.cereal' }],
  ['durum wheat semolina', { 2: 'red gluten.cereal' }],
  ['barley malt extract', { 2: 'red gluten.cereal' }],
  ["barley's malt extract", { 2: 'red gluten.cereal' }],
  ['malted barley flour', { 2: 'red gluten.cereal' }],
  ['rye flour', { 2: 'red gluten.cereal' }],
  ['vital wheat gluten', { 2: 'red gluten.cereal', 3: 'green' }],
  ['oats', { 2: 'yellow gluten.oats' }],
  ['oat fibre', { 2: 'yellow gluten.oats' }],
  ['gluten-free oats', { 2: 'green gluten.oats' }],
  ['flour, water, salt', { 2: 'yellow gluten.unspecified-cereal' }],
  ['soy sauce', { 2: 'yellow gluten.unspecified-cereal' }],
  ['malt vinegar', { 2: 'yellow gluten.malt-vinegar' }],
  ['soy sauce (water, soybeans, wheat, salt)', { 2: 'red gluten.cereal', 3: 'yellow fodmap.soy-sauce' }],
];

const glutenTraps: Row[] = [
  ['buckwheat flour', { 2: 'green' }],
  ['rice flour, corn starch', { 2: 'green' }],
  ['partially defatted peanut flour', { 2: 'green' }],
  ['maltodextrin', { 2: 'green' }],
  ['ginger beer', { 2: 'green' }],
];

const glutenExemptions: Row[] = [
  ['glucose syrup (wheat)', { 2: 'green gluten.exempt-derivative' }],
  ['glucose fructose syrup (from wheat)', { 2: 'green gluten.exempt-derivative' }],
  ['dextrose (from wheat)', { 2: 'green gluten.exempt-derivative' }],
];

const mayContain: Row[] = [
  ['Sugar, cocoa butter. May contain wheat.', { 2: 'yellow gluten.may-contain' }],
  ['Made in a facility that also processes wheat and milk.', { 1: 'yellow', 2: 'yellow' }],
  ['May contain traces of milk.', { 1: 'yellow lactose.may-contain' }],
  ['Sea salt, trace minerals, wheat flour', { 2: 'red gluten.cereal' }],
  ['Not suitable for those with a milk allergy.', { 1: 'yellow lactose.may-contain' }],
  [
    'vegetable oil: may contain one or more of the following: canola, palm, wheat flour',
    { 2: 'red gluten.cereal' },
  ],
  ['sugar. May contain traces of hazelnuts, almonds and milk.', { 1: 'yellow lactose.may-contain' }],
];

const glutenFree: Row[] = [
  ['Oats, sugar. Gluten free.', { 2: 'green gluten.oats' }],
  ['Rice. Gluten free. May contain wheat.', { 2: 'green gluten.may-contain' }],
  ['Wheat flour. Gluten free.', { 2: 'red gluten.cereal' }],
];

const lactose: Row[] = [
  ['milk', { 1: 'red lactose.milk', 3: 'red fodmap.lactose' }],
  ['skim milk powder', { 1: 'red lactose.milk' }],
  ['whey powder (milk)', { 1: 'red lactose.milk' }],
  ['lactose', { 1: 'red lactose.milk' }],
  ['cream cheese', { 1: 'red lactose.milk' }],
  ['butter', { 1: 'yellow lactose.low-lactose-dairy', 3: 'green' }],
  ['anhydrous butter oil', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['sodium caseinate', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['cheddar cheese (milk, salt, enzymes)', { 1: 'yellow lactose.ripened-cheese' }],
  ['parmesan cheese (pasteurized milk, cheese cultures, salt, enzymes)', { 1: 'green lactose.aged-cheese' }],
  // The name and the generic word together are one cheese, not an aged one plus an unnamed one.
  ['Emmental cheese, Raclette cheese', { 1: 'green lactose.aged-cheese', 3: 'green' }],
];

const lactoseTraps: Row[] = [
  ['cocoa butter', { 1: 'green' }],
  ['peanut butter', { 1: 'green' }],
  ['coconut milk', { 1: 'green' }],
  ['cream of tartar', { 1: 'green' }],
  ['lactic acid', { 1: 'green' }],
  ['butternut squash', { 1: 'green' }],
];

const lactoseFree: Row[] = [
  ['lactose-free milk', { 1: 'green lactose.milk' }],
  ['Milk, cream. Lactose free.', { 1: 'green lactose.free-claim' }],
];

const fodmap: Row[] = [
  ['onion powder', { 3: 'red fodmap.fructans' }],
  ['garlic', { 3: 'red fodmap.fructans' }],
  ['chives', { 3: 'green' }],
  ['spices', { 3: 'yellow fodmap.hidden-onion-garlic' }],
  ['chickpeas', { 3: 'red fodmap.gos' }],
  ['green beans', { 3: 'green' }],
  ['cashews', { 3: 'red fodmap.gos' }],
  ['cauliflower', { 3: 'red fodmap.polyols' }],
  ['chicory root fiber', { 3: 'red fodmap.fructans', 4: 'yellow fructose.fructans' }],
];

const fructose: Row[] = [
  ['honey', { 3: 'red fodmap.excess-fructose', 4: 'red fructose.excess' }],
  ['high fructose corn syrup', { 4: 'red fructose.excess' }],
  ['apple juice concentrate', { 4: 'red fructose.excess' }],
  ['pineapple', { 3: 'green', 4: 'green' }],
  ['corn syrup', { 3: 'green', 4: 'green' }],
  ['invert sugar', { 4: 'yellow fructose.load' }],
  ['sorbitol', { 3: 'red fodmap.polyols', 4: 'red fructose.sorbitol' }],
  ['xylitol', { 3: 'red fodmap.polyols', 4: 'yellow fructose.polyol' }],
  ['raisins', { 3: 'red fodmap.fructans', 4: 'yellow fructose.load' }],
  ['cherry tomatoes', { 3: 'green', 4: 'green' }],
  ['prunes (80%), sugar', { 4: 'red fructose.sorbitol-fruit-main' }],
];

const eNumbers: Row[] = [
  ['sweetener: E420', { 3: 'red fodmap.polyols', 4: 'red fructose.sorbitol' }],
  ['E 965', { 3: 'red fodmap.polyols', 4: 'yellow fructose.polyol' }],
  ['E-966', { 1: 'green', 3: 'red fodmap.polyols' }],
  ['E270', { 1: 'green', 3: 'green' }],
];

describe('English word lists and rules', () => {
  it.each(gluten)('given "%s", should flag the gluten cereal', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(glutenTraps)('given "%s", should not mistake it for a gluten cereal', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(glutenExemptions)('given "%s", should apply the Annex II exemption', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(mayContain)('given "%s", should read the may-contain statement', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(glutenFree)('given "%s", should apply the gluten-free claim', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(lactose)('given "%s", should rate the lactose', (text, expected) => checkRow(text, 'en', expected));
  it.each(lactoseTraps)('given "%s", should not mistake it for dairy', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(lactoseFree)('given "%s", should apply the lactose claim', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(fodmap)('given "%s", should rate the FODMAPs', (text, expected) => checkRow(text, 'en', expected));
  it.each(fructose)('given "%s", should rate the fructose', (text, expected) =>
    checkRow(text, 'en', expected),
  );
  it.each(eNumbers)('given "%s", should read the E-number', (text, expected) =>
    checkRow(text, 'en', expected),
  );
});
