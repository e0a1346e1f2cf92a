/**
 * The products the user opened last, kept in storage (`recent_products`, at most
 * {@link RECENT_PRODUCTS_MAX}, newest first): the products cache holds only the first page of the
 * list, so without these a product opened yesterday would show nothing in an aisle without
 * network. Written after every successful details call; read by the product page as what is
 * known before (or without) the details. Bounded: 20 products of about 3 kB.
 */
import { productSchema, STORAGE_KEYS, type Product } from '@diet/domain';
import { z } from 'zod';

import { readCache, writeCache } from '../../lib/storage/caches';

export const RECENT_PRODUCTS_MAX = 20;

const recentSchema = z.array(productSchema);

/** The recent products, newest first ([] when none or unreadable). */
export function recentProducts(storage: Storage = localStorage): Product[] {
  return readCache(STORAGE_KEYS.recentProducts, recentSchema, storage)?.data ?? [];
}

/** The product with `id` among the recent ones, if it is there. */
export function recentProduct(id: string, storage: Storage = localStorage): Product | undefined {
  return recentProducts(storage).find((product) => String(product.id) === id);
}

/** Puts `product` first among the recent ones (once), keeping at most the newest 20. */
export function rememberProduct(product: Product, storage: Storage = localStorage): void {
  const others = recentProducts(storage).filter((kept) => String(kept.id) !== String(product.id));
  writeCache(
    STORAGE_KEYS.recentProducts,
    [product, ...others].slice(0, RECENT_PRODUCTS_MAX),
    Date.now(),
    storage,
  );
}
