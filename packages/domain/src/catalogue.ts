/**
 * Display helpers for catalogue data (signed-in spec §2, §3, §9): names by language, brand and
 * store labels, image addresses, history resolution.
 */
import { DEFAULT_STORE_LABEL } from './constants';
import type { Locale } from './language';

/** Names by catalogue language (the spec's `name_en` and its de/fr/it companions). */
export interface Named {
  readonly name_en?: string | null;
  readonly name_de?: string | null;
  readonly name_fr?: string | null;
  readonly name_it?: string | null;
}

/**
 * The order names are tried in for a language: the language itself, then English, German, French
 * and Italian (the catalogue's languages by how often Swiss packs carry them after English).
 */
export const NAME_FALLBACK: readonly ('en' | 'de' | 'fr' | 'it')[] = ['en', 'de', 'fr', 'it'];

/** The name in a language and the language it is in: the language's own, else the fallback order. */
export function nameIn(
  named: Named,
  language: Locale | 'it',
): { name: string; language: 'en' | 'de' | 'fr' | 'it' } | null {
  for (const candidate of [language, ...NAME_FALLBACK]) {
    const name = named[`name_${candidate}`]?.trim();
    if (name) return { name, language: candidate };
  }
  return null;
}

/** The product name in a locale, falling back to English, then to any name, then ''. */
export function productName(product: Named, locale: Locale): string {
  return nameIn(product, locale)?.name ?? '';
}

/** A category's or subcategory's name in a locale, falling back as {@link productName} does. */
export function categoryName(category: Named, locale: Locale): string {
  return nameIn(category, locale)?.name ?? '';
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
