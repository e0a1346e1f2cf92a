/**
 * The signed-in app's server state as query definitions (signed-in spec §4, §7): the profile,
 * categories and products (the spec's three caches, see `client.ts`), the retailers to pick from,
 * product details, suggestions, history and the barcode lookup; and the favourite toggle as an
 * optimistic mutation.
 */
import {
  categorySchema,
  productSchema,
  RECOMMENDATIONS_TOP_K,
  userProfileSchema,
  withImageBase,
  type Category,
  type Product,
  type UserProfile,
} from '@diet/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { config } from '../../config';
import { callApi, type SignedInCall } from '../api';
import { ApiError } from '../http';
import { readCache } from '../storage/caches';
import { queryKeys } from './client';

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
 * The names of the retailers the preferences can pick, by name (the server's order): every
 * retailer with products, whatever the user's retailer preference (the product list is filtered
 * by it, so it cannot give them). Fresh as long as the other catalogue queries; not stored.
 */
export function retailersQuery(call: SignedInCall = callApi) {
  return queryOptions<string[]>({
    queryKey: queryKeys.retailers,
    queryFn: async () => (await call('/retailers', {})).map((retailer) => retailer.name),
  });
}

/** The products for the profile (`products_cache`). */
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

/** A product's details for the user; opening them records a view in the history (the API does). */
export function productDetailsQuery(id: string, profileId: string | number, call: SignedInCall = callApi) {
  return queryOptions<Product>({
    queryKey: queryKeys.product(id),
    queryFn: () => call('/products/product-details', { product_id: id, user_profile_id: profileId }),
    // Details are cheap and change with the favourite flag: always asked for on opening.
    staleTime: 0,
  });
}

/**
 * Up to five suggestions like `product` (spec §9: top_k 5). Without a profile, red products are
 * included (spec §9 default for suggestions).
 */
export function recommendedQuery(
  product: Product,
  profile: UserProfile | undefined,
  call: SignedInCall = callApi,
) {
  return queryOptions<Product[]>({
    queryKey: queryKeys.recommended(String(product.id)),
    queryFn: () =>
      call('/products/get-recommended-products', {
        name: product.name_en ?? '',
        product_id: product.id,
        category_id: product.category_id ?? null,
        subcategory_id: product.subcategory_id ?? null,
        top_k: RECOMMENDATIONS_TOP_K,
        sees_red_products: profile ? profile.sees_red_products : true,
        intolerances: profile?.intolerances ?? [],
      }),
  });
}

/** The ids of the products the user viewed, most recent first. */
export function historyQuery(profileId: string | number, call: SignedInCall = callApi) {
  return queryOptions({
    queryKey: queryKeys.history,
    queryFn: () => call('/history', { user_profile_id: profileId }),
    staleTime: 0,
  });
}

/** Sets `is_favorite` of one product wherever the app holds it: the list, suggestions, its details. */
export function setFavoriteFlag(client: QueryClient, productId: string, value: boolean): void {
  const update = (list: Product[] | undefined) =>
    list?.map((product) => (String(product.id) === productId ? { ...product, is_favorite: value } : product));
  client.setQueryData<Product[]>(queryKeys.products, update);
  client.setQueriesData<Product[]>({ queryKey: ['recommended'] }, update);
  client.setQueryData<Product>(queryKeys.product(productId), (product) =>
    product ? { ...product, is_favorite: value } : product,
  );
}
