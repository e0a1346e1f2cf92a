// @vitest-environment happy-dom
/**
 * The catalogue at national scale (issue 29) as the browser sees it: a 200,000-product catalogue
 * served in pages by a fake API, browsed far, searched, and resolved by ids, with storage measured
 * after every step; and a full storage that never breaks the list.
 */
import {
  apiCalls,
  PRODUCT_PAGE_SIZE,
  readResponse,
  type ApiPath,
  type ApiResponseBody,
  type ProductInput,
  type UserProfile,
} from '@diet/domain';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import type { SignedInCall } from '../../lib/api';
import { createQueryClient } from '../../lib/query/client';
import { pageLanguage, productPageQuery, productsQuery, resolveProducts, setFavoriteFlag } from './catalogue';

vi.mock('../../config', () => ({ config: { apiUrl: 'http://api.test' } }));

const CATALOGUE_SIZE = 200_000;
const TWO_MB = 2 * 1024 * 1024;

/** Product `i` (1-based) as the API lists it: names in four languages, a chosen offer. */
function product(i: number): ProductInput {
  return {
    id: i,
    name_en: `Organic oat drink ${i}`,
    name_de: `Bio Haferdrink ${i}`,
    name_fr: `Boisson à l’avoine bio ${i}`,
    name_it: `Bevanda d’avena bio ${i}`,
    brand: ['Alnatura'],
    price: 2.1,
    image: `/images/products/${i}.svg`,
    store: 'Coop',
    storeLogo: null,
    category_id: 1 + (i % 8),
    subcategory_id: 1 + (i % 32),
    barcode: String(7_610_000_000_000 + i),
    colors: { red: [], yellow: i % 3 === 0 ? [1] : [] },
    is_red: false,
    is_yellow: i % 3 === 0,
    is_favorite: false,
    offers_count: 1 + (i % 4),
    sort_key: `0|${String(i).padStart(6, '0')}`,
  };
}

/** A fake API over the catalogue: pages by cursor (the last id), a search on the id's digits. */
function fakeApi() {
  const calls: { path: ApiPath; body: unknown }[] = [];
  const call = (async (path: ApiPath, body: Record<string, unknown>) => {
    calls.push({ path, body });
    // Read as the app's client reads answers: with the domain's tolerant reader.
    const answer = (raw: unknown) => readResponse(apiCalls[path].response, raw);
    if (path === '/products') {
      return answer(Array.from({ length: PRODUCT_PAGE_SIZE }, (_, i) => product(i + 1)));
    }
    if (path === '/products/page') {
      const search = typeof body.search === 'string' ? body.search : '';
      const after = typeof body.cursor === 'string' ? Number(body.cursor) : 0;
      const matches = (i: number) => !search || String(i).includes(search);
      const data: ProductInput[] = [];
      let i = after + 1;
      for (; i <= CATALOGUE_SIZE && data.length < PRODUCT_PAGE_SIZE; i += 1)
        if (matches(i)) data.push(product(i));
      const total = search ? 0 : CATALOGUE_SIZE;
      const page: ApiResponseBody<'/products/page'> = {
        products: data,
        total,
        hidden: 12,
        hidden_red: 12,
        next: i <= CATALOGUE_SIZE ? String(i - 1) : null,
      };
      return answer(page);
    }
    if (path === '/products/by-ids') {
      return answer(
        (body.ids as string[])
          .map(Number)
          .filter((id) => id <= CATALOGUE_SIZE)
          .map(product),
      );
    }
    throw new Error(`unexpected call ${path}`);
  }) as unknown as SignedInCall;
  return { call, calls };
}

/** Bytes a storage holds (keys and values, as UTF-16 code units × 2, as browsers count). */
function storedBytes(storage: Storage): number {
  let bytes = 0;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)!;
    bytes += (key.length + storage.getItem(key)!.length) * 2;
  }
  return bytes;
}

const profile = {
  id: '7',
  email: 'lena@example.ch',
  intolerances: [1],
  sees_red_products: false,
} as UserProfile;

describe('the catalogue at 200,000 products', () => {
  it('given far browsing, a search and a lookup by ids, should keep storage under 2 MB with only the first page', async () => {
    localStorage.clear();
    const client = createQueryClient(localStorage);
    const { call, calls } = fakeApi();

    await client.fetchQuery(productsQuery(profile, call));
    const list = productPageQuery(profile, { categoryId: null, subcategoryId: null, search: '' }, call);
    // Scrolled as the dashboard does: one observer asking for the next page, 60 pages (2,880
    // products, far more than anyone scrolls).
    const observer = new InfiniteQueryObserver(client, list);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    for (let page = 1; page < 60; page += 1) await observer.fetchNextPage();
    unsubscribe();
    const pages = client.getQueryData(list.queryKey)!.pages;
    expect(pages).toHaveLength(60);
    expect(pages.at(-1)!.products.at(-1)!.id).toBe(String(60 * PRODUCT_PAGE_SIZE));
    // Each page asked for the one after the last: keyset, never an offset.
    expect(
      calls.filter((c) => c.path === '/products/page').map((c) => (c.body as { cursor?: string }).cursor),
    ).toEqual([undefined, ...Array.from({ length: 59 }, (_, i) => String((i + 1) * PRODUCT_PAGE_SIZE))]);

    await client.fetchInfiniteQuery(
      productPageQuery(profile, { categoryId: '3', subcategoryId: null, search: '1999' }, call),
    );
    const resolved = await resolveProducts(client, profile, ['5', '150000', '199999', '999999'], call);
    expect(resolved.map((p) => p.id)).toEqual(['5', '150000', '199999']);
    // Only the ids the app did not hold were looked up, in one call.
    expect(
      calls.filter((c) => c.path === '/products/by-ids').map((c) => (c.body as { ids: string[] }).ids),
    ).toEqual([['150000', '199999', '999999']]);

    expect(Object.keys(localStorage)).toEqual(['products_cache']);
    const cached = JSON.parse(localStorage.getItem('products_cache')!) as { data: unknown[] };
    expect(cached.data).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(storedBytes(localStorage)).toBeLessThan(TWO_MB);
    expect(storedBytes(localStorage)).toBeLessThan(100 * 1024);
  });

  it('given a full storage (QuotaExceededError), should still hold and show the list, and store nothing stale', async () => {
    localStorage.clear();
    localStorage.setItem(
      'products_cache',
      JSON.stringify({ data: [{ id: 1, name_en: 'Old' }], timestamp: 1 }),
    );
    const full = {
      ...localStorage,
      getItem: (key: string) => localStorage.getItem(key),
      removeItem: (key: string) => localStorage.removeItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createQueryClient(full);
    const { call } = fakeApi();

    const first = await client.fetchQuery(productsQuery(profile, call));
    expect(first).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(client.getQueryData(['products'])).toHaveLength(PRODUCT_PAGE_SIZE);
    // The older entry is gone rather than shown later as current.
    expect(localStorage.getItem('products_cache')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Could not store products_cache', expect.any(DOMException));
    warn.mockRestore();
  });

  it('given a favourite flipped, should set it in the first page and in every page held', async () => {
    localStorage.clear();
    const client = createQueryClient(localStorage);
    const { call } = fakeApi();
    await client.fetchQuery(productsQuery(profile, call));
    const list = productPageQuery(profile, { categoryId: null, subcategoryId: null, search: '' }, call);
    const observer = new InfiniteQueryObserver(client, list);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    unsubscribe();
    setFavoriteFlag(client, '60', true);
    const held = client.getQueryData(list.queryKey)!.pages.flatMap((page) => page.products);
    expect(held.find((p) => p.id === '60')?.is_favorite).toBe(true);
    expect(held.filter((p) => p.is_favorite)).toHaveLength(1);
  });

  it('given the page language, should send it, English when the page names none the catalogue knows', () => {
    document.documentElement.lang = 'de-CH';
    expect(pageLanguage()).toBe('de');
    document.documentElement.lang = 'rm';
    expect(pageLanguage()).toBe('en');
    document.documentElement.lang = '';
  });
});
