import { analyzeText } from './analyze';
import { checkRow, type Row } from './test-support';
import type { Lang } from './types';

/** The list read as a structure: negations, declarations, may-contain scope, colons, sub-lists. */
const ROWS: readonly (readonly [Lang, ...Row])[] = [
  // negated claims
  ['en', 'Oats. Not gluten-free.', { 2: 'yellow gluten.negated-claim' }],
  ['de', 'Haferflocken. Nicht glutenfrei.', { 2: 'yellow gluten.negated-claim' }],
  ['fr', 'Avoine. Non sans gluten.', { 2: 'yellow gluten.negated-claim' }],
  ['en', 'Milk powder, sugar. Not lactose-free.', { 1: 'red lactose.milk' }],
  ['de', 'Hafer. Glutenfrei.', { 2: 'green gluten.free-claim' }],
  // named as absent
  ['en', 'Sugar, cocoa butter. Free from milk.', { 1: 'green' }],
  ['de', 'Zucker, Kakaobutter, ohne Zusatz von Milch', { 1: 'green lactose.named-absent' }],
  ['it', 'zucchero, burro di cacao, senza latte', { 1: 'green' }],
  ['en', 'Rice, salt. Made without wheat.', { 2: 'green gluten.named-absent' }],
  ['en', 'sugar free milk chocolate', { 1: 'red lactose.milk' }],
  // declarations are never swallowed by an exemption
  ['en', 'Glucose syrup (wheat), sugar. Contains: wheat.', { 2: 'red gluten.cereal' }],
  ['de', 'Glukosesirup (Weizen), Zucker. Enthält: Weizen.', { 2: 'red gluten.cereal' }],
  ['fr', 'Sirop de glucose (blé), sucre. Contient : blé.', { 2: 'red gluten.cereal' }],
  ['en', 'Glucose syrup (wheat), sugar', { 2: 'green gluten.exempt-derivative' }],
  ['fr', 'Emmental, sel. Contient du lait.', { 1: 'green' }],
  // may-contain: exact scope, no bare triggers
  [
    'en',
    'Sugar, may contain milk, wheat flour, salt',
    { 1: 'yellow lactose.may-contain', 2: 'red gluten.cereal' },
  ],
  ['fr', 'Sucre, peut contenir des traces de lait, farine de blé, sel', { 2: 'red gluten.cereal' }],
  [
    'de',
    'Zucker. Kann Spuren von Milch, Weizen und Soja enthalten.',
    { 1: 'yellow', 2: 'yellow gluten.may-contain' },
  ],
  ['it', 'Zucchero. Può contenere tracce di latte, frumento e soia.', { 2: 'yellow gluten.may-contain' }],
  ['en', 'Sugar, trace minerals, wheat flour', { 2: 'red gluten.cereal' }],
  ['en', 'Sugar. May contain: milk, peanuts, wheat.', { 1: 'yellow', 2: 'yellow gluten.may-contain' }],
  // cultures are not dairy
  ['en', 'Water, sugar, yoghurt cultures', { 1: 'green' }],
  ['de', 'Zucker, Joghurtkulturen, Salz', { 1: 'green' }],
  ['fr', 'sucre, ferments du yaourt, sel', { 1: 'green' }],
  ['it', 'zucchero, fermenti dello yogurt, sale', { 1: 'green' }],
  ['en', 'Yoghurt (milk), sugar', { 1: 'red lactose.milk' }],
  // colon after a covering ingredient
  ['fr', 'Emmental AOP : lait cru, sel, présure', { 1: 'green lactose.aged-cheese' }],
  ['de', 'Gruyère AOP: Rohmilch, Salz, Lab', { 1: 'green lactose.aged-cheese' }],
  ['en', 'Emulsifier: soy lecithin, milk', { 1: 'red lactose.milk' }],
  // a closed sub-list settles its parent
  ['en', 'wafer (potato starch, water), sugar', { 2: 'green gluten.settled-by-sublist' }],
  ['en', 'wafer (wheat flour, water), sugar', { 2: 'red gluten.cereal' }],
  ['de', 'Waffel (Kartoffelstärke, Wasser), Zucker', { 2: 'green' }],
  // amounts (FODMAP only; onion, garlic, inulin and polyols at any amount)
  ['de', 'Reis, Zucker, Weizenmehl (2 %), Salz', { 2: 'red gluten.cereal', 3: 'yellow fodmap.small-amount' }],
  ['en', 'Corn, sugar, contains 2% or less of: wheat flour, salt', { 3: 'yellow fodmap.small-amount' }],
  ['en', 'Corn, sugar, contains 2% or less of: salt, onion powder', { 3: 'red fodmap.fructans' }],
  ['fr', 'riz, farine de blé 1,5 %, sel', { 3: 'yellow fodmap.small-amount' }],
  ['it', 'riso, farina di frumento 12%, sale', { 3: 'red fodmap.fructans' }],
  ['de', 'Reis, Knoblauch 0,5 %', { 3: 'red fodmap.fructans' }],
  // rennet makes a cheese of its item
  ['fr', 'Chavroux (lait cru, sel, présure)', { 1: 'yellow lactose.cheese-by-rennet' }],
  ['de', 'Bergkäse (Rohmilch, Salz, Lab)', { 1: 'green lactose.aged-cheese' }],
  // and rennet at the top level makes a cheese of the whole list
  ['en', 'Milk, sugar, rennet', { 1: 'yellow lactose.cheese-by-rennet', 3: 'yellow fodmap.lactose' }],
];

describe('the list as a structure', () => {
  it.each(ROWS)('given (%s) "%s", should read it', (lang, text, expected) => checkRow(text, lang, expected));

  it('given a negated claim, should quote the negation and the claim at their offsets', () => {
    const r = analyzeText('Oats. Not gluten-free.', 'en').verdicts[2].reasons.find(
      (x) => x.rule === 'gluten.negated-claim',
    );
    expect(r).toMatchObject({ text: 'Not gluten-free', start: 6, end: 21, lang: 'en', field: 'text' });
  });
});
