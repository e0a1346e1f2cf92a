/**
 * What the API answers in page stories: a user, the categories and a small Swiss catalogue, written
 * in the API's wire shape (`ApiResponseBody<…>`, so a contract change breaks the type check) and
 * read again through the contract's schemas by the handlers (`handlers.ts`) at run time.
 */
import type { ApiResponseBody } from '@diet/domain';

type ProductBody = ApiResponseBody<'/products/product-details'>;
type ProfileBody = ApiResponseBody<'/user-profile/get-user-profile'>;

export const STORY_USER = { username: 'anna', email: 'anna@example.ch' } as const;
export const STORY_PASSWORD = 'Demo1234!';

/** An id token as the pool issues it (unsigned: the stories' API never checks it). */
export function storyToken(email: string = STORY_USER.email): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      sub: 'story-user',
      email,
      email_verified: true,
      'cognito:username': STORY_USER.username,
      exp: 4102444800, // 2100-01-01
      iat: 1767225600,
    }),
    'stories',
  ].join('.');
}

const baseProfile = {
  id: 7,
  email: STORY_USER.email,
  username: STORY_USER.username,
  first_name: 'Anna',
  last_name: 'Meier',
  gender: 2,
  birth_year: 1990,
  language: 'en',
  country: 'CH',
  extra_intolerance: '',
  sees_red_products: false,
  sees_local_products: false,
  sees_only_specific_retailer: false,
  shop: ['Migros', 'Coop'] as string[],
} satisfies ProfileBody;

/** A user with one diet: lactose-free. */
export const ONE_DIET_PROFILE: ProfileBody = { ...baseProfile, intolerances: [1] };

/** A user with three diets: lactose-free, gluten-free and low FODMAP. */
export const SEVERAL_DIETS_PROFILE: ProfileBody = { ...baseProfile, intolerances: [1, 2, 3] };

export const CATEGORIES = [
  {
    id: 1,
    name_en: 'Dairy & eggs',
    name_de: 'Milchprodukte & Eier',
    name_fr: 'Produits laitiers et œufs',
    name_it: 'Latticini e uova',
    image: null,
    subcategories: [
      { id: 11, name_en: 'Milk', name_de: 'Milch', name_fr: 'Lait', name_it: 'Latte' },
      { id: 12, name_en: 'Yoghurt', name_de: 'Joghurt', name_fr: 'Yaourt', name_it: 'Yogurt' },
      { id: 13, name_en: 'Cheese', name_de: 'Käse', name_fr: 'Fromage', name_it: 'Formaggio' },
      { id: 14, name_en: 'Eggs', name_de: 'Eier', name_fr: 'Œufs', name_it: 'Uova' },
    ],
  },
  {
    id: 2,
    name_en: 'Bakery',
    name_de: 'Bäckerei',
    name_fr: 'Boulangerie',
    name_it: 'Panetteria',
    image: null,
    subcategories: [
      { id: 21, name_en: 'Bread', name_de: 'Brot', name_fr: 'Pain', name_it: 'Pane' },
      {
        id: 22,
        name_en: 'Crispbread & rusks',
        name_de: 'Knäckebrot & Zwieback',
        name_fr: 'Pains croustillants et biscottes',
        name_it: 'Crackers e fette biscottate',
      },
    ],
  },
  {
    id: 3,
    name_en: 'Pasta, rice & grains',
    name_de: 'Teigwaren, Reis & Getreide',
    name_fr: 'Pâtes, riz et céréales',
    name_it: 'Pasta, riso e cereali',
    image: null,
    subcategories: [
      { id: 31, name_en: 'Pasta', name_de: 'Teigwaren', name_fr: 'Pâtes', name_it: 'Pasta' },
      { id: 32, name_en: 'Rice', name_de: 'Reis', name_fr: 'Riz', name_it: 'Riso' },
    ],
  },
  {
    id: 4,
    name_en: 'Sweets & snacks',
    name_de: 'Süsses & Snacks',
    name_fr: 'Douceurs et en-cas',
    name_it: 'Dolci e snack',
    image: null,
    subcategories: [
      { id: 41, name_en: 'Chocolate', name_de: 'Schokolade', name_fr: 'Chocolat', name_it: 'Cioccolato' },
    ],
  },
] satisfies ApiResponseBody<'/categories'>;

export const RETAILERS = [
  { name: 'Migros' },
  { name: 'Coop' },
  { name: 'Aldi' },
  { name: 'Lidl' },
] satisfies ApiResponseBody<'/retailers'>;

const NUTRITION = { Energy: '268 kJ (64 kcal)', Fat: '3.5 g', Carbohydrates: '4.8 g', Protein: '3.3 g' };

/**
 * Why each red or yellow product is so, in brief, as the catalogue stores it beside the colours
 * (`colors.why`, the engine's `colorsWithWhy`): the words a card shows under the name.
 */
const WHY: Record<string, NonNullable<ProductBody['colors']>['why']> = {
  'Natural soy yoghurt': { 3: { kind: 'contains', words: ['Sojabohnen'] } },
  'Dark chocolate 70 %': {
    1: { kind: 'may-contain', words: ['Milch'] },
    2: { kind: 'may-contain', words: ['Weizen'] },
  },
  'Whole milk UHT': {
    1: { kind: 'contains', words: ['Vollmilch'] },
    3: { kind: 'contains', words: ['Vollmilch'] },
  },
  'Spaghetti n° 5': {
    2: { kind: 'contains', words: ['Hartweizengriess'] },
    3: { kind: 'contains', words: ['Hartweizengriess'] },
  },
  'Oat drink barista': { 2: { kind: 'contains', words: ['Gerstenmalz'] } },
  'Strawberry yoghurt': {
    1: { kind: 'contains', words: ['Milch', 'Rahm'] },
    3: { kind: 'uncertain', words: ['Fruchtzubereitung'] },
  },
  'Gluten-free white bread': { 3: { kind: 'uncertain', words: ['Gewürze'] } },
  'White toast bread': {
    2: { kind: 'contains', words: ['Weizenmehl'] },
    3: { kind: 'contains', words: ['Weizenmehl'] },
  },
  'Sourdough rye bread': { 2: { kind: 'contains', words: ['Roggenmehl', 'Weizenmehl'] } },
  'Red lentil penne': { 3: { kind: 'uncertain', words: ['Linsenmehl'] } },
  'Milk chocolate': {
    1: { kind: 'contains', words: ['Vollmilchpulver', 'Magermilchpulver'], more: 1 },
    2: { kind: 'may-contain', words: ['Weizen'] },
  },
};

/** The colours with their brief reasons, when the product has some. */
function withWhy(
  name: string,
  colors: NonNullable<ProductBody['colors']>,
): NonNullable<ProductBody['colors']> {
  const why = WHY[name];
  return why ? { ...colors, why } : colors;
}

/** One product as the details call answers it; the list answers the same without the reasons. */
function product(body: ProductBody): ProductBody {
  return {
    is_favorite: false,
    nutritional_info: NUTRITION,
    notes: null,
    image: null,
    ...body,
    ...(body.colors ? { colors: withWhy(body.name_en ?? '', body.colors) } : {}),
  };
}

export const PRODUCTS: ProductBody[] = [
  product({
    id: 101,
    name_en: 'Lactose-free whole milk',
    name_de: 'Laktosefreie Vollmilch',
    name_fr: 'Lait entier sans lactose',
    brand: 'Aha!',
    price: 1.95,
    store: 'Migros',
    category_id: 1,
    subcategory_id: 11,
    colors: { red: [], yellow: [] },
    ingredients: 'Vollmilch, Laktase',
    ingredients_lang: 'de',
    barcode: '7617027000011',
    reasons: [
      { code: 1, verdict: 'green', rule: 'lactose.free-claim', text: 'laktosefrei', source: 'labels' },
    ],
  }),
  product({
    id: 102,
    name_en: 'Rice cakes, lightly salted',
    name_de: 'Reiswaffeln leicht gesalzen',
    name_fr: 'Galettes de riz légèrement salées',
    brand: 'Coop Naturaplan',
    price: 2.2,
    store: 'Coop',
    category_id: 2,
    subcategory_id: 22,
    colors: { red: [], yellow: [] },
    ingredients: 'Vollkornreis, Meersalz',
    ingredients_lang: 'de',
    barcode: '7610000000102',
    reasons: [],
  }),
  product({
    id: 103,
    name_en: 'Basmati rice',
    name_de: 'Basmatireis',
    name_fr: 'Riz basmati',
    brand: 'Uncle Ben’s',
    price: 3.5,
    store: 'Coop',
    category_id: 3,
    subcategory_id: 32,
    colors: { red: [], yellow: [] },
    ingredients: 'Basmatireis',
    ingredients_lang: 'de',
    barcode: '7610000000103',
    reasons: [],
  }),
  product({
    id: 104,
    name_en: 'Natural soy yoghurt',
    name_de: 'Soja-Joghurt nature',
    name_fr: 'Yogourt au soja nature',
    brand: 'Alpro',
    price: 2.6,
    store: 'Migros',
    category_id: 1,
    subcategory_id: 12,
    colors: { red: [3], yellow: [] },
    ingredients: 'Wasser, geschälte Sojabohnen (8,7 %), Calcium, Säureregulator, Joghurtkulturen',
    ingredients_lang: 'de',
    barcode: '7610000000104',
    reasons: [
      {
        code: 3,
        verdict: 'red',
        rule: 'fodmap.gos',
        text: 'Sojabohnen',
        source: 'ingredients',
        start: 19,
        end: 29,
      },
    ],
  }),
  product({
    id: 105,
    name_en: 'Emmental cheese',
    name_de: 'Emmentaler AOP',
    name_fr: 'Emmental AOP',
    brand: 'Emmi',
    price: 4.9,
    store: 'Coop',
    category_id: 1,
    subcategory_id: 13,
    colors: { red: [], yellow: [] },
    ingredients: 'Rohmilch, Salz, Lab, Milchsäurebakterien',
    ingredients_lang: 'de',
    barcode: '7610000000105',
    // a bare cheese recipe named after a Swiss hard cheese: lactose-free by its name
    reasons: [
      { code: 1, verdict: 'green', rule: 'lactose.aged-cheese', text: 'Emmentaler', source: 'product' },
    ],
  }),
  product({
    id: 106,
    name_en: 'Dark chocolate 70 %',
    name_de: 'Dunkle Schokolade 70 %',
    name_fr: 'Chocolat noir 70 %',
    brand: 'Frey',
    price: 2.95,
    store: 'Migros',
    category_id: 4,
    subcategory_id: 41,
    colors: { red: [], yellow: [1, 2] },
    ingredients:
      'Kakaomasse, Zucker, Kakaobutter, Emulgator Sojalecithin. Kann Spuren von Milch und Weizen enthalten.',
    ingredients_lang: 'de',
    barcode: '7610000000106',
    reasons: [
      {
        code: 1,
        verdict: 'yellow',
        rule: 'lactose.may-contain',
        text: 'Milch',
        source: 'traces',
        start: 73,
        end: 78,
      },
      {
        code: 2,
        verdict: 'yellow',
        rule: 'gluten.may-contain',
        text: 'Weizen',
        source: 'traces',
        start: 83,
        end: 89,
      },
    ],
  }),
  product({
    id: 107,
    name_en: 'Whole milk UHT',
    name_de: 'Vollmilch UHT',
    name_fr: 'Lait entier UHT',
    brand: 'M-Classic',
    price: 1.6,
    store: 'Migros',
    category_id: 1,
    subcategory_id: 11,
    colors: { red: [1, 3], yellow: [] },
    ingredients: 'Vollmilch pasteurisiert, uperisiert',
    ingredients_lang: 'de',
    barcode: '7617027000028',
    reasons: [
      {
        code: 1,
        verdict: 'red',
        rule: 'lactose.milk',
        text: 'Vollmilch',
        source: 'ingredients',
        start: 0,
        end: 9,
      },
      {
        code: 3,
        verdict: 'red',
        rule: 'fodmap.lactose',
        text: 'Vollmilch',
        source: 'ingredients',
        start: 0,
        end: 9,
      },
    ],
  }),
  product({
    id: 108,
    name_en: 'Spaghetti n° 5',
    name_de: 'Spaghetti Nr. 5',
    name_fr: 'Spaghetti n° 5',
    brand: 'Barilla',
    price: 2.4,
    store: 'Coop',
    category_id: 3,
    subcategory_id: 31,
    colors: { red: [2, 3], yellow: [] },
    ingredients: 'Hartweizengriess, Wasser',
    ingredients_lang: 'de',
    barcode: '7610000000108',
    reasons: [
      {
        code: 2,
        verdict: 'red',
        rule: 'gluten.cereal',
        text: 'Hartweizengriess',
        source: 'ingredients',
        start: 0,
        end: 16,
      },
      {
        code: 3,
        verdict: 'red',
        rule: 'fodmap.fructans',
        text: 'Hartweizengriess',
        source: 'ingredients',
        start: 0,
        end: 16,
      },
    ],
  }),
];

let next = 200;
function item(
  name_en: string,
  names: { de: string; fr: string },
  brand: string,
  price: number,
  store: string,
  category_id: number,
  subcategory_id: number,
  red: number[] = [],
  yellow: number[] = [],
): ProductBody {
  next += 1;
  return {
    id: next,
    name_en,
    name_de: names.de,
    name_fr: names.fr,
    brand,
    price,
    store,
    category_id,
    subcategory_id,
    colors: withWhy(name_en, { red, yellow }),
    is_favorite: false,
    image: null,
  };
}

/**
 * More of a Swiss shelf (milks, yoghurts, breads, pasta and sweets, suitable or not): Discover's
 * rows and swaps, and the product page's suggestions, are drawn from them with `PRODUCTS`.
 */
export const MORE_PRODUCTS: ProductBody[] = [
  item(
    'Lactose-free milk drink',
    { de: 'Milchdrink laktosefrei', fr: 'Lait drink sans lactose' },
    'Coop Free From',
    1.75,
    'Coop',
    1,
    11,
  ),
  item(
    'Oat drink barista',
    { de: 'Haferdrink Barista', fr: 'Boisson à l’avoine barista' },
    'Oatly',
    2.95,
    'Coop',
    1,
    11,
    [2],
  ),
  item(
    'Lactose-free strawberry yoghurt',
    { de: 'Erdbeerjoghurt laktosefrei', fr: 'Yogourt fraise sans lactose' },
    'Aha!',
    0.95,
    'Migros',
    1,
    12,
  ),
  item(
    'Strawberry yoghurt',
    { de: 'Erdbeerjoghurt', fr: 'Yogourt à la fraise' },
    'Emmi',
    0.55,
    'Coop',
    1,
    12,
    [1],
    [3],
  ),
  item(
    'Lactose-free mozzarella',
    { de: 'Mozzarella laktosefrei', fr: 'Mozzarella sans lactose' },
    'Aha!',
    2.1,
    'Migros',
    1,
    13,
  ),
  item(
    'Gluten-free white bread',
    { de: 'Weissbrot glutenfrei', fr: 'Pain blanc sans gluten' },
    'Schär',
    4.95,
    'Coop',
    2,
    21,
    [],
    [3],
  ),
  item(
    'White toast bread',
    { de: 'Toastbrot hell', fr: 'Pain toast blanc' },
    'Jowa',
    1.5,
    'Migros',
    2,
    21,
    [2, 3],
  ),
  item(
    'Sourdough rye bread',
    { de: 'Roggen-Sauerteigbrot', fr: 'Pain de seigle au levain' },
    'Jowa',
    3.2,
    'Migros',
    2,
    21,
    [2],
  ),
  item('Corn cakes', { de: 'Maiswaffeln', fr: 'Galettes de maïs' }, 'Coop Naturaplan', 1.95, 'Coop', 2, 22),
  item(
    'Gluten-free spaghetti',
    { de: 'Spaghetti glutenfrei', fr: 'Spaghetti sans gluten' },
    'Coop Free From',
    2.6,
    'Coop',
    3,
    31,
  ),
  item(
    'Red lentil penne',
    { de: 'Penne aus roten Linsen', fr: 'Penne aux lentilles corail' },
    'Barilla',
    3.3,
    'Migros',
    3,
    31,
    [],
    [3],
  ),
  item(
    'Risotto rice Arborio',
    { de: 'Risottoreis Arborio', fr: 'Riz à risotto Arborio' },
    'Coop',
    2.9,
    'Coop',
    3,
    32,
  ),
  item(
    'Polenta, quick-cooking',
    { de: 'Polenta, schnellkochend', fr: 'Polenta, cuisson rapide' },
    'Migros',
    1.8,
    'Migros',
    3,
    32,
  ),
  item(
    'Milk chocolate',
    { de: 'Milchschokolade', fr: 'Chocolat au lait' },
    'Frey',
    1.1,
    'Migros',
    4,
    41,
    [1],
    [2],
  ),
  item(
    'Dark chocolate 85 %',
    { de: 'Dunkle Schokolade 85 %', fr: 'Chocolat noir 85 %' },
    'Lindt',
    3.2,
    'Coop',
    4,
    41,
  ),
];

/**
 * Eggs whose label was read: green for every diet, and the only product of its shelf that suits
 * (the product page's suggestions have nothing else to offer).
 */
export const BARN_EGGS: ProductBody = product({
  id: 110,
  name_en: 'Swiss barn eggs, 10 pieces',
  name_de: 'Schweizer Eier aus Bodenhaltung, 10 Stück',
  name_fr: 'Œufs suisses d’élevage au sol, 10 pièces',
  brand: 'M-Classic',
  price: 5.6,
  store: 'Migros',
  category_id: 1,
  subcategory_id: 14,
  colors: { red: [], yellow: [] },
  ingredients: 'Eier',
  ingredients_lang: 'de',
  barcode: '7617027000110',
  reasons: [],
});

/** What the suggestions are drawn from: the catalogue, the rest of the shelf and the eggs. */
export const SUGGESTABLE: ProductBody[] = [...PRODUCTS, ...MORE_PRODUCTS, BARN_EGGS];

/** Discover's catalogue: more of a Swiss shelf (milks, yoghurts, breads, pasta and sweets). */
export const DISCOVER_SHELF: ProductBody[] = [...PRODUCTS, ...MORE_PRODUCTS];

/**
 * The French ingredient lists of the catalogue (Swiss packs print German, French and Italian), and
 * the French words of each reason found in the German list (by its `text`).
 */
const FRENCH_INGREDIENTS: Record<number, { ingredients: string; words?: Record<string, string> }> = {
  101: { ingredients: 'Lait entier, lactase', words: { laktosefrei: 'sans lactose' } },
  102: { ingredients: 'Riz complet, sel de mer' },
  103: { ingredients: 'Riz basmati' },
  104: {
    ingredients:
      'Eau, fèves de soja décortiquées (8,7 %), calcium, correcteur d’acidité, ferments du yogourt',
    words: { Sojabohnen: 'fèves de soja' },
  },
  105: { ingredients: 'Lait cru, sel, présure, ferments lactiques', words: { Emmentaler: 'Emmental' } },
  106: {
    ingredients:
      'Pâte de cacao, sucre, beurre de cacao, émulsifiant lécithine de soja. Peut contenir des traces de lait et de blé.',
    words: { Milch: 'lait', Weizen: 'blé' },
  },
  107: { ingredients: 'Lait entier pasteurisé, UHT', words: { Vollmilch: 'Lait entier' } },
  108: { ingredients: 'Semoule de blé dur, eau', words: { Hartweizengriess: 'Semoule de blé dur' } },
  110: { ingredients: 'Œufs' },
};

/**
 * A product's details as the API answers them in the page's `language`: its ingredient list in
 * that language when the product has one (French here; else the German list, as printed), the
 * reasons' words and offsets in the list answered.
 */
export function inLanguage(product: ProductBody, language: unknown): ProductBody {
  const french = language === 'fr' ? FRENCH_INGREDIENTS[Number(product.id)] : undefined;
  if (!french) return product;
  const ingredients = french.ingredients;
  return {
    ...product,
    ingredients,
    ingredients_lang: 'fr',
    reasons: product.reasons?.map((reason) => {
      const word = reason ? french.words?.[reason.text ?? ''] : undefined;
      if (!reason || !word) return reason;
      if (reason.start == null) return { ...reason, text: word, lang: 'fr' };
      const start = ingredients.indexOf(word);
      return { ...reason, text: word, lang: 'fr', start, end: start + word.length };
    }),
  };
}

/** A product as the API answers it to a user: `is_red` / `is_yellow` for the user's diets. */
export function forUser(product: ProductBody, intolerances: readonly number[]): ProductBody {
  const hits = (codes: readonly unknown[] | null | undefined) =>
    (codes ?? []).some((code) => intolerances.includes(Number(code)));
  const red = hits(product.colors?.red);
  return { ...product, is_red: red, is_yellow: !red && hits(product.colors?.yellow) };
}

/** The list call's answer: the products for the user, without their details' reasons. */
export function listed(
  products: readonly ProductBody[],
  intolerances: readonly number[],
): ApiResponseBody<'/products'> {
  return products.map((product) => {
    const { reasons: _reasons, ingredients_lang: _lang, ...rest } = forUser(product, intolerances);
    return rest;
  });
}

/** The products a user with `intolerances` sees by default: none red for them. */
export function visibleTo(intolerances: readonly number[]): ProductBody[] {
  return PRODUCTS.filter((p) => !(p.colors?.red ?? []).some((code) => intolerances.includes(Number(code))));
}
