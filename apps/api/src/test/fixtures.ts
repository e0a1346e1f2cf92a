/** A small catalogue for tests, with colours set explicitly (no analysis involved). */
import type { Queryable } from '../db/db';
import { insertCategory, insertProducts, insertRetailer, type NewProduct } from '../catalogue/store';

export interface Fixtures {
  retailers: { coop: number; migros: number };
  categories: { dairy: number; bakery: number; snacks: number };
  subcategories: { milk: number; cheese: number; bread: number; pastry: number; chips: number };
  products: Record<ProductKey, number>;
}

export type ProductKey =
  | 'wholeMilk'
  | 'lactoseFreeMilk'
  | 'oatDrink'
  | 'gruyere'
  | 'wheatBread'
  | 'glutenFreeBread'
  | 'croissant'
  | 'potatoChips'
  | 'appleChips';

export async function seedFixtures(db: Queryable): Promise<Fixtures> {
  const coop = await insertRetailer(db, { name: 'Coop', logo: 'retailers/coop.svg' });
  const migros = await insertRetailer(db, { name: 'Migros', logo: 'retailers/migros.svg' });
  const dairy = await insertCategory(db, {
    name_en: 'Dairy',
    name_de: 'Milchprodukte',
    image: 'categories/dairy.webp',
    sort_order: 1,
    subcategories: [{ name_en: 'Milk' }, { name_en: 'Cheese' }],
  });
  const bakery = await insertCategory(db, {
    name_en: 'Bakery',
    image: 'categories/bakery.webp',
    sort_order: 2,
    subcategories: [{ name_en: 'Bread' }, { name_en: 'Pastry' }],
  });
  const snacks = await insertCategory(db, {
    name_en: 'Snacks',
    image: null,
    sort_order: 3,
    subcategories: [{ name_en: 'Chips' }],
  });
  const [milk, cheese] = dairy.subcategoryIds as [number, number];
  const [bread, pastry] = bakery.subcategoryIds as [number, number];
  const [chips] = snacks.subcategoryIds as [number];

  const products: [ProductKey, NewProduct][] = [
    [
      'wholeMilk',
      {
        name_en: 'Whole Milk',
        name_de: 'Vollmilch',
        name_fr: 'Lait entier',
        brand: 'Coop Naturaplan',
        price: 1.95,
        barcode: '7610000000011',
        image: 'products/whole-milk.webp',
        retailer_id: coop,
        is_local: true,
        category_id: dairy.id,
        subcategory_id: milk,
        ingredients: { en: 'whole milk', de: 'Vollmilch', fr: 'lait entier' },
        nutrition: [
          { label: 'Energy', value: '268 kJ' },
          { label: 'Fat', value: '3.5 g' },
        ],
        notes: 'Keep refrigerated.',
        colors: { red: [1], yellow: [] },
        reasons: [{ code: 1, verdict: 'red', ingredient: 'milk', language: 'en' }],
      },
    ],
    [
      'lactoseFreeMilk',
      {
        name_en: 'Lactose-free Milk',
        name_de: 'Laktosefreie Milch',
        brand: 'Coop Free From',
        price: 2.2,
        barcode: '7610000000028',
        retailer_id: coop,
        is_local: true,
        category_id: dairy.id,
        subcategory_id: milk,
        ingredients: { en: 'milk, lactase enzyme' },
        colors: { red: [], yellow: [] },
      },
    ],
    [
      'oatDrink',
      {
        name_en: 'Oat Milk Drink',
        brand: 'Oatly',
        price: 2.95,
        retailer_id: migros,
        category_id: dairy.id,
        subcategory_id: milk,
        ingredients: { en: 'water, oats, rapeseed oil' },
        colors: { red: [2], yellow: [3] },
      },
    ],
    [
      'gruyere',
      {
        name_en: 'Gruyère Cheese',
        brand: 'Le Gruyère AOP',
        price: 6.4,
        retailer_id: coop,
        is_local: true,
        category_id: dairy.id,
        subcategory_id: cheese,
        ingredients: { en: 'raw milk, salt, rennet', fr: 'lait cru, sel, présure' },
        colors: { red: [], yellow: [1] },
      },
    ],
    [
      'wheatBread',
      {
        name_en: 'Wheat Bread',
        brand: 'Jowa',
        price: 3.1,
        retailer_id: migros,
        category_id: bakery.id,
        subcategory_id: bread,
        ingredients: { en: 'wheat flour, water, yeast, salt' },
        colors: { red: [2, 3], yellow: [] },
      },
    ],
    [
      'glutenFreeBread',
      {
        name_en: 'Gluten-free Bread',
        brand: 'Schär',
        price: 4.5,
        retailer_id: coop,
        category_id: bakery.id,
        subcategory_id: bread,
        ingredients: { en: 'rice flour, water, yeast, salt' },
        colors: { red: [], yellow: [3] },
      },
    ],
    [
      'croissant',
      {
        name_en: 'Butter Croissant',
        brand: 'Coop',
        price: 0.95,
        retailer_id: coop,
        category_id: bakery.id,
        subcategory_id: pastry,
        ingredients: { en: 'wheat flour, butter, milk, sugar, yeast' },
        colors: { red: [1, 2], yellow: [] },
      },
    ],
    [
      'potatoChips',
      {
        name_en: 'Potato Chips',
        brand: 'Zweifel',
        price: 3.5,
        retailer_id: migros,
        is_local: true,
        category_id: snacks.id,
        subcategory_id: chips,
        ingredients: { en: 'potatoes, sunflower oil, salt' },
        colors: { red: [], yellow: [] },
      },
    ],
    [
      'appleChips',
      {
        name_en: 'Apple Chips',
        brand: 'Farmer',
        price: 4.2,
        retailer_id: coop,
        category_id: snacks.id,
        subcategory_id: chips,
        ingredients: { en: 'dried apples' },
        colors: { red: [4], yellow: [3] },
      },
    ],
  ];
  const ids = await insertProducts(
    db,
    products.map(([, product]) => product),
  );
  return {
    retailers: { coop, migros },
    categories: { dairy: dairy.id, bakery: bakery.id, snacks: snacks.id },
    subcategories: { milk, cheese, bread, pastry, chips },
    products: Object.fromEntries(products.map(([key], index) => [key, ids[index]!])) as Record<
      ProductKey,
      number
    >,
  };
}
