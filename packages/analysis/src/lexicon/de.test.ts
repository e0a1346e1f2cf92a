import { checkRow, type Row } from '../test-support';

// German pack text, Swiss spelling included (ss for ß). One table per rule family.

const gluten: Row[] = [
  ['Weizenmehl', { 2: 'red gluten.cereal', 3: 'red fodmap.fructans' }],
  ['Vollkornweizenmehl', { 2: 'red gluten.cereal' }],
  ['Dinkelmehl', { 2: 'red gluten.cereal' }],
  ['Urdinkel-Vollkornmehl', { 2: 'red gluten.cereal' }],
  ['Roggenschrot', { 2: 'red gluten.cereal' }],
  ['Gerstenmalzextrakt', { 2: 'red gluten.cereal' }],
  ['Malzextrakt', { 2: 'red gluten.cereal', 3: 'yellow fodmap.fructans-possible' }],
  ['Hartweizengriess', { 2: 'red gluten.cereal' }],
  ['Weizeneiweiss', { 2: 'red gluten.cereal', 3: 'green' }],
  ['Weizenstärke', { 2: 'red gluten.cereal', 3: 'green' }],
  ['Paniermehl', { 2: 'yellow gluten.unspecified-cereal' }],
  ['Mehl, Wasser', { 2: 'yellow gluten.unspecified-cereal' }],
  ['Haferflocken', { 2: 'yellow gluten.oats', 3: 'green' }],
  ['Zucker, Haferflocken (glutenfrei)', { 2: 'green gluten.oats' }],
  ['glutenfreie Haferflocken', { 2: 'green gluten.oats' }],
  ['glutenfreie Weizenstärke', { 2: 'yellow gluten.gf-wheat-starch' }],
  ['Weizenstärke (glutenfrei), Maisstärke', { 2: 'yellow gluten.gf-wheat-starch' }],
  ['Malzessig', { 2: 'yellow gluten.malt-vinegar' }],
  // wheat in a soy sauce: gluten red, FODMAP by Monash's serving (2 tablespoons)
  ['Sojasauce (Wasser, Sojabohnen, Weizen, Salz)', { 2: 'red gluten.cereal', 3: 'yellow fodmap.soy-sauce' }],
];

const glutenTraps: Row[] = [
  ['Buchweizenmehl', { 2: 'green', 3: 'green' }],
  ['Vollkornbuchweizen', { 2: 'green' }],
  ['Reismehl, Maisstärke, Hirse', { 2: 'green' }],
  ['Schweineschmalz', { 2: 'green' }],
  ['Johannisbrotkernmehl', { 2: 'green' }],
];

const glutenExemptions: Row[] = [
  ['Glukosesirup (Weizen)', { 2: 'green gluten.exempt-derivative', 3: 'green' }],
  ['Weizenglukosesirup', { 2: 'green gluten.exempt-derivative' }],
  ['Dextrose (aus Weizen)', { 2: 'green gluten.exempt-derivative' }],
  ['Maltodextrin', { 2: 'green' }],
  ['Glukose-Fruktose-Sirup (Weizen)', { 2: 'green gluten.exempt-derivative' }],
];

const mayContain: Row[] = [
  ['Zucker, Kakaobutter. Kann Spuren von Weizen enthalten.', { 2: 'yellow gluten.may-contain' }],
  ['Kann Gluten enthalten', { 2: 'yellow gluten.may-contain' }],
  ['Hergestellt in einem Betrieb, der auch Weizen und Milch verarbeitet.', { 1: 'yellow', 2: 'yellow' }],
  ['Kann Spuren von Milch enthalten.', { 1: 'yellow lactose.may-contain', 3: 'green' }],
  ['Kann Spuren von Nüssen enthalten. Weizenmehl', { 2: 'red gluten.cereal' }],
  ['Zucker (kann Spuren von Gerste enthalten), Weizenmehl', { 2: 'red gluten.cereal' }],
  // German dative plurals name allergens: the statement runs on to the milk
  [
    'Zucker. Kann Spuren von Soja, Haselnüssen und Milch enthalten.',
    { 1: 'yellow lactose.may-contain', 3: 'green' },
  ],
  ['Zucker. Kann Spuren von Erdnüssen, Mandeln und Milch enthalten.', { 1: 'yellow lactose.may-contain' }],
  [
    'Kann Spuren von Cashewnüssen, Walnüssen, Eiern und Weizen enthalten.',
    { 2: 'yellow gluten.may-contain' },
  ],
];

const glutenFree: Row[] = [
  ['Hafer, Zucker. Glutenfrei.', { 2: 'green gluten.free-claim' }],
  ['Glutenfrei. Kann Spuren von Weizen enthalten.', { 2: 'green gluten.may-contain' }],
  ['Weizenmehl. Glutenfrei.', { 2: 'red gluten.cereal' }],
  ['Gerstenmalz, Zucker. Glutenfrei', { 2: 'red gluten.cereal' }],
  ['Roggen, Hafer. Garantiert glutenfrei.', { 2: 'red gluten.cereal' }],
];

const lactose: Row[] = [
  ['Vollmilchpulver', { 1: 'red lactose.milk', 3: 'red fodmap.lactose' }],
  ['_Vollmilchpulver_, Zucker', { 1: 'red lactose.milk' }],
  ['Süssmolkenpulver', { 1: 'red lactose.milk' }],
  ['Süßmolkenpulver', { 1: 'red lactose.milk' }],
  ['Magermilch', { 1: 'red lactose.milk' }],
  ['Rahm', { 1: 'red lactose.milk' }],
  ['Milchzucker', { 1: 'red lactose.milk' }],
  ['Laktose', { 1: 'red lactose.milk' }],
  ['Joghurt nature', { 1: 'red lactose.milk' }],
  ['Magerquark', { 1: 'red lactose.milk' }],
  ['Frischkäse', { 1: 'red lactose.milk' }],
  ['Butter', { 1: 'yellow lactose.low-lactose-dairy', 3: 'green' }],
  ['Butterreinfett', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['Milcheiweiss', { 1: 'yellow lactose.low-lactose-dairy' }],
  ['Mozzarella', { 1: 'yellow lactose.ripened-cheese', 3: 'yellow fodmap.lactose' }],
  ['Emmentaler', { 1: 'green lactose.aged-cheese', 3: 'green' }],
  ['Emmentaler AOP (Milch)', { 1: 'green lactose.aged-cheese' }],
  ['Le Gruyère AOP (Rohmilch, Salz, Lab)', { 1: 'green lactose.aged-cheese' }],
  ['Emmentaler Käse, Appenzellerkäse, Tilsiter Käse', { 1: 'green lactose.aged-cheese', 3: 'green' }],
  ['Sbrinz, Salz. Enthält Milch.', { 1: 'green' }],
  ['Salz. Enthält Milch.', { 1: 'red lactose.milk' }],
  // rennet at the top level: the list is a cheese's, its milk the cheese's source
  [
    'Pastmilch, Salz, Labferment, Kulturen',
    { 1: 'yellow lactose.cheese-by-rennet', 3: 'yellow fodmap.lactose' },
  ],
];

const lactoseTraps: Row[] = [
  ['Kakaobutter', { 1: 'green', 3: 'green' }],
  ['Erdnussbutter', { 1: 'green' }],
  ['Kokosmilch', { 1: 'green' }],
  ['Milchsäure', { 1: 'green' }],
  ['Eiweiß', { 1: 'green', 2: 'green', 3: 'green', 4: 'green' }],
  ['Hühnereiweiss', { 1: 'green', 2: 'green', 3: 'green', 4: 'green' }],
];

const lactoseFree: Row[] = [
  ['Milch laktosefrei', { 1: 'green lactose.free-claim', 3: 'green' }],
  ['laktosefreie Milch, Zucker', { 1: 'green lactose.milk' }],
  ['Milch, Rahm, Zucker. Laktosefrei.', { 1: 'green lactose.free-claim' }],
  ['Von Natur aus laktose- und glutenfrei. Hafer', { 1: 'green', 2: 'green' }],
  ['Milch. Laktosearm.', { 1: 'yellow lactose.milk', 3: 'yellow fodmap.lactose' }],
  ['Glutenfrei. Weizenstärke (glutenfrei)', { 2: 'green gluten.gf-wheat-starch' }],
];

const fodmap: Row[] = [
  ['Zwiebeln', { 3: 'red fodmap.fructans', 4: 'green' }],
  ['Knoblauchpulver', { 3: 'red fodmap.fructans' }],
  ['Schnittlauch', { 3: 'green' }],
  ['Gewürze', { 3: 'yellow fodmap.hidden-onion-garlic' }],
  ['Kichererbsen', { 3: 'red fodmap.gos' }],
  ['grüne Bohnen', { 3: 'green' }],
  ['Inulin', { 3: 'red fodmap.fructans', 4: 'yellow fructose.fructans' }],
  ['Pilze', { 3: 'red fodmap.polyols', 4: 'green' }],
];

const fructose: Row[] = [
  ['Honig', { 3: 'red fodmap.excess-fructose', 4: 'red fructose.excess' }],
  ['Apfelsaftkonzentrat', { 4: 'red fructose.excess' }],
  ['Birnendicksaft', { 4: 'red fructose.excess' }],
  ['Fruktose-Glukose-Sirup', { 4: 'red fructose.excess' }],
  ['Glukose-Fruktose-Sirup', { 3: 'yellow fodmap.fructose-load', 4: 'yellow fructose.load' }],
  ['Invertzuckersirup', { 4: 'yellow fructose.load' }],
  ['Sorbit', { 3: 'red fodmap.polyols', 4: 'red fructose.sorbitol' }],
  ['Isomalt', { 3: 'red fodmap.polyols', 4: 'yellow fructose.polyol' }],
  ['Apfelsäure', { 3: 'green', 4: 'green' }],
  ['Zucker, Traubenzucker', { 3: 'green', 4: 'green' }],
  ['Pflaumen 60 %, Zucker', { 4: 'red fructose.sorbitol-fruit-main' }],
  ['Aprikosen (55 %), Zucker', { 4: 'red fructose.sorbitol-fruit-main' }],
  ['Zucker, Aprikosen 30 %', { 4: 'yellow fructose.sorbitol-fruit' }],
  ['Fruchtzubereitung 60 % (Pflaumen, Zucker)', { 4: 'yellow fructose.sorbitol-fruit' }],
];

describe('German word lists and rules', () => {
  it.each(gluten)('given "%s", should flag the gluten cereal', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(glutenTraps)('given "%s", should not mistake it for a gluten cereal', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(glutenExemptions)('given "%s", should apply the Annex II exemption', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(mayContain)('given "%s", should read the may-contain statement', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(glutenFree)('given "%s", should apply the gluten-free claim', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(lactose)('given "%s", should rate the lactose', (text, expected) => checkRow(text, 'de', expected));
  it.each(lactoseTraps)('given "%s", should not mistake it for dairy', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(lactoseFree)('given "%s", should apply the lactose claim', (text, expected) =>
    checkRow(text, 'de', expected),
  );
  it.each(fodmap)('given "%s", should rate the FODMAPs', (text, expected) => checkRow(text, 'de', expected));
  it.each(fructose)('given "%s", should rate the fructose', (text, expected) =>
    checkRow(text, 'de', expected),
  );
});
