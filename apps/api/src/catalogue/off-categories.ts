/**
 * Open Food Facts categories onto ours (`seed-data/categories.ts`): the table below maps an OFF
 * category tag (`categories_tags`, English canonical tags such as `en:plant-based-milks`) to one of
 * our categories and, where it says, a subcategory. A product's tags go from general to specific,
 * so the last tag found in the table wins (`en:dairies, en:milks` → Dairy & eggs / Milk).
 *
 * Many exports carry no categories (the Swiss 2018 snapshot has none): then the product's names
 * are read for a telling word in de/fr/it/en ({@link NAME_WORDS}, whole words, accents folded, the
 * first row that matches wins), and a product matching neither stays without a category. Meat and
 * fish have no category of ours (the catalogue's are plant-based alternatives): they stay without.
 */

/** [category key, subcategory key or null]. */
export type CategoryKeys = readonly [category: string, subcategory: string | null];

/** OFF tag → our category and subcategory. Documented in apps/api/README.md ("Categories"). */
export const OFF_CATEGORY_TAGS: Readonly<Record<string, CategoryKeys>> = {
  'en:dairies': ['dairy', null],
  'en:eggs': ['dairy', null],
  'en:milks': ['dairy', 'milk'],
  'en:yogurts': ['dairy', 'yoghurt'],
  'en:cheeses': ['dairy', 'cheese'],
  'en:butters': ['dairy', 'butter-cream'],
  'en:creams': ['dairy', 'butter-cream'],
  'en:dairy-desserts': ['dairy', 'desserts'],
  'en:breads': ['bakery', 'bread'],
  'en:viennoiseries': ['bakery', 'pastries'],
  'en:pastries': ['bakery', 'pastries'],
  'en:cakes': ['bakery', 'cakes'],
  'en:pies': ['bakery', 'cakes'],
  'en:crispbreads': ['bakery', 'crispbread'],
  'en:rusks': ['bakery', 'crispbread'],
  'en:crackers': ['bakery', 'crispbread'],
  'en:pastas': ['pasta-grains', 'pasta'],
  'en:rices': ['pasta-grains', 'rice'],
  'en:flours': ['pasta-grains', 'flour'],
  'en:cereal-grains': ['pasta-grains', 'grains-pulses'],
  'en:legumes': ['pasta-grains', 'grains-pulses'],
  'en:snacks': ['sweets-snacks', null],
  'en:sweet-snacks': ['sweets-snacks', null],
  'en:chocolates': ['sweets-snacks', 'chocolate'],
  'en:biscuits': ['sweets-snacks', 'biscuits'],
  'en:salted-snacks': ['sweets-snacks', 'crisps'],
  'en:crisps': ['sweets-snacks', 'crisps'],
  'en:confectioneries': ['sweets-snacks', 'candy'],
  'en:candies': ['sweets-snacks', 'candy'],
  'en:nuts': ['sweets-snacks', 'nuts'],
  'en:beverages': ['drinks', null],
  'en:waters': ['drinks', 'water'],
  'en:sodas': ['drinks', 'soft-drinks'],
  'en:carbonated-drinks': ['drinks', 'soft-drinks'],
  'en:iced-teas': ['drinks', 'soft-drinks'],
  'en:fruit-juices': ['drinks', 'juices'],
  'en:juices-and-nectars': ['drinks', 'juices'],
  'en:coffees': ['drinks', 'coffee-tea'],
  'en:teas': ['drinks', 'coffee-tea'],
  'en:plant-based-milks': ['drinks', 'plant-drinks'],
  'en:meals': ['ready-meals', 'dishes'],
  'en:soups': ['ready-meals', 'soups'],
  'en:pizzas': ['ready-meals', 'pizza'],
  'en:sauces': ['ready-meals', 'sauces'],
  'en:condiments': ['ready-meals', 'sauces'],
  'en:fruits': ['fruit-veg', 'fruit'],
  'en:vegetables': ['fruit-veg', 'vegetables'],
  'en:salads': ['fruit-veg', 'salads'],
  'en:frozen-vegetables': ['fruit-veg', 'frozen-veg'],
  'en:breakfast-cereals': ['breakfast', 'cereals'],
  'en:mueslis': ['breakfast', 'muesli'],
  'en:spreads': ['breakfast', 'spreads'],
  'en:sweet-spreads': ['breakfast', 'spreads'],
  'en:jams': ['breakfast', 'spreads'],
  'en:honeys': ['breakfast', 'honey'],
  'en:syrups': ['breakfast', 'honey'],
  'en:meat-analogues': ['meat-alternatives', null],
  'en:tofu': ['meat-alternatives', 'tofu'],
  'en:veggie-burgers': ['meat-alternatives', 'burgers'],
  'en:gluten-free-products': ['free-from', 'gluten-free'],
  'en:lactose-free-products': ['free-from', 'lactose-free'],
};

/** Words in a product's names (folded, whole words) → our category and subcategory; the first row matching wins. */
export const NAME_WORDS: readonly (readonly [words: string, keys: CategoryKeys])[] = [
  ['glutenfrei gluten glutine', ['free-from', 'gluten-free']],
  ['laktosefrei lactose lattosio', ['free-from', 'lactose-free']],
  ['haferdrink sojadrink mandeldrink reisdrink', ['drinks', 'plant-drinks']],
  ['schokolade chocolat cioccolato chocolate praline pralines truffes', ['sweets-snacks', 'chocolate']],
  ['biscuits biskuits guetzli keks kekse cookies biscotti', ['sweets-snacks', 'biscuits']],
  ['chips crisps patatine', ['sweets-snacks', 'crisps']],
  ['bonbons caramelle gummi candy', ['sweets-snacks', 'candy']],
  ['nusse noix nuts noci mandeln cashew', ['sweets-snacks', 'nuts']],
  ['joghurt jogurt yogourt yaourt yogurt yoghurt', ['dairy', 'yoghurt']],
  [
    'kase fromage formaggio cheese gruyere emmentaler mozzarella raclette tilsiter appenzeller',
    ['dairy', 'cheese'],
  ],
  ['milch lait latte milk', ['dairy', 'milk']],
  ['butter beurre burro rahm creme panna cream', ['dairy', 'butter-cream']],
  ['pudding flan dessert', ['dairy', 'desserts']],
  ['brot pain pane bread zopf toast', ['bakery', 'bread']],
  ['gipfeli croissant croissants cornetto', ['bakery', 'pastries']],
  ['kuchen torte cake tarte gateau', ['bakery', 'cakes']],
  ['knackebrot zwieback cracker crackers', ['bakery', 'crispbread']],
  ['muesli musli birchermuesli', ['breakfast', 'muesli']],
  ['cornflakes flakes cereals cerealien', ['breakfast', 'cereals']],
  ['konfiture confiture marmellata jam brotaufstrich', ['breakfast', 'spreads']],
  ['honig miel miele honey sirup sirop', ['breakfast', 'honey']],
  [
    'teigwaren pasta pates spaghetti penne fusilli nudeln tagliatelle hornli ravioli tortellini gnocchi',
    ['pasta-grains', 'pasta'],
  ],
  ['reis riz riso rice risotto', ['pasta-grains', 'rice']],
  ['mehl farine farina flour', ['pasta-grains', 'flour']],
  ['linsen lentilles lenticchie kichererbsen quinoa couscous polenta', ['pasta-grains', 'grains-pulses']],
  ['suppe soupe zuppa soup bouillon', ['ready-meals', 'soups']],
  ['pizza', ['ready-meals', 'pizza']],
  ['sauce sosse salsa pesto ketchup mayonnaise senf moutarde', ['ready-meals', 'sauces']],
  ['wasser eau acqua water mineral', ['drinks', 'water']],
  ['saft jus succo juice nektar nectar', ['drinks', 'juices']],
  ['kaffee cafe caffe coffee tee tea', ['drinks', 'coffee-tea']],
  ['cola limonade eistee tonic', ['drinks', 'soft-drinks']],
  ['tofu tempeh', ['meat-alternatives', 'tofu']],
  ['burger', ['meat-alternatives', 'burgers']],
  ['salat salade insalata salad', ['fruit-veg', 'salads']],
];

const NAME_INDEX: ReadonlyMap<string, CategoryKeys> = (() => {
  const index = new Map<string, CategoryKeys>();
  for (const [words, keys] of NAME_WORDS)
    for (const word of words.split(' ')) if (!index.has(word)) index.set(word, keys);
  return index;
})();

function fold(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Our category of an OFF product: from its category tags, else from its names; null when neither tells. */
export function offCategoryKeys(
  tags: unknown,
  names: readonly (string | null | undefined)[],
): CategoryKeys | null {
  if (Array.isArray(tags)) {
    for (let i = tags.length - 1; i >= 0; i -= 1) {
      const tag = tags[i];
      if (typeof tag === 'string' && Object.hasOwn(OFF_CATEGORY_TAGS, tag.trim()))
        return OFF_CATEGORY_TAGS[tag.trim()]!;
    }
  }
  const rank = new Map(NAME_WORDS.map(([, keys], index) => [keys, index]));
  let best: CategoryKeys | null = null;
  for (const name of names) {
    for (const word of fold(name ?? '')) {
      const keys = NAME_INDEX.get(word);
      if (keys && (best === null || rank.get(keys)! < rank.get(best)!)) best = keys;
    }
  }
  return best;
}
