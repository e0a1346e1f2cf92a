/**
 * Display helpers for catalogue data (signed-in spec §2, §3, §9): names by language, brand and
 * store labels, image addresses, history resolution.
 */
import { DEFAULT_STORE_LABEL } from './constants';
import type { Locale } from './language';

/** The product name in a locale, falling back to English, then to any name, then ''. */
export function productName(
  product: {
    readonly name_en?: string | null;
    readonly name_de?: string | null;
    readonly name_fr?: string | null;
  },
  locale: Locale,
): string {
  const byLocale = { en: product.name_en, de: product.name_de, fr: product.name_fr }[locale];
  return byLocale || product.name_en || product.name_de || product.name_fr || '';
}

/** The brand line: the brands joined with ', ' ('' when none). */
export function brandLabel(product: { readonly brand?: string | readonly string[] | null }): string {
  const brand = product.brand;
  if (brand == null) return '';
  return typeof brand === 'string' ? brand : brand.join(', ');
}

/** The store name, or the default chain ('Coop') when missing or blank. */
export function storeLabel(product: { readonly store?: string | null }): string {
  const store = product.store?.trim();
  return store ? store : DEFAULT_STORE_LABEL;
}

/**
 * A category or product image address: a relative path prefixed with the image-storage base
 * (exactly one '/' between them). Absolute addresses (`http:`, `https:`, `data:`, `//`) are kept;
 * a missing or blank path gives null (the screen shows its default image).
 */
export function withImageBase(base: string, path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (/^(https?:|data:|\/\/)/i.test(trimmed)) return trimmed;
  if (base === '') return trimmed;
  return `${base.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The history list (signed-in spec §3): product ids resolved against the products cache, in the
 * history's order; ids not in the cache are skipped. Ids are compared as text.
 */
export function resolveHistory<P extends { readonly id: string | number }>(
  ids: readonly (string | number)[],
  products: readonly P[],
): P[] {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return ids.flatMap((id) => {
    const product = byId.get(String(id));
    return product ? [product] : [];
  });
}
