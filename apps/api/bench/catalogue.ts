/**
 * The benchmark's generated catalogue: products named as a Swiss shelf names them, in four
 * languages (a product has its English name always, German mostly, French often, Italian
 * sometimes), from a vocabulary of foods, flavours, qualities, brands and pack sizes, so that a
 * page of the list is as large and as compressible as a real one; OFF-like image URLs; one to
 * three offers at seven retailers. And the searches people type into it: a food in any of the four
 * languages, a flavour and a food, a brand or a retailer and a food, a first few letters, a typo.
 */
import { insertCategory, insertProducts, insertRetailer, type NewProduct } from '../src/catalogue/store';
import type { Db } from '../src/db/db';

type Four = readonly [en: string, de: string, fr: string, it: string];

/** Foods: [en, de, fr, it]. */
export const FOODS: readonly Four[] = [
  ['yoghurt', 'Joghurt', 'yaourt', 'yogurt'],
  ['milk drink', 'Milchdrink', 'boisson lactée', 'bevanda al latte'],
  ['cheese', 'Käse', 'fromage', 'formaggio'],
  ['cream cheese', 'Frischkäse', 'fromage frais', 'formaggio fresco'],
  ['butter', 'Butter', 'beurre', 'burro'],
  ['bread', 'Brot', 'pain', 'pane'],
  ['crispbread', 'Knäckebrot', 'pain croustillant', 'pane croccante'],
  ['croissant', 'Gipfeli', 'croissant', 'cornetto'],
  ['muesli', 'Müesli', 'muesli', 'muesli'],
  ['cornflakes', 'Cornflakes', 'pétales de maïs', 'fiocchi di mais'],
  ['pasta', 'Teigwaren', 'pâtes', 'pasta'],
  ['spaghetti', 'Spaghetti', 'spaghetti', 'spaghetti'],
  ['rice', 'Reis', 'riz', 'riso'],
  ['soup', 'Suppe', 'soupe', 'zuppa'],
  ['sauce', 'Sauce', 'sauce', 'salsa'],
  ['pesto', 'Pesto', 'pesto', 'pesto'],
  ['chocolate', 'Schokolade', 'chocolat', 'cioccolato'],
  ['biscuits', 'Biskuits', 'biscuits', 'biscotti'],
  ['wafers', 'Waffeln', 'gaufrettes', 'wafer'],
  ['crisps', 'Chips', 'chips', 'patatine'],
  ['crackers', 'Cracker', 'crackers', 'cracker'],
  ['juice', 'Saft', 'jus', 'succo'],
  ['iced tea', 'Eistee', 'thé froid', 'tè freddo'],
  ['oat drink', 'Haferdrink', 'boisson à l’avoine', 'bevanda d’avena'],
  ['tofu', 'Tofu', 'tofu', 'tofu'],
  ['sausage', 'Wurst', 'saucisse', 'salsiccia'],
  ['ham', 'Schinken', 'jambon', 'prosciutto'],
  ['ice cream', 'Glace', 'glace', 'gelato'],
  ['jam', 'Konfitüre', 'confiture', 'marmellata'],
  ['honey', 'Honig', 'miel', 'miele'],
  ['pizza', 'Pizza', 'pizza', 'pizza'],
  ['ravioli', 'Ravioli', 'raviolis', 'ravioli'],
  ['gnocchi', 'Gnocchi', 'gnocchis', 'gnocchi'],
  ['rösti', 'Rösti', 'röstis', 'rösti'],
  ['fondue', 'Fondue', 'fondue', 'fonduta'],
  ['hummus', 'Hummus', 'houmous', 'hummus'],
];

/** Flavours and kinds: [en, de, fr, it] (German as a word before the food). */
export const FLAVOURS: readonly Four[] = [
  ['strawberry', 'Erdbeer', 'à la fraise', 'alla fragola'],
  ['raspberry', 'Himbeer', 'à la framboise', 'al lampone'],
  ['apricot', 'Aprikosen', 'à l’abricot', 'all’albicocca'],
  ['vanilla', 'Vanille', 'à la vanille', 'alla vaniglia'],
  ['hazelnut', 'Haselnuss', 'aux noisettes', 'alle nocciole'],
  ['almond', 'Mandel', 'aux amandes', 'alle mandorle'],
  ['lemon', 'Zitronen', 'au citron', 'al limone'],
  ['mocha', 'Mokka', 'au moka', 'al caffè'],
  ['tomato', 'Tomaten', 'à la tomate', 'al pomodoro'],
  ['mushroom', 'Pilz', 'aux champignons', 'ai funghi'],
  ['spinach', 'Spinat', 'aux épinards', 'agli spinaci'],
  ['paprika', 'Paprika', 'au paprika', 'alla paprica'],
  ['herb', 'Kräuter', 'aux fines herbes', 'alle erbe'],
  ['wholegrain', 'Vollkorn', 'complet', 'integrale'],
  ['spelt', 'Dinkel', 'à l’épeautre', 'di farro'],
  ['rye', 'Roggen', 'au seigle', 'di segale'],
  ['milk', 'Milch', 'au lait', 'al latte'],
  ['dark', 'Zartbitter', 'noir', 'fondente'],
  ['salted', 'Salz', 'salé', 'salato'],
  ['smoked', 'Rauch', 'fumé', 'affumicato'],
  ['apple', 'Apfel', 'à la pomme', 'alla mela'],
  ['orange', 'Orangen', 'à l’orange', 'all’arancia'],
  ['mango', 'Mango', 'à la mangue', 'al mango'],
  ['chili', 'Chili', 'au piment', 'al peperoncino'],
];

/** Qualities: [en, de, fr, it]. */
export const QUALITIES: readonly Four[] = [
  ['organic', 'Bio', 'bio', 'bio'],
  ['lactose-free', 'laktosefrei', 'sans lactose', 'senza lattosio'],
  ['gluten-free', 'glutenfrei', 'sans gluten', 'senza glutine'],
  ['light', 'leicht', 'léger', 'leggero'],
  ['vegan', 'vegan', 'végane', 'vegano'],
  ['Swiss', 'Schweizer', 'suisse', 'svizzero'],
  ['alpine', 'Alpen', 'des Alpes', 'alpino'],
  ['classic', 'klassisch', 'classique', 'classico'],
  ['creamy', 'cremig', 'crémeux', 'cremoso'],
  ['crunchy', 'knusprig', 'croustillant', 'croccante'],
  ['family pack', 'Familienpackung', 'paquet familial', 'confezione famiglia'],
  ['mini', 'Mini', 'mini', 'mini'],
];

export const BRANDS = [
  'Emmi',
  'Zweifel',
  'Barilla',
  'Hero',
  'Kambly',
  'Lindt',
  'Frey',
  'Cailler',
  'Ovomaltine',
  'Knorr',
  'Thomy',
  'Leisi',
  'Bell',
  'Micarna',
  'Cremo',
  'Baer',
  'Wernli',
  'Kägi',
  'Ricola',
  'Rivella',
  'Ramseier',
  'Farmer',
  'Bio Suisse Hof',
  'Alnatura',
  'Naturaplan',
  'Prix Garantie',
  'M-Budget',
  'Qualité & Prix',
  'Lepetit',
  'Hiltl',
  'Planted',
  'Yfood',
  'Alpro',
  'Oatly',
  'Schär',
  'Coop Karma',
  'Migros Bio',
  'Anna’s Best',
  'Betty Bossi',
  'Le Gruyère AOP',
];

export const RETAILERS = ['Coop', 'Migros', 'Denner', 'Aldi Suisse', 'Lidl Schweiz', 'Volg', 'Manor'];

const SIZES = ['100 g', '150 g', '180 g', '200 g', '250 g', '300 g', '400 g', '500 g', '750 g', '1 kg'];
const VOLUMES = ['250 ml', '330 ml', '500 ml', '750 ml', '1 l', '1.5 l', '6 × 1.5 l'];

const INGREDIENTS = [
  'wheat flour',
  'whole milk',
  'sugar',
  'salt',
  'rice',
  'apple purée',
  'onion',
  'garlic',
  'butter',
  'oat flakes',
  'sunflower oil',
  'cocoa butter',
  'hazelnuts',
  'lactic cultures',
  'yeast',
  'tomato paste',
];

/** A small deterministic PRNG (mulberry32), so every run benchmarks the same catalogue. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchIds {
  retailers: readonly number[];
  categories: readonly { id: number; subcategoryIds: readonly number[] }[];
}

/** `size` products over the given retailers and categories. */
export function benchProducts(size: number, ids: BenchIds, seed = 42): NewProduct[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return Array.from({ length: size }, (_, i) => {
    const category = pick(ids.categories);
    const codes = [1, 2, 3, 4] as const;
    const red = codes.filter(() => next() < 0.15);
    const yellow = codes.filter((code) => !red.includes(code) && next() < 0.15);
    const sellers = [
      ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(ids.retailers))),
    ];
    const food = pick(FOODS);
    const flavour = next() < 0.7 ? pick(FLAVOURS) : null;
    const quality = next() < 0.5 ? pick(QUALITIES) : null;
    const brand = pick(BRANDS);
    const pack = next() < 0.25 ? pick(VOLUMES) : pick(SIZES);
    const line =
      next() < 0.3 ? ` ${pick(['Original', 'Premium', 'Gourmet', 'Daily', 'Selection', 'Duo'])}` : '';
    const en = [quality?.[0], flavour?.[0], food[0]].filter(Boolean).join(' ');
    const de = [quality?.[1], `${flavour ? flavour[1] : ''}${flavour ? food[1].toLowerCase() : food[1]}`]
      .filter(Boolean)
      .join(' ');
    const fr = [food[2], flavour?.[2], quality?.[2]].filter(Boolean).join(' ');
    const it = [food[3], flavour?.[3], quality?.[3]].filter(Boolean).join(' ');
    const code = String(7_610_000_000_000 + i);
    return {
      name_en: `${brand}${line} ${cap(en)} ${pack}`,
      name_de: next() < 0.9 ? `${brand}${line} ${cap(de)} ${pack}` : null,
      name_fr: next() < 0.7 ? `${brand}${line} ${cap(fr)} ${pack}` : null,
      name_it: next() < 0.4 ? `${brand}${line} ${cap(it)} ${pack}` : null,
      brand,
      barcode: code,
      image: `https://images.openfoodfacts.org/images/products/${code.slice(0, 3)}/${code.slice(3, 6)}/${code.slice(6, 9)}/${code.slice(9)}/front_de.${1 + Math.floor(next() * 40)}.400.jpg`,
      offers: sellers.map((retailer_id) => ({
        retailer_id,
        price: Math.round(50 + next() * 1950) / 100,
        is_local: next() < 0.3,
      })),
      category_id: category.id,
      subcategory_id: pick(category.subcategoryIds),
      ingredients: { en: Array.from({ length: 5 }, () => pick(INGREDIENTS)).join(', ') },
      colors: { red, yellow },
    };
  });
}

/**
 * A search as people type it on a page in `lang` (0 en, 1 de, 2 fr, 3 it): a food in that
 * language, alone or with a flavour, brand, retailer or quality, its first letters, or with a
 * letter left out. With `skewed`, popular words come far more often than rare ones (`next()`
 * raised to a power: the first foods, brands and flavours of the lists are the popular ones), as
 * in a shop's search log; without, every word is as likely and the page's language is any (most
 * texts then differ from each other: the database answers nearly every search).
 */
export function benchSearch(next: () => number, lang: number, skewed: boolean): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor((skewed ? next() ** 3 : next()) * list.length)]!;
  const food = pick(FOODS)[lang]!;
  const kinds = [
    () => food,
    () => food,
    () => `${pick(FLAVOURS)[lang]!.split(' ').at(-1)} ${food}`,
    () => `${pick(BRANDS)} ${food}`,
    () => `${pick(RETAILERS)} ${food}`,
    () => `${pick(QUALITIES)[lang]} ${food}`,
    // The first letters, as the list updates while typing.
    () => food.slice(0, 3 + Math.floor(next() * 3)),
    // A typo: a letter left out.
    () => {
      const word = food.split(' ')[0]!;
      const at = 1 + Math.floor(next() * (word.length - 1));
      return word.slice(0, at) + word.slice(at + 1);
    },
  ];
  return kinds[Math.floor(next() * kinds.length)]!();
}

/**
 * Writes the bench's catalogue into a migrated database: the seven retailers, ten categories of
 * five subcategories, and `size` generated products in bulk (10,000 per transaction).
 */
export async function seedBenchCatalogue(db: Db, size: number): Promise<void> {
  const retailers: number[] = [];
  for (const name of RETAILERS) retailers.push(await insertRetailer(db, { name, logo: `${name}.svg` }));
  const categories: { id: number; subcategoryIds: number[] }[] = [];
  for (let c = 0; c < 10; c += 1) {
    categories.push(
      await insertCategory(db, {
        name_en: `Category ${c}`,
        subcategories: Array.from({ length: 5 }, (_, s) => ({ name_en: `Subcategory ${c}.${s}` })),
      }),
    );
  }
  const products = benchProducts(size, { retailers, categories });
  for (let start = 0; start < products.length; start += 10_000) {
    await db.transaction((tx) => insertProducts(tx, products.slice(start, start + 10_000)));
  }
}
