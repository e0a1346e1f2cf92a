/**
 * The signed-in app's shared server state as query definitions (signed-in spec §4, §7): the
 * profile, categories and products (the spec's three caches, see `lib/query/client.ts`), which the
 * guard, the shell and several screens read, and the favourite flag wherever a product is held.
 * Queries only one screen uses live with its feature (`features/<name>/api`).
 */
import {
  categorySchema,
  productSchema,
  userProfileSchema,
  withImageBase,
  type Category,
  type Product,
  type UserProfile,
} from '@diet/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
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
