import { productSchema, type ProductInput } from '@diet/domain';

import { favoriteList, favoriteTags, historyList, isGreenFor, matchesTags } from './favorite-list';

const product = (input: Partial<ProductInput> & { id: string }) =>
  productSchema.parse({ name_en: `Product ${input.id}`, ...input });

const oatDrink = product({
  id: '1',
  name_en: 'Oat drink',
  name_de: 'Haferdrink',
  brand: ['Oatly'],
  store: 'Migros',
  is_favorite: true,
  colors: { red: [], yellow: [2] },
});
const rice = product({
  id: '2',
  name_en: 'Basmati rice',
  brand: ['Uncle Ben'],
  store: 'Coop',
  is_favorite: true,
  colors: { red: [], yellow: [] },
});
const bread = product({
  id: '3',
  name_en: 'Spelt bread',
  brand: ['Jowa'],
  store: 'Migros',
  is_favorite: true,
  colors: { red: [2, 3], yellow: [] },
});
const apple = product({ id: '4', name_en: 'Apple', store: 'Volg', colors: { red: [3], yellow: [] } });
const all = [oatDrink, rice, bread, apple];

const ids = (list: ReturnType<typeof favoriteList>) =>
  list.rows.map((row) => `${row.product.id}${row.shown ? '' : ' (hidden)'}`);

describe('favoriteList', () => {
  it('given no search and no tags, should list the favourites in the cache order', () => {
    const list = favoriteList(all, { query: '', tags: new Set() });
    expect(ids(list)).toEqual(['1', '2', '3']);
    expect(list).toMatchObject({ total: 3, shown: 3 });
  });

  it.each([
    ['the English name', 'OAT', ['1']],
    ['the brand', 'jowa', ['3']],
    ['the store', 'migros', ['1', '3']],
    ['nothing: names in other languages do not count', 'haferdrink', []],
    ['a query with spaces around it', '  rice ', ['2']],
  ])('given a search by %s, should keep the matching favourites', (_, query, expected) => {
    const list = favoriteList(all, { query, tags: new Set() });
    expect(ids(list)).toEqual(expected);
    expect(list.total).toBe(3);
    expect(list.shown).toBe(expected.length);
  });

  it('given the gluten tag, should keep the favourites green for gluten (not red, not yellow)', () => {
    expect(ids(favoriteList(all, { query: '', tags: new Set(['gluten']) }))).toEqual(['2']);
  });

  it('given the FODMAP tag, should keep the favourites green for low FODMAP', () => {
    expect(ids(favoriteList(all, { query: '', tags: new Set(['fodmap']) }))).toEqual(['1', '2']);
  });

  it('given both tags and a search, should keep what passes all three', () => {
    const list = favoriteList(all, { query: 'oat', tags: new Set(['gluten', 'fodmap']) });
    expect(ids(list)).toEqual([]);
    expect(list).toMatchObject({ total: 3, shown: 0 });
  });

  it('given a favourite whose removal is pending, should keep its card hidden in place', () => {
    const removing = { ...rice, is_favorite: false };
    const list = favoriteList([oatDrink, removing, bread], { query: '', tags: new Set() }, new Set(['2']));
    expect(ids(list)).toEqual(['1', '2 (hidden)', '3']);
    expect(list).toMatchObject({ total: 2, shown: 2 });
  });

  it('given a pending removal that failed (flag back on), should show the card again', () => {
    const list = favoriteList(all, { query: '', tags: new Set() }, new Set(['2']));
    expect(ids(list)).toEqual(['1', '2', '3']);
  });
});

describe('tags', () => {
  it('given a product yellow or red for a diet, should not count it green for that diet', () => {
    expect(isGreenFor(oatDrink, 2)).toBe(false);
    expect(isGreenFor(bread, 3)).toBe(false);
    expect(isGreenFor(oatDrink, 3)).toBe(true);
  });

  it('given no tag, should pass every product', () => {
    expect(all.every((p) => matchesTags(p, new Set()))).toBe(true);
  });
});

describe('historyList', () => {
  it('given history ids, should resolve them against the cache in the history order, skipping unknown ids', () => {
    expect(historyList([4, '1', 'gone', 3], all).map((p) => p.id)).toEqual(['4', '1', '3']);
  });

  it('given no history yet, should give an empty list', () => {
    expect(historyList(undefined, all)).toEqual([]);
  });
});

describe('favoriteTags', () => {
  it('given a profile with lactose and fructose, should offer those two tags, in the diets’ order', () => {
    expect(favoriteTags([4, 1])).toEqual(['lactose', 'fructose']);
  });

  it('given both of the spec’s diets, should offer them as the spec does', () => {
    expect(favoriteTags([2, 3])).toEqual(['gluten', 'fodmap']);
  });

  it('given no diet (or only unknown codes), should offer the spec’s two tags', () => {
    expect(favoriteTags([])).toEqual(['gluten', 'fodmap']);
    expect(favoriteTags([9])).toEqual(['gluten', 'fodmap']);
  });

  it('given the lactose tag, should keep the favourites green for lactose', () => {
    const milk = { id: 'm', is_favorite: true, colors: { red: [1], yellow: [] } };
    const oat = { id: 'o', is_favorite: true, colors: { red: [2], yellow: [] } };
    const list = favoriteList([milk, oat] as never, { query: '', tags: new Set(['lactose']) });
    expect(list.rows.filter((row) => row.shown).map((row) => row.product.id)).toEqual(['o']);
  });
});
