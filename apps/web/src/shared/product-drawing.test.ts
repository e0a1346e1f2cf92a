import type { Category } from '@diet/domain';

import { drawingOfName, productDrawing } from './product-drawing';

const categories = [
  {
    id: 1,
    name_en: 'Dairy & eggs',
    image: null,
    subcategories: [
      { id: 11, name_en: 'Milk' },
      { id: 12, name_en: 'Yoghurt' },
    ],
  },
  { id: 7, name_en: 'Free-from', image: null, subcategories: [{ id: 71, name_en: 'Lactose-free' }] },
  { id: 9, name_en: 'Household', image: null, subcategories: [] },
] as unknown as Category[];

describe('drawingOfName', () => {
  // The seed catalogue's category and subcategory names (apps/api seed-data/categories.ts).
  it.each([
    ['Dairy & eggs', 'carton'],
    ['Milk', 'carton'],
    ['Yoghurt', 'pot'],
    ['Cheese', 'cheese'],
    ['Butter & cream', 'pot'],
    ['Dairy desserts', 'pot'],
    ['Bakery', 'bread'],
    ['Pastries', 'bread'],
    ['Cakes & tarts', 'bread'],
    ['Crispbread & rusks', 'bread'],
    ['Pasta, rice & grains', 'pasta'],
    ['Rice', 'grains'],
    ['Flour & baking', 'grains'],
    ['Grains & pulses', 'grains'],
    ['Sweets & snacks', 'crisps'],
    ['Chocolate', 'chocolate'],
    ['Biscuits', 'biscuit'],
    ['Crisps & salty snacks', 'crisps'],
    ['Nuts & dried fruit', 'crisps'],
    ['Drinks', 'bottle'],
    ['Mineral water', 'bottle'],
    ['Soft drinks', 'bottle'],
    ['Juices', 'carton'],
    ['Coffee & tea', 'cup'],
    ['Plant drinks', 'carton'],
    ['Ready meals', 'bowl'],
    ['Pizza & tarts', 'bowl'],
    ['Sauces & condiments', 'bowl'],
    ['Fruit & vegetables', 'apple'],
    ['Fresh vegetables', 'carrot'],
    ['Salads', 'carrot'],
    ['Breakfast & cereals', 'cereal'],
    ['Muesli & porridge', 'cereal'],
    ['Jams & spreads', 'jar'],
    ['Honey & syrups', 'jar'],
    ['Tofu & tempeh', 'bowl'],
    ['Milk chocolate', 'chocolate'],
    // Eggs are no milk: the neutral pack.
    ['Free-range eggs, 6 pieces', 'pack'],
    ['Swiss barn eggs, 10 pieces', 'pack'],
    ['Steak-free strips', undefined],
    ['Free-from', undefined],
    ['', undefined],
    [null, undefined],
  ])('given %j, should draw %j', (name, drawing) => {
    expect(drawingOfName(name)).toBe(drawing);
  });
});

describe('productDrawing', () => {
  it('given a subcategory that names a kind, should draw it whatever the product is called', () => {
    expect(productDrawing({ name_en: 'Alpine', category_id: '1', subcategory_id: '12' }, categories)).toBe(
      'pot',
    );
  });

  it('given a subcategory that names none, should read the product name, then the category', () => {
    expect(
      productDrawing(
        { name_en: 'Lactose-free whole milk', category_id: '7', subcategory_id: '71' },
        categories,
      ),
    ).toBe('carton');
    expect(productDrawing({ name_en: 'Alpine', category_id: '1', subcategory_id: null }, categories)).toBe(
      'carton',
    );
  });

  it('given nothing that names a kind, or no categories known, should draw the neutral pack', () => {
    expect(productDrawing({ name_en: 'Sponge', category_id: '9', subcategory_id: null }, categories)).toBe(
      'pack',
    );
    expect(productDrawing({ name_en: 'Sponge', category_id: '1', subcategory_id: '11' }, undefined)).toBe(
      'pack',
    );
  });
});
