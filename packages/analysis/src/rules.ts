import type { IntoleranceCode, Verdict } from '@diet/domain';

/**
 * The rule catalogue. Every reason the engine gives names one of these ids; RULES.md lists the same
 * ids with the same sources (a test keeps the two in step). The word lists that trigger the rules
 * live in `lexicon/*.json`, grouped by the word classes defined below.
 */
export interface RuleInfo {
  codes: readonly IntoleranceCode[];
  summary: string;
  source: string;
}

const FIC = 'Regulation (EU) No 1169/2011 (FIC)';
const LIV = 'Swiss LIV, SR 817.022.16';
const MONASH =
  'Monash University Low FODMAP Diet food guide; Gibson & Shepherd, J Gastroenterol Hepatol 2010;25:252-8';
const FM = 'Gibson et al., Aliment Pharmacol Ther 2007;25:349-63 (fructose malabsorption)';

export const RULES = {
  'lactose.milk': {
    codes: [1],
    summary: 'Milk, cream, whey, milk powder, lactose, yoghurt, fresh cheese: lactose-bearing milk products.',
    source: `${FIC} Annex II no. 7 (milk and products thereof, including lactose); ${LIV} Anhang 6`,
  },
  'lactose.low-lactose-dairy': {
    codes: [1],
    summary: 'Butter, butterfat, ghee, caseinates, milk protein: milk products with little lactose.',
    source: `${FIC} Annex II no. 7; lactose content of milk fats and proteins per ${MONASH}`,
  },
  'lactose.ripened-cheese': {
    codes: [1],
    summary: 'Unspecified or soft/ripened cheese: usually low lactose but not guaranteed below 0.1 g/100 g.',
    source: `${FIC} Annex II no. 7; ${LIV} Art. 42 (lactose-free means < 0.1 g/100 g)`,
  },
  'lactose.aged-cheese': {
    codes: [1],
    summary:
      'Swiss hard and semi-hard cheeses and long-aged Italian/French hard cheeses are naturally lactose-free.',
    source: `${LIV} Art. 42 para. 2 (< 0.1 g lactose/100 g); Agroscope / Swissmilk on Swiss hard cheese; Parmigiano Reggiano and Grana Padano consortia`,
  },
  'lactose.may-contain': {
    codes: [1],
    summary: 'A "may contain milk" statement: cross-contact may exceed the lactose-free threshold.',
    source: `${LIV} Art. 11 para. 5 lit. d (declare lactose cross-contact above 1 g/kg = 0.1 g/100 g)`,
  },
  'lactose.free-claim': {
    codes: [1, 3],
    summary: 'Labelled lactose-free (label tag or pack phrase): milk findings become green.',
    source: `${LIV} Art. 42 para. 2 (lactose-free: < 0.1 g/100 g or 100 ml)`,
  },
  'lactose.reduced-claim': {
    codes: [1, 3],
    summary: 'Labelled lactose-reduced: milk findings are capped at yellow.',
    source: `${LIV} Art. 42 para. 1 (lactose-reduced: halved and at most 2 g/100 g dry matter)`,
  },
  'gluten.cereal': {
    codes: [2],
    summary: 'Wheat (incl. spelt/Dinkel, khorasan, durum), rye, barley, malt, gluten and their products.',
    source: `${FIC} Annex II no. 1; ${LIV} Anhang 6 no. 1`,
  },
  'gluten.oats': {
    codes: [2],
    summary:
      'Oats: listed with the gluten cereals; only oats made free of contamination (≤ 20 mg/kg) are safe.',
    source: `${FIC} Annex II no. 1; Regulation (EU) No 828/2014 Annex B; ${LIV} Art. 41 para. 2`,
  },
  'gluten.unspecified-cereal': {
    codes: [2],
    summary: 'Flour, bread, pasta, semolina, breadcrumbs, bran or soy sauce without a named cereal.',
    source: `${FIC} Art. 21 and Annex II no. 1 (the cereal must be named; unnamed means unknown)`,
  },
  'gluten.gf-wheat-starch': {
    codes: [2],
    summary: 'Wheat starch processed to be gluten-free: fine for most coeliacs, not for wheat allergy.',
    source: 'Codex Standard 118-1979; Regulation (EU) No 828/2014 (≤ 20 mg/kg)',
  },
  'gluten.malt-vinegar': {
    codes: [2],
    summary: 'Barley malt vinegar: not exempted in Annex II, although measured gluten is usually low.',
    source: `${FIC} Annex II no. 1; Coeliac UK guidance on malt vinegar`,
  },
  'gluten.exempt-derivative': {
    codes: [2, 3],
    summary:
      'Glucose syrups and dextrose from wheat or barley, wheat maltodextrins and distilled alcohol are exempt.',
    source: `${FIC} Annex II no. 1 (a)-(d); ${LIV} Anhang 6 no. 1`,
  },
  'gluten.may-contain': {
    codes: [2],
    summary: 'A "may contain gluten/wheat" statement: in Switzerland it may mean more than 200 mg/kg.',
    source: `${LIV} Art. 11 para. 5 lit. b (declare gluten cross-contact above 200 mg/kg)`,
  },
  'gluten.free-claim': {
    codes: [2],
    summary:
      'Labelled gluten-free: oats, unnamed cereals and may-contain findings become green; a named wheat/rye/barley is a conflict (yellow).',
    source: `Regulation (EU) No 828/2014; ${LIV} Art. 41 para. 1 lit. a (≤ 20 mg/kg)`,
  },
  'gluten.negated-claim': {
    codes: [2],
    summary:
      'A negated gluten-free claim ("Not gluten-free", "nicht glutenfrei", "non sans gluten"): no claim, and a warning.',
    source: `Regulation (EU) No 828/2014 (only products meeting ≤ 20 mg/kg may claim gluten-free)`,
  },
  'gluten.named-absent': {
    codes: [2],
    summary:
      'A gluten cereal named as absent ("ohne Weizen", "free from wheat", "sans blé"): not an ingredient.',
    source: `${FIC} Art. 36 (voluntary information must not mislead)`,
  },
  'gluten.settled-by-sublist': {
    codes: [2, 3],
    summary:
      'An unnamed cereal product whose own closed sub-list names its content without any gluten cereal ("wafer (potato starch, water)").',
    source: `${FIC} Art. 18 and Annex VII Part E (compound ingredients list their own ingredients)`,
  },
  'lactose.negated-claim': {
    codes: [1],
    summary:
      'A negated lactose-free claim ("not lactose-free", "nicht laktosefrei"): no claim, and a warning.',
    source: `${LIV} Art. 42`,
  },
  'lactose.named-absent': {
    codes: [1],
    summary: 'Milk named as absent ("free from milk", "ohne Milch", "senza latte"): not an ingredient.',
    source: `${FIC} Art. 36 (voluntary information must not mislead)`,
  },
  'fodmap.small-amount': {
    codes: [3],
    summary:
      'A FODMAP source printed at 2 % or less (or after "2 % or less of"): a small amount, yellow instead of red; onion, garlic, inulin and polyols stay red at any amount.',
    source: `${MONASH}; Varney et al., J Gastroenterol Hepatol 2017;32 Suppl 1:53-61 (FODMAP cut-off values per serve)`,
  },
  'lactose.cheese-by-rennet': {
    codes: [1, 3],
    summary:
      'An item whose own closed sub-list names rennet is a cheese ("Tomme (lait cru, sel, présure)"): the milk there is its source; ripened cheese, yellow.',
    source: `${FIC} Annex II no. 7; ${LIV} Art. 42`,
  },
  'gluten.label-conflict': {
    codes: [2],
    summary:
      'A gluten-free label or claim against a named wheat, rye, barley or malt: allowed for specially processed cereals (≤ 20 mg/kg), so yellow, with both named.',
    source:
      'Regulation (EU) No 828/2014 Art. 3 and Annex (specially processed cereals may carry the claim at ≤ 20 mg/kg)',
  },
  'lactose.label-conflict': {
    codes: [1],
    summary: 'A vegan or milk-free label against a named milk ingredient: yellow, with both named.',
    source: `${FIC} Art. 7 (information must be accurate); Open Food Facts labels as producer evidence`,
  },
  'lactose.vegan-label': {
    codes: [1],
    summary:
      'A vegan or milk-free label: evidence that no milk is used (never turns a named milk ingredient green).',
    source:
      'Open Food Facts labels_tags (en:vegan, en:no-milk, en:no-dairy); product policy: labels as evidence',
  },
  'fodmap.fructans': {
    codes: [3],
    summary: 'Fructans: wheat, rye, barley, onion, garlic, leek, shallot, artichoke, inulin, chicory root.',
    source: MONASH,
  },
  'fodmap.fructans-possible': {
    codes: [3],
    summary: 'Unnamed cereal products and malt: may carry fructans.',
    source: MONASH,
  },
  'fodmap.hidden-onion-garlic': {
    codes: [3],
    summary: '"Spices"/"seasoning" may hide onion or garlic.',
    source: `${FIC} Annex VII Part B (spices ≤ 2 % may be declared by category name); ${MONASH}`,
  },
  'fodmap.gos': {
    codes: [3],
    summary:
      'Galacto-oligosaccharides: pulses (beans, chickpeas, lentils, peas), soy flour, cashews, pistachios.',
    source: MONASH,
  },
  'fodmap.lactose': {
    codes: [3],
    summary: 'Lactose, the FODMAP disaccharide: milk, cream, whey, soft cheese, yoghurt.',
    source: MONASH,
  },
  'fodmap.soy-sauce': {
    codes: [3],
    summary:
      "Wheat or soybeans inside a soy sauce's own sub-list: soy sauce is low FODMAP at a serving of 2 tablespoons (42 g), so yellow (check the amount), not red.",
    source: `${MONASH} (soy sauce: low FODMAP at 2 tablespoons)`,
  },
  'fodmap.excess-fructose': {
    codes: [3],
    summary:
      'Fructose in excess of glucose: honey, agave, fructose (syrups), apple, pear, mango, watermelon.',
    source: MONASH,
  },
  'fodmap.fructose-load': {
    codes: [3],
    summary: 'Glucose-fructose syrups, invert sugar, unnamed fruit juice: balanced but heavy fructose load.',
    source: MONASH,
  },
  'fodmap.polyols': {
    codes: [3],
    summary:
      'Polyols: sorbitol, mannitol, xylitol, maltitol, isomalt, lactitol; stone fruit, mushrooms, cauliflower.',
    source: MONASH,
  },
  'fructose.excess': {
    codes: [4],
    summary: 'Free fructose exceeding glucose: fructose, HFCS, honey, agave, apple, pear, mango.',
    source: FM,
  },
  'fructose.sorbitol': {
    codes: [4],
    summary: 'Sorbitol (E420) worsens fructose absorption and is excluded in fructose malabsorption.',
    source: FM,
  },
  'fructose.polyol': {
    codes: [4],
    summary: 'Other polyols (mannitol, xylitol, maltitol, isomalt, lactitol): tolerance varies.',
    source: FM,
  },
  'fructose.sorbitol-fruit': {
    codes: [4],
    summary: 'Stone fruit and prunes carry sorbitol.',
    source: `${FM}; ${MONASH}`,
  },
  'fructose.sorbitol-fruit-main': {
    codes: [4],
    summary:
      'A sorbitol-rich fruit (apricot, plum, prune, peach, nectarine, blackberry) as the main ingredient: printed at 50 % or more.',
    source: `${FM}; ${MONASH} (sorbitol in stone fruit and prunes)`,
  },
  'fructose.load': {
    codes: [4],
    summary: 'Glucose-fructose syrup, invert sugar, dried fruit, unnamed fruit juice: large fructose load.',
    source: FM,
  },
  'fructose.fructans': {
    codes: [4],
    summary: 'Inulin, FOS, oligofructose: fructose polymers, often excluded in fructose malabsorption.',
    source: FM,
  },
  'fructose.excess-nutriments': {
    codes: [3, 4],
    summary: 'Nutrition table gives fructose above glucose by more than 0.15 g/100 g.',
    source: `${MONASH} (excess fructose: fructose > glucose + 0.15 g); ${FM}`,
  },
  'data.no-ingredients': {
    codes: [1, 2, 3, 4],
    summary: 'No ingredient list: never green.',
    source: 'Product policy: conservative where data is missing',
  },
  'data.not-understood': {
    codes: [1, 2, 3, 4],
    summary:
      'An ingredient item names no known ingredient (amounts, labels, origins, processing words and statements set aside; one reason per item, at most 10): never green, whatever the share.',
    source:
      'Open Food Facts ingredient analysis (unknown ingredients counted per item; ingredients_processing taxonomy); product policy: unknown is never green, no allowance',
  },
  'vocabulary.unrated': {
    codes: [1, 2, 3, 4],
    summary:
      'A known ingredient of a risk family (milk, gluten cereals, fructan, GOS, polyol and fructose sources) that no word list of ours rates yet: yellow on the codes that family touches.',
    source:
      'Open Food Facts ingredients taxonomy (ODbL; families in scripts/build-vocabulary.ts); product policy: unknown is never green',
  },
  'data.nothing-recognised': {
    codes: [1, 2, 3, 4],
    summary:
      'No item of the text names a known ingredient (a product name, "see pack", an address, a lone statement): never green.',
    source: 'Product policy: unknown is never green',
  },
  'data.cut-off': {
    codes: [1, 2, 3, 4],
    summary:
      'The list looks cut off: a bracket opened shortly before an end without a full stop, a trailing comma or colon, "…", a dangling "and"/"de"/"mit", the start of a word, or a field-length cut.',
    source: 'Product policy: unknown is never green',
  },
  'data.unsupported-language': {
    codes: [1, 2, 3, 4],
    summary: 'The only ingredient lists are in a language the word lists do not read.',
    source: 'Product policy: conservative where data is missing',
  },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;

/** A word class's effect on one code. */
export type Effect = readonly [IntoleranceCode, Verdict, RuleId];

export type ClassKind = 'ingredient' | 'trigger' | 'claim' | 'header' | 'contains' | 'conjunction' | 'filler';

/**
 * A class of words in the lexicons. `coverGroup` marks a source name ("wheat", "milk") that is
 * absorbed when it only declares where a covering ingredient comes from: "Glukosesirup (Weizen)",
 * "Gruyère AOP (lait)". `covers` marks such a covering ingredient. `allergen` says how the word is
 * read inside a may-contain statement.
 */
export interface ClassDef {
  kind: ClassKind;
  doc: string;
  effects?: readonly Effect[];
  coverGroup?: 'cereal' | 'dairy';
  covers?: 'cereal' | 'dairy';
  allergen?: 'gluten' | 'milk';
  claim?: { gluten?: boolean; lactose?: 'free' | 'reduced' };
  /** When a gluten-free phrase qualifies this very ingredient, read it as gluten-free wheat starch. */
  localGlutenFree?: RuleId;
  /**
   * A generic word ("flour") that says nothing once its item names another ingredient (`true`), or
   * a default ("farina integrale" is wheat flour) that gives way once its item names a grain
   * (`'grain'`: "farina integrale di grano saraceno").
   */
  qualifiable?: boolean | 'grain';
}

const R = 'red' as const;
const Y = 'yellow' as const;
const G = 'green' as const;

const CEREAL: readonly Effect[] = [
  [2, R, 'gluten.cereal'],
  [3, R, 'fodmap.fructans'],
];

export const CLASSES = {
  // ---- gluten (code 2) -------------------------------------------------------------------------
  'gluten.wheat': {
    kind: 'ingredient',
    doc: 'Wheat and its species (spelt/Dinkel, khorasan/Kamut, durum, einkorn, emmer), flours and products.',
    effects: CEREAL,
    coverGroup: 'cereal',
    allergen: 'gluten',
  },
  'gluten.default-wheat': {
    kind: 'ingredient',
    doc: 'A flour that is wheat flour unless its own item names the grain (farina integrale: wholemeal wheat flour, but "farina integrale di grano saraceno" is buckwheat).',
    effects: CEREAL,
    coverGroup: 'cereal',
    allergen: 'gluten',
    qualifiable: 'grain',
  },
  'gluten.rye': {
    kind: 'ingredient',
    doc: 'Rye and its flours.',
    effects: CEREAL,
    coverGroup: 'cereal',
    allergen: 'gluten',
  },
  'gluten.barley': {
    kind: 'ingredient',
    doc: 'Barley, pearl barley, beer.',
    effects: CEREAL,
    coverGroup: 'cereal',
    allergen: 'gluten',
  },
  'gluten.malt': {
    kind: 'ingredient',
    doc: 'Malt and malt extract (barley unless another cereal is named), malted flour.',
    effects: [
      [2, R, 'gluten.cereal'],
      [3, Y, 'fodmap.fructans-possible'],
    ],
    coverGroup: 'cereal',
    allergen: 'gluten',
  },
  'gluten.protein': {
    kind: 'ingredient',
    doc: 'Gluten itself, seitan, wheat protein: gluten without the fructan-rich carbohydrate.',
    effects: [[2, R, 'gluten.cereal']],
    coverGroup: 'cereal',
    allergen: 'gluten',
  },
  'gluten.wheat-starch': {
    kind: 'ingredient',
    doc: 'Wheat starch: gluten-bearing unless qualified as gluten-free; low in fructans.',
    effects: [[2, R, 'gluten.cereal']],
    coverGroup: 'cereal',
    allergen: 'gluten',
    localGlutenFree: 'gluten.gf-wheat-starch',
  },
  'gluten.gf-wheat-starch': {
    kind: 'ingredient',
    doc: 'Wheat starch named as gluten-free / deglutinated.',
    effects: [[2, Y, 'gluten.gf-wheat-starch']],
    allergen: 'gluten',
  },
  'gluten.oats': {
    kind: 'ingredient',
    doc: 'Oats, oat flakes, oat bran, oat drink.',
    effects: [[2, Y, 'gluten.oats']],
    allergen: 'gluten',
  },
  'gluten.unspecified': {
    kind: 'ingredient',
    doc: 'Flour, bread, pasta, semolina, breadcrumbs, bran, biscuits, soy sauce with no cereal named.',
    effects: [
      [2, Y, 'gluten.unspecified-cereal'],
      [3, Y, 'fodmap.fructans-possible'],
    ],
    allergen: 'gluten',
  },
  'gluten.flour': {
    kind: 'ingredient',
    doc: 'Flour or semolina with no cereal named (farine, Mehl, farina, flour). Dropped when the item names what it is made of ("farine de patate douce", "flour (rice)").',
    effects: [
      [2, Y, 'gluten.unspecified-cereal'],
      [3, Y, 'fodmap.fructans-possible'],
    ],
    allergen: 'gluten',
    qualifiable: true,
  },
  'gluten.malt-vinegar': {
    kind: 'ingredient',
    doc: 'Malt vinegar.',
    effects: [[2, Y, 'gluten.malt-vinegar']],
    allergen: 'gluten',
  },
  'gluten.exempt': {
    kind: 'ingredient',
    doc: 'Glucose syrup, dextrose, maltodextrin, distilled alcohol, spirit vinegar, caramel colour: absorb a declared wheat/barley source (Annex II 1 a-d).',
    covers: 'cereal',
  },
  'gluten.free-grain': {
    kind: 'ingredient',
    doc: 'Trap: buckwheat (Buchweizen, sarrasin, blé noir, grano saraceno), rice, maize, millet, quinoa are not gluten cereals.',
  },
  // ---- milk / lactose (code 1, and lactose for code 3) -------------------------------------------
  'dairy.milk': {
    kind: 'ingredient',
    doc: 'Milk as such (any animal, whole/skimmed/raw/pasteurised).',
    effects: [
      [1, R, 'lactose.milk'],
      [3, R, 'fodmap.lactose'],
    ],
    coverGroup: 'dairy',
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.cream': {
    kind: 'ingredient',
    doc: 'Cream (Rahm, Sahne, crème, panna).',
    effects: [
      [1, R, 'lactose.milk'],
      [3, R, 'fodmap.lactose'],
    ],
    coverGroup: 'dairy',
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.lactose-rich': {
    kind: 'ingredient',
    doc: 'Lactose, whey, milk powder, condensed milk, yoghurt, buttermilk, fresh and processed cheese, ice cream, white chocolate.',
    effects: [
      [1, R, 'lactose.milk'],
      [3, R, 'fodmap.lactose'],
    ],
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.fat': {
    kind: 'ingredient',
    doc: 'Butter, butterfat, butter oil, ghee, milk fat.',
    effects: [[1, Y, 'lactose.low-lactose-dairy']],
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.protein': {
    kind: 'ingredient',
    doc: 'Casein, caseinates, milk protein, whey protein isolate.',
    effects: [[1, Y, 'lactose.low-lactose-dairy']],
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.cheese': {
    kind: 'ingredient',
    doc: 'Cheese not known to be aged: mozzarella, feta, brie, cheddar, unspecified cheese.',
    effects: [
      [1, Y, 'lactose.ripened-cheese'],
      [3, Y, 'fodmap.lactose'],
    ],
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.aged-cheese': {
    kind: 'ingredient',
    doc: 'Naturally lactose-free cheeses: Emmentaler, Gruyère, Sbrinz, Appenzeller, Tilsiter, Raclette, Tête de Moine, Parmigiano, Grana Padano, Comté, hard/semi-hard cheese.',
    effects: [
      [1, G, 'lactose.aged-cheese'],
      [3, G, 'fodmap.lactose'],
    ],
    covers: 'dairy',
    allergen: 'milk',
  },
  'dairy.lactitol': {
    kind: 'ingredient',
    doc: 'Lactitol (E966): exempt from milk labelling (Annex II 7 b) but a polyol.',
    effects: [
      [3, R, 'fodmap.polyols'],
      [4, Y, 'fructose.polyol'],
    ],
  },
  'dairy.rennet': {
    kind: 'ingredient',
    doc: 'Rennet (Lab, présure, caglio): an item whose own sub-list names it is a cheese, and the milk in that sub-list is its source.',
  },
  'dairy.not-dairy': {
    kind: 'ingredient',
    doc: 'Trap: cocoa butter, shea butter, peanut and nut butters, coconut/almond/soy/rice milk, lactic acid and lactates, cream of tartar, Milchsäure.',
  },
  // ---- FODMAP (code 3) and fructose (code 4) -----------------------------------------------------
  'fodmap.fructans': {
    kind: 'ingredient',
    doc: 'Onion, garlic, leek, shallot, spring onion, artichoke, wild garlic, pomegranate.',
    effects: [[3, R, 'fodmap.fructans']],
  },
  'fodmap.inulin': {
    kind: 'ingredient',
    doc: 'Inulin, chicory root (fibre), FOS/oligofructose, Jerusalem artichoke.',
    effects: [
      [3, R, 'fodmap.fructans'],
      [4, Y, 'fructose.fructans'],
    ],
  },
  'fodmap.gos': {
    kind: 'ingredient',
    doc: 'Pulses (beans, chickpeas, lentils, peas), soy flour, hummus, cashews, pistachios.',
    effects: [[3, R, 'fodmap.gos']],
  },
  'fodmap.hidden': {
    kind: 'ingredient',
    doc: 'Spices, seasoning, spice mixes: may contain onion or garlic.',
    effects: [[3, Y, 'fodmap.hidden-onion-garlic']],
  },
  'fodmap.sorbitol': {
    kind: 'ingredient',
    doc: 'Sorbitol (E420), sorbitol syrup.',
    effects: [
      [3, R, 'fodmap.polyols'],
      [4, R, 'fructose.sorbitol'],
    ],
  },
  'fodmap.polyol': {
    kind: 'ingredient',
    doc: 'Mannitol (E421), xylitol (E967), maltitol (E965), isomalt (E953), polyglycitol (E964).',
    effects: [
      [3, R, 'fodmap.polyols'],
      [4, Y, 'fructose.polyol'],
    ],
  },
  'fodmap.sorbitol-fruit': {
    kind: 'ingredient',
    doc: 'Apricot, plum, prune, peach, nectarine, blackberry, avocado.',
    effects: [
      [3, R, 'fodmap.polyols'],
      [4, Y, 'fructose.sorbitol-fruit'],
    ],
  },
  'fodmap.mannitol-veg': {
    kind: 'ingredient',
    doc: 'Mushrooms, cauliflower, snow peas.',
    effects: [[3, R, 'fodmap.polyols']],
  },
  'fodmap.dried-fruit': {
    kind: 'ingredient',
    doc: 'Dates, raisins, sultanas, dried figs, dried fruit.',
    effects: [
      [3, R, 'fodmap.fructans'],
      [4, Y, 'fructose.load'],
    ],
  },
  'fructose.excess': {
    kind: 'ingredient',
    doc: 'Fructose, fructose(-glucose) syrup, HFCS, honey, agave, apple, pear, mango, watermelon, cherries, asparagus.',
    effects: [
      [3, R, 'fodmap.excess-fructose'],
      [4, R, 'fructose.excess'],
    ],
    covers: 'cereal',
  },
  'fructose.balanced': {
    kind: 'ingredient',
    doc: 'Glucose-fructose syrup (fructose < 50 %), isoglucose, invert sugar (syrup).',
    effects: [
      [3, Y, 'fodmap.fructose-load'],
      [4, Y, 'fructose.load'],
    ],
    covers: 'cereal',
  },
  'fructose.juice': {
    kind: 'ingredient',
    doc: 'Fruit juice (concentrate) without a named fruit.',
    effects: [
      [3, Y, 'fodmap.fructose-load'],
      [4, Y, 'fructose.load'],
    ],
  },
  neutral: {
    kind: 'ingredient',
    doc: 'Known ingredients with no effect on the four diets (recognised for coverage and language detection).',
  },
  // ---- statements ---------------------------------------------------------------------------------
  'claim.gluten-free': {
    kind: 'claim',
    doc: 'Gluten-free phrases: glutenfrei, sans gluten, senza glutine, gluten-free.',
    claim: { gluten: true },
  },
  'claim.lactose-free': {
    kind: 'claim',
    doc: 'Lactose-free phrases: laktosefrei, sans lactose, senza lattosio, lactose-free.',
    claim: { lactose: 'free' },
  },
  'claim.gluten-lactose-free': {
    kind: 'claim',
    doc: 'Joint phrases: gluten- und laktosefrei, sans gluten ni lactose, senza glutine e lattosio.',
    claim: { gluten: true, lactose: 'free' },
  },
  'claim.lactose-reduced': {
    kind: 'claim',
    doc: 'Lactose-reduced phrases: laktosearm, pauvre en lactose, a ridotto contenuto di lattosio.',
    claim: { lactose: 'reduced' },
  },
  'trigger.may-contain': {
    kind: 'trigger',
    doc: '"May contain" openers: kann ... enthalten / Spuren, peut contenir / traces, può contenere / tracce, may contain / traces / facility.',
  },
  'structure.header': {
    kind: 'header',
    doc: 'Ingredient list headers (Zutaten, ingrédients, ingredienti, ingredients): close a may-contain statement.',
  },
  'structure.contains': {
    kind: 'contains',
    doc: 'Allergen declarations (enthält, contient, contiene, contains, Allergene:): a source named there only restates the ingredients before it ("Appenzeller ... Contient du lait").',
  },
  'structure.origin': {
    kind: 'filler',
    doc: 'Origin and fishing-area statements (Herkunft, origine, zona di pesca): words of the list, not ingredients.',
  },
  'structure.conjunction': {
    kind: 'conjunction',
    doc: 'und/oder, et/ou, e/o, and/or: separate ingredients like a comma.',
  },
} as const satisfies Record<string, ClassDef>;

export type ClassId = keyof typeof CLASSES;

export const CLASS_IDS = Object.keys(CLASSES) as ClassId[];

export function isClassId(id: string): id is ClassId {
  return Object.hasOwn(CLASSES, id);
}

/** Code-2 rules a gluten-free label or phrase turns green (never `gluten.cereal`). */
export const GLUTEN_FREE_DOWNGRADES: ReadonlySet<RuleId> = new Set<RuleId>([
  'gluten.oats',
  'gluten.unspecified-cereal',
  'gluten.gf-wheat-starch',
  'gluten.malt-vinegar',
  'gluten.may-contain',
]);
