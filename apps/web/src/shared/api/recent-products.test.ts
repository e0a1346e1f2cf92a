// @vitest-environment happy-dom
import { productSchema } from '@diet/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { RECENT_PRODUCTS_MAX, recentProduct, recentProducts, rememberProduct } from './recent-products';

const product = (id: number) =>
  productSchema.parse({ id, name_en: `Product ${id}`, colors: { red: [1], yellow: [] } });

describe('recent products', () => {
  beforeEach(() => localStorage.clear());

  it('given products opened, should keep them newest first, each once', () => {
    rememberProduct(product(1));
    rememberProduct(product(2));
    rememberProduct(product(1));
    expect(recentProducts().map((p) => p.id)).toEqual(['1', '2']);
    expect(recentProduct('2')?.name_en).toBe('Product 2');
    expect(recentProduct('3')).toBeUndefined();
  });

  it('given more than the bound, should keep only the newest 20', () => {
    for (let id = 1; id <= 30; id += 1) rememberProduct(product(id));
    const kept = recentProducts();
    expect(kept).toHaveLength(RECENT_PRODUCTS_MAX);
    expect(kept[0]!.id).toBe('30');
    expect(kept.at(-1)!.id).toBe('11');
  });

  it('given an unreadable entry, should read as none and be replaced on the next product', () => {
    localStorage.setItem('recent_products', '{not json');
    expect(recentProducts()).toEqual([]);
    rememberProduct(product(5));
    expect(recentProducts().map((p) => p.id)).toEqual(['5']);
  });
});
