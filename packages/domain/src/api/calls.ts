/**
 * The call table: every path the web app calls and the API serves, with its schemas and auth.
 *
 * Auth follows the product's decided deviation from signed-in spec §6/§7: EVERY signed-in call
 * carries the bearer (identity) token, including favourites, history, detail, suggestions and
 * profile updates, and the API derives the user from it. Only registration, the newsletter, the
 * contact form and the diets page's sample products are public.
 *
 * Paths the specs do not show, decided here: `/newsletter` and `/contact` (public §7 says their
 * addresses are not shown), `/products/barcode` (the barcode lookup, not in the specs),
 * `/products/samples` (the diets page's sample products, public §2) and `/retailers` (the
 * preferences page's retailer picker: the product list is filtered by that very preference, so
 * the app cannot gather the retailers from it); for a catalogue of national size (issue 29)
 * `/products/page` (one page of the ranked, filtered, searched list), `/products/by-ids` (history
 * and favourites outside the page held) and `/favorites` (the favourite ids); `/products/changes`
 * (what a save of diets or preferences changes in the lists, issue 30).
 *
 * Every call is a POST with a body, but `/products/samples`: a GET with its request in the query
 * string, so that browsers and CDNs can keep its public answer (`Cache-Control: public`) and a
 * page on another origin calls it without a CORS preflight.
 */
import type { z } from 'zod';

import {
  barcodeLookupRequestSchema,
  categoriesRequestSchema,
  categoriesResponseSchema,
  contactRequestSchema,
  discoverRequestSchema,
  discoverResponseSchema,
  favoriteRequestSchema,
  favoritesListRequestSchema,
  favoritesListResponseSchema,
  getUserProfileRequestSchema,
  historyRequestSchema,
  historyResponseSchema,
  mutationResponseSchema,
  newsletterRequestSchema,
  productDetailsRequestSchema,
  productPageRequestSchema,
  productChangesRequestSchema,
  productChangesResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  productsByIdsRequestSchema,
  productsRequestSchema,
  productSamplesRequestSchema,
  productSamplesResponseSchema,
  productsResponseSchema,
  recommendedProductsRequestSchema,
  registrationRequestSchema,
  retailersRequestSchema,
  retailersResponseSchema,
  unusedResponseSchema,
  updatePersonalDietsRequestSchema,
  updatePersonalInfoRequestSchema,
  updatePreferencesRequestSchema,
  userProfileResponseSchema,
  shoppingItemAddRequestSchema,
  shoppingItemMoveRequestSchema,
  shoppingItemRemoveRequestSchema,
  shoppingItemUpdateRequestSchema,
  shoppingListCreateRequestSchema,
  shoppingListRenameRequestSchema,
  shoppingListRequestSchema,
  shoppingListResponseSchema,
  shoppingListsRequestSchema,
  shoppingListsResponseSchema,
} from './contracts';

export type ApiAuth = 'bearer' | 'none';

export type ApiMethod = 'GET' | 'POST';

/**
 * How the request travels: a JSON body, a form-encoded body (newsletter and contact, public §7),
 * or the query string of a GET (its fields are text).
 */
export type ApiEncoding = 'json' | 'form' | 'query';

export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  M extends ApiMethod = ApiMethod,
> {
  method: M;
  request: Req;
  response: Res;
  auth: ApiAuth;
  encoding: M extends 'GET' ? 'query' : Exclude<ApiEncoding, 'query'>;
}

function call<Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  auth: ApiAuth,
  encoding: 'json' | 'form' = 'json',
): ApiCall<Req, Res, 'POST'> {
  return { method: 'POST', request, response, auth, encoding };
}

/** A GET: the request is the query string, read with the request schema (every value is text). */
function getCall<Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  auth: ApiAuth,
): ApiCall<Req, Res, 'GET'> {
  return { method: 'GET', request, response, auth, encoding: 'query' };
}

export const apiCalls = {
  // Public (public-site spec §7).
  '/user-profile': call(registrationRequestSchema, unusedResponseSchema, 'none'),
  '/newsletter': call(newsletterRequestSchema, unusedResponseSchema, 'none', 'form'),
  '/contact': call(contactRequestSchema, unusedResponseSchema, 'none', 'form'),
  '/products/samples': getCall(productSamplesRequestSchema, productSamplesResponseSchema, 'none'),

  // Signed in (signed-in spec §7).
  '/user-profile/get-user-profile': call(getUserProfileRequestSchema, userProfileResponseSchema, 'bearer'),
  '/categories': call(categoriesRequestSchema, categoriesResponseSchema, 'bearer'),
  '/retailers': call(retailersRequestSchema, retailersResponseSchema, 'bearer'),
  '/products': call(productsRequestSchema, productsResponseSchema, 'bearer'),
  '/products/page': call(productPageRequestSchema, productPageResponseSchema, 'bearer'),
  '/products/by-ids': call(productsByIdsRequestSchema, productsResponseSchema, 'bearer'),
  '/products/changes': call(productChangesRequestSchema, productChangesResponseSchema, 'bearer'),
  '/products/product-details': call(productDetailsRequestSchema, productResponseSchema, 'bearer'),
  '/products/get-recommended-products': call(
    recommendedProductsRequestSchema,
    productsResponseSchema,
    'bearer',
  ),
  '/products/barcode': call(barcodeLookupRequestSchema, productResponseSchema, 'bearer'),
  '/favorites/add-favorite': call(favoriteRequestSchema, mutationResponseSchema, 'bearer'),
  '/favorites/remove-favorite': call(favoriteRequestSchema, mutationResponseSchema, 'bearer'),
  '/favorites': call(favoritesListRequestSchema, favoritesListResponseSchema, 'bearer'),
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

  // Shopping lists (issue 31): the caller's own lists; lists and items carry ids the app makes.
  '/shopping-lists': call(shoppingListsRequestSchema, shoppingListsResponseSchema, 'bearer'),
  '/shopping-lists/create': call(shoppingListCreateRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/rename': call(shoppingListRenameRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/delete': call(shoppingListRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/get-list': call(shoppingListRequestSchema, shoppingListResponseSchema, 'bearer'),
  '/shopping-lists/add-item': call(shoppingItemAddRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/update-item': call(shoppingItemUpdateRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/move-item': call(shoppingItemMoveRequestSchema, mutationResponseSchema, 'bearer'),
  '/shopping-lists/remove-item': call(shoppingItemRemoveRequestSchema, mutationResponseSchema, 'bearer'),
  // Discover (issue 31): suitable products by category and swaps, in one round trip.
  '/products/discover': call(discoverRequestSchema, discoverResponseSchema, 'bearer'),
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

/** The paths called with GET (their request is the query string). */
export type ApiGetPath = { [P in ApiPath]: ApiCalls[P]['method'] extends 'GET' ? P : never }[ApiPath];
