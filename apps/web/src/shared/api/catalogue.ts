/**
 * The signed-in app's shared server state as query definitions (signed-in spec §4, §7): the
 * profile, categories and products (the spec's three caches, see `lib/query/client.ts`), which the
 * guard, the shell and several screens read, and the favourite flag wherever a product is held.
 * Queries only one screen uses live with its feature (`features/<name>/api`).
 */
import {
  CATALOGUE_LANGUAGES,
  categorySchema,
  productSchema,
  userProfileSchema,
  withImageBase,
  type CatalogueLanguage,
  type Category,
  type Discover,
  type Product,
  type ProductPage,
  type UserProfile,
} from '@diet/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';

import { config } from '../../config';
import { callApi, type SignedInCall } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { queryKeys } from '../../lib/query/client';
import { readCache } from '../../lib/storage/caches';

/** The products call failed with a status (spec §8: 'Products fetch failed ({status})'). */
export class ProductsFetchError extends Error {
  override readonly name = 'ProductsFetchError';
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`Products fetch failed (${status})`, options);
  }
}

/**
 * A stored cache entry as a query's initial data. Read lazily: the query calls these only when it
 * is created, so screens that re-render never parse storage again.
 */
function stored<S extends z.ZodType>(key: Parameters<typeof readCache>[0], schema: S) {
  let entry: ReturnType<typeof readCache<S>> | null = null;
  const read = () => (entry === null ? (entry = readCache(key, schema)) : entry);
  return {
    initialData: () => read()?.data,
    initialDataUpdatedAt: () => read()?.updatedAt,
  };
}

/** The user profile (`user_profile_cache`), asked for by the token's e-mail. */
export function profileQuery(email: string, call: SignedInCall = callApi) {
  return queryOptions<UserProfile>({
    queryKey: queryKeys.profile,
    queryFn: () => call('/user-profile/get-user-profile', { email }),
    ...stored('user_profile_cache', userProfileSchema),
  });
}

/** Categories with their subcategories (`categories_with_sub`); images get the image base. */
export function categoriesQuery(call: SignedInCall = callApi) {
  return queryOptions<Category[]>({
    queryKey: queryKeys.categories,
    queryFn: async () =>
      (await call('/categories', {})).map((category) => ({
        ...category,
        image: withImageBase(config.apiUrl, category.image),
      })),
    ...stored('categories_with_sub', z.array(categorySchema)),
  });
}

/**
 * The page's language as the catalogue calls send it (the `<html lang>` the app keeps in step with
 * its language); English when the page says none the catalogue knows.
 */
export function pageLanguage(): CatalogueLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2).toLowerCase();
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(lang) ? (lang as CatalogueLanguage) : 'en';
}

/**
 * The first page of the user's ranked list (`products_cache`, the spec's `{data, timestamp}`): at
 * a catalogue of national size the whole list no longer travels, so storage stays small (a page is
 * about 25 kB); later pages, filters and searches are {@link productPageQuery}.
 */
export function productsQuery(profile: UserProfile | undefined, call: SignedInCall = callApi) {
  return queryOptions<Product[]>({
    queryKey: queryKeys.products,
    queryFn: async () => {
      if (!profile?.id) throw new Error('No user profile to fetch products for');
      try {
        return await call('/products', {
          intolerances: profile.intolerances,
          sees_red_products: profile.sees_red_products,
          user_profile_id: profile.id,
          language: pageLanguage(),
        });
      } catch (error) {
        if (error instanceof ApiError && error.failure.kind === 'status') {
          throw new ProductsFetchError(error.failure.status, { cause: error });
        }
        throw error;
      }
    },
    ...stored('products_cache', z.array(productSchema)),
  });
}

/** What a page of the ranked list is filtered by (all empty: the whole list). */
export interface ListFilters {
  categoryId: string | null;
  subcategoryId: string | null;
  /** The search text as sent (trimmed; '' for none). */
  search: string;
  /** Show the matches the preferences hide, for this list only (the saved preferences stay). */
  showHidden?: boolean;
}

/**
 * The user's ranked list as pages (`/products/page`), filtered on the server: an infinite query
 * per profile, diets and filters. Pages live in memory only (never in storage): browsing a
 * catalogue of 200,000 products keeps storage at the first page.
 */
export function productPageQuery(
  profile: UserProfile | undefined,
  filters: ListFilters,
  call: SignedInCall = callApi,
) {
  return infiniteQueryOptions<
    ProductPage,
    Error,
    InfiniteData<ProductPage, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: queryKeys.productPages(
      profile?.id ?? '',
      [...(profile?.intolerances ?? [])].sort().join(','),
      profile?.sees_red_products ?? false,
      filters,
    ),
    queryFn: async ({ pageParam, signal }) => {
      if (!profile?.id) throw new Error('No user profile to fetch products for');
      try {
        return await call(
          '/products/page',
          {
            user_profile_id: profile.id,
            intolerances: profile.intolerances,
            sees_red_products: profile.sees_red_products,
            language: pageLanguage(),
            category_id: filters.categoryId,
            subcategory_id: filters.subcategoryId,
            ...(filters.search ? { search: filters.search } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
            ...(filters.showHidden ? { show_hidden: true } : {}),
          },
          { signal },
        );
      } catch (error) {
        // The spec's log line for a failed products call ('Products fetch failed (500)').
        if (error instanceof ApiError && error.failure.kind === 'status') {
          throw new ProductsFetchError(error.failure.status, { cause: error });
        }
        throw error;
      }
    },
    initialPageParam: null,
    getNextPageParam: (last) => last.next,
  });
}

/**
 * Products by id, for history and favourites outside the page the app holds (`/products/by-ids`,
 * at most 100 per call): in the order asked, unknown ids left out.
 */
export async function productsByIds(
  profile: UserProfile,
  ids: readonly string[],
  call: SignedInCall = callApi,
): Promise<Product[]> {
  const found: Product[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    found.push(
      ...(await call('/products/by-ids', {
        user_profile_id: profile.id ?? '',
        intolerances: profile.intolerances,
        language: pageLanguage(),
        ids: ids.slice(start, start + 100),
      })),
    );
  }
  return found;
}

/**
 * `ids` resolved to products: those the app holds (the first page, pages in memory) at once, the
 * others in one lookup. Ids that are no product any more are left out.
 */
export async function resolveProducts(
  client: QueryClient,
  profile: UserProfile,
  ids: readonly string[],
  call: SignedInCall = callApi,
): Promise<Product[]> {
  const held = heldProducts(client);
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length > 0) {
    for (const product of await productsByIds(profile, missing, call)) held.set(String(product.id), product);
  }
  return ids.flatMap((id) => {
    const product = held.get(id);
    return product ? [product] : [];
  });
}

/**
 * Every product the app holds in memory, by id (resolved favourites and history, the first page,
 * the pages of lists; the later ones carry the newer flags).
 */
function heldProducts(client: QueryClient): Map<string, Product> {
  const held = new Map<string, Product>();
  for (const [, data] of client.getQueriesData<Product[]>({ queryKey: ['resolved'] })) {
    for (const product of data ?? []) held.set(String(product.id), product);
  }
  for (const product of client.getQueryData<Product[]>(queryKeys.products) ?? []) {
    held.set(String(product.id), product);
  }
  for (const [, data] of client.getQueriesData<InfiniteData<ProductPage>>({ queryKey: ['product-pages'] })) {
    for (const page of data?.pages ?? [])
      for (const product of page.products) held.set(String(product.id), product);
  }
  return held;
}

/** Sets `is_favorite` of one product wherever the app holds it: the list, suggestions, its details. */
export function setFavoriteFlag(client: QueryClient, productId: string, value: boolean): void {
  const update = (list: Product[] | undefined) =>
    list?.map((product) => (String(product.id) === productId ? { ...product, is_favorite: value } : product));
  client.setQueryData<Product[]>(queryKeys.products, update);
  client.setQueriesData<Product[]>({ queryKey: ['recommended'] }, update);
  client.setQueriesData<Product[]>({ queryKey: ['resolved'] }, update);
  // A new favourite joins the favourites at once (its card resolves from what the app holds); a
  // removed one stays listed with its flag off until the page asks again (its card leaves).
  if (value) {
    client.setQueryData<string[]>(queryKeys.favorites, (ids) =>
      ids && !ids.includes(productId) ? [productId, ...ids] : ids,
    );
  }
  client.setQueriesData<InfiniteData<ProductPage>>({ queryKey: ['product-pages'] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, products: update(page.products) ?? [] })) }
      : data,
  );
  // Discover's answers: its rows and swaps.
  client.setQueriesData<Discover>({ queryKey: ['discover'] }, (data) =>
    data
      ? {
          categories: data.categories.map((row) => ({ ...row, products: update(row.products) ?? [] })),
          swaps: data.swaps.map((swap) => ({
            product: update([swap.product])![0]!,
            alternatives: update(swap.alternatives) ?? [],
          })),
        }
      : data,
  );
  client.setQueriesData<Product>({ queryKey: queryKeys.product(productId) }, (product) =>
    product ? { ...product, is_favorite: value } : product,
  );
}
