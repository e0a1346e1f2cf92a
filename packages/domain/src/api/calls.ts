/**
 * The call table: every path the web app calls and the API serves, with its schemas and auth.
 *
 * Auth follows the product's decided deviation from signed-in spec §6/§7: EVERY signed-in call
 * carries the bearer (identity) token, including favourites, history, detail, suggestions and
 * profile updates, and the API derives the user from it. Only registration, the newsletter and
 * the contact form are public.
 *
 * Paths the specs do not show, decided here: `/newsletter` and `/contact` (public §7 says their
 * addresses are not shown) and `/products/barcode` (the barcode lookup, not in the specs).
 */
import type { z } from 'zod';

import {
  barcodeLookupRequestSchema,
  categoriesRequestSchema,
  categoriesResponseSchema,
  contactRequestSchema,
  favoriteRequestSchema,
  getUserProfileRequestSchema,
  historyRequestSchema,
  historyResponseSchema,
  mutationResponseSchema,
  newsletterRequestSchema,
  productDetailsRequestSchema,
  productResponseSchema,
  productsRequestSchema,
  productsResponseSchema,
  recommendedProductsRequestSchema,
  registrationRequestSchema,
  unusedResponseSchema,
  updatePersonalDietsRequestSchema,
  updatePersonalInfoRequestSchema,
  updatePreferencesRequestSchema,
  userProfileResponseSchema,
} from './contracts';

export type ApiAuth = 'bearer' | 'none';

/** How the request body travels: JSON, or form-encoded (newsletter and contact, public §7). */
export type ApiEncoding = 'json' | 'form';

export interface ApiCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'POST';
  request: Req;
  response: Res;
  auth: ApiAuth;
  encoding: ApiEncoding;
}

function call<Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  auth: ApiAuth,
  encoding: ApiEncoding = 'json',
): ApiCall<Req, Res> {
  return { method: 'POST', request, response, auth, encoding };
}

export const apiCalls = {
  // Public (public-site spec §7).
  '/user-profile': call(registrationRequestSchema, unusedResponseSchema, 'none'),
  '/newsletter': call(newsletterRequestSchema, unusedResponseSchema, 'none', 'form'),
  '/contact': call(contactRequestSchema, unusedResponseSchema, 'none', 'form'),

  // Signed in (signed-in spec §7).
  '/user-profile/get-user-profile': call(getUserProfileRequestSchema, userProfileResponseSchema, 'bearer'),
  '/categories': call(categoriesRequestSchema, categoriesResponseSchema, 'bearer'),
  '/products': call(productsRequestSchema, productsResponseSchema, 'bearer'),
  '/products/product-details': call(productDetailsRequestSchema, productResponseSchema, 'bearer'),
  '/products/get-recommended-products': call(
    recommendedProductsRequestSchema,
    productsResponseSchema,
    'bearer',
  ),
  '/products/barcode': call(barcodeLookupRequestSchema, productResponseSchema, 'bearer'),
  '/favorites/add-favorite': call(favoriteRequestSchema, mutationResponseSchema, 'bearer'),
  '/favorites/remove-favorite': call(favoriteRequestSchema, mutationResponseSchema, 'bearer'),
  '/history': call(historyRequestSchema, historyResponseSchema, 'bearer'),
  '/user-profile/update-personal-info': call(
    updatePersonalInfoRequestSchema,
    mutationResponseSchema,
    'bearer',
  ),
  '/user-profile/update-personal-diets': call(
    updatePersonalDietsRequestSchema,
    mutationResponseSchema,
    'bearer',
  ),
  '/user-profile/update-preferences': call(updatePreferencesRequestSchema, mutationResponseSchema, 'bearer'),
} as const satisfies Record<string, ApiCall>;

export type ApiCalls = typeof apiCalls;
export type ApiPath = keyof ApiCalls;

/** Every path, in table order. */
export const API_PATHS = Object.keys(apiCalls) as readonly ApiPath[];

/** A request body as the sender builds it (schema input). */
export type ApiRequest<P extends ApiPath> = z.input<ApiCalls[P]['request']>;
/** A request body as the receiver gets it after parsing (schema output). */
export type ParsedApiRequest<P extends ApiPath> = z.output<ApiCalls[P]['request']>;
/** A response as the reader gets it after parsing (schema output). */
export type ApiResponse<P extends ApiPath> = z.output<ApiCalls[P]['response']>;
/** A response as the server sends it (schema input). */
export type ApiResponseBody<P extends ApiPath> = z.input<ApiCalls[P]['response']>;

export function isApiPath(value: unknown): value is ApiPath {
  return typeof value === 'string' && Object.hasOwn(apiCalls, value);
}
