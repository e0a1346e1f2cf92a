/**
 * Request and response schemas of every call: public-site spec §7 and signed-in spec §7, plus the
 * barcode lookup and the diets page's sample products. Requests are strict about types and bound
 * their strings; unknown keys are stripped. Responses reuse the tolerant entity readers.
 */
import { z } from 'zod';

import type { IntoleranceCode } from '../codes';
import { RECOMMENDATIONS_TOP_K } from '../constants';
import { isNonBlank, isValidPassword, PASSWORD_MAX_LENGTH } from '../validation';
import { categorySchema, productSchema, sampleProductSchema, userProfileSchema } from './entities';
import {
  birthYearSchema,
  emailSchema,
  idSchema,
  intoleranceCodesRequestSchema,
  LIST_MAX,
  LONG_TEXT_MAX,
  profileGenderSchema,
  registrationGenderSchema,
  retailerListSchema,
  retailerSchema,
  shopSchema,
  shortTextSchema,
} from './primitives';

/** Longest username (the identity service's limit). */
export const USERNAME_MAX_LENGTH = 128;

const usernameSchema = z
  .string()
  .max(USERNAME_MAX_LENGTH)
  .refine(isNonBlank, { message: 'Username is blank' });
const passwordSchema = z.string().max(PASSWORD_MAX_LENGTH);
const extraIntoleranceSchema = shortTextSchema.nullable();

// `.optional()` lets the key be absent (a bare transform of unknown would demand it).
const looseTextSchema = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : null));

/**
 * An answer read only loosely (favourites, profile updates): an `error` text on failure and maybe
 * a `message`; either reads as null when absent or not text.
 */
export const mutationResponseSchema = z.object({
  error: looseTextSchema,
  message: looseTextSchema,
});

/** A response whose body is not used (judged by status only). */
export const unusedResponseSchema = z.unknown();

// --- Public site ------------------------------------------------------------------------------

/**
 * POST /user-profile: the registration payload (public-site spec §3). The password must follow
 * the password rule and equal its confirmation. `birth_year` is bounded to 4 digits here; the
 * clock-dependent range is `isValidBirthYear`'s, to check with the server's clock.
 */
export const registrationRequestSchema = z
  .object({
    name: shortTextSchema,
    surname: shortTextSchema,
    email: emailSchema,
    knows_intolerance: z.boolean(),
    intolerances: intoleranceCodesRequestSchema,
    extra_intolerance: extraIntoleranceSchema,
    shop: shopSchema,
    gender: registrationGenderSchema.nullable(),
    birth_year: birthYearSchema,
    username: usernameSchema,
    // The spec's quiz sends them; the API never stores them (the identity service holds the
    // password). An owner completing a missing profile while signed in has none to send.
    password: passwordSchema.optional(),
    confirmPassword: passwordSchema.optional(),
    sees_red_products: z.boolean(),
    sees_local_products: z.boolean(),
    sees_only_specific_retailer: z.boolean(),
    retailer_list: z.array(retailerSchema).max(LIST_MAX),
    shared_accounts: z.array(shortTextSchema).max(LIST_MAX),
  })
  .refine((body) => body.password === undefined || isValidPassword(body.password), {
    path: ['password'],
    message: 'account.passwordRule',
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.passwordMismatch',
  });

export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** The newsletter post (form-encoded): email, name (empty from the home box), diets. */
export const newsletterRequestSchema = z.object({
  email: emailSchema,
  name: shortTextSchema,
  diets: shortTextSchema,
});

/** The contact post (form-encoded): name, email, reason, message. */
export const contactRequestSchema = z.object({
  name: shortTextSchema,
  email: emailSchema,
  reason: shortTextSchema,
  message: z.string().max(LONG_TEXT_MAX),
});

/** The diet codes as a query string carries them: exactly `1` to `4`. */
const DIET_QUERY_VALUES = ['1', '2', '3', '4'] as const satisfies readonly `${IntoleranceCode}`[];

/**
 * GET /products/samples?diet=2: the diets page's sample products of one diet. The request travels
 * in the query string, so the diet is text (`1` lactose, `2` gluten free, `3` low FODMAP, `4` low
 * fructose; nothing else, not `02` nor ` 2`), read as its code. An `IntoleranceCode` written as a
 * template string (`${code}`) has exactly the input type; `apiQueryPath` builds the address.
 */
export const productSamplesRequestSchema = z.object({
  diet: z.enum(DIET_QUERY_VALUES).transform((diet) => Number(diet) as IntoleranceCode),
});

// --- Signed-in app ----------------------------------------------------------------------------

export const getUserProfileRequestSchema = z.object({ email: emailSchema });

export const updatePersonalInfoRequestSchema = z.object({
  email: emailSchema,
  name: shortTextSchema,
  surname: shortTextSchema,
  /** 1-5, or null when not chosen. */
  gender: profileGenderSchema.nullable(),
  birth_year: birthYearSchema.nullable(),
});

export const updatePersonalDietsRequestSchema = z.object({
  email: emailSchema,
  user_id: idSchema,
  intolerances: intoleranceCodesRequestSchema,
  extra_intolerance: extraIntoleranceSchema,
});

export const updatePreferencesRequestSchema = z.object({
  email: emailSchema,
  user_id: idSchema,
  sees_red_products: z.boolean(),
  sees_local_products: z.boolean(),
  sees_only_specific_retailer: z.boolean(),
  /** Retailer names: a list or a single name, read as a list. */
  shop: retailerListSchema,
});

/** POST /categories takes an empty object. */
export const categoriesRequestSchema = z.object({});

/** POST /retailers takes an empty object. */
export const retailersRequestSchema = z.object({});

/**
 * The page's language, sent with the catalogue calls: names, categories and ingredient lists are
 * answered in it when the product has them (the profile's `language` is only the default).
 */
export const CATALOGUE_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];
export const catalogueLanguageSchema = z.enum(CATALOGUE_LANGUAGES);

/** POST /products: the spec's request; its answer is now the first page of the ranked list. */
export const productsRequestSchema = z.object({
  intolerances: intoleranceCodesRequestSchema,
  sees_red_products: z.boolean(),
  user_profile_id: idSchema,
  language: catalogueLanguageSchema.optional(),
});

/** Products per page of the ranked list (the first page is POST /products' answer). */
export const PRODUCT_PAGE_SIZE = 48;
/** Most products one page call may ask for. */
export const PRODUCT_PAGE_MAX = 100;
/** Longest search text accepted (longer input is cut by the app before it is sent). */
export const SEARCH_MAX_LENGTH = 100;
/** Longest page cursor accepted (an opaque text the server gave). */
export const CURSOR_MAX_LENGTH = 300;

/**
 * POST /products/page: one page of the caller's ranked list, filtered by category, subcategory
 * and search text, after `cursor` (the `next` of the previous page; none for the first page).
 */
export const productPageRequestSchema = z.object({
  user_profile_id: idSchema,
  intolerances: intoleranceCodesRequestSchema,
  sees_red_products: z.boolean(),
  language: catalogueLanguageSchema.optional(),
  category_id: idSchema.nullish(),
  subcategory_id: idSchema.nullish(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  cursor: z.string().min(1).max(CURSOR_MAX_LENGTH).nullish(),
  limit: z.int().min(1).max(PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE),
  /**
   * Show, for this request only, the matches the caller's preferences hide (red products, other
   * retailers, non-local): "show them" on a search, without changing the saved preferences. They
   * are then counted in `total`, and `hidden` is 0.
   */
  show_hidden: z.boolean().default(false),
});

/** Most ids one lookup resolves. */
export const PRODUCT_IDS_MAX = 100;

/**
 * POST /products/by-ids: the products of history or favourites that are not in the page the app
 * holds, with the caller's flags; unknown ids are left out, the order is the request's.
 */
export const productsByIdsRequestSchema = z.object({
  user_profile_id: idSchema,
  intolerances: intoleranceCodesRequestSchema,
  language: catalogueLanguageSchema.optional(),
  ids: z.array(idSchema).min(1).max(PRODUCT_IDS_MAX),
});

/** POST /favorites: the caller's favourite product ids, most recent first. */
export const favoritesListRequestSchema = z.object({ user_profile_id: idSchema });

export const productDetailsRequestSchema = z.object({
  product_id: idSchema,
  user_profile_id: idSchema,
  language: catalogueLanguageSchema.optional(),
});

/** Largest `top_k` accepted (the app sends 5). */
export const TOP_K_MAX = 50;

export const recommendedProductsRequestSchema = z.object({
  /** The product's name the suggestions are for. */
  name: shortTextSchema,
  product_id: idSchema,
  category_id: idSchema.nullable(),
  subcategory_id: idSchema.nullable(),
  top_k: z.int().min(1).max(TOP_K_MAX).default(RECOMMENDATIONS_TOP_K),
  sees_red_products: z.boolean(),
  intolerances: intoleranceCodesRequestSchema,
});

export const favoriteRequestSchema = z.object({
  user_profile_id: idSchema,
  product_id: idSchema,
});

export const historyRequestSchema = z.object({ user_profile_id: idSchema });

/** A barcode: 8 to 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14). */
export const BARCODE_PATTERN = /^[0-9]{8,14}$/;

export const barcodeLookupRequestSchema = z.object({
  barcode: z.string().regex(BARCODE_PATTERN),
});

// --- Responses --------------------------------------------------------------------------------

export const userProfileResponseSchema = userProfileSchema;
export const categoriesResponseSchema = z.array(categorySchema);

/**
 * A retailer the preferences can pick: its name, exactly as products and the retailer preference
 * carry it (not trimmed). A usable name is non-blank text a preferences update accepts.
 */
export const retailerItemSchema = z.object({ name: retailerSchema.refine(isNonBlank) });

export type RetailerItem = z.output<typeof retailerItemSchema>;

/**
 * The catalogue's retailers (POST /retailers), in the server's order (by name). Read tolerantly:
 * an item without a usable name is dropped, not a failure (`optional().catch(undefined)` keeps
 * the documented item an object), and a repeated name is kept once.
 */
export const retailersResponseSchema = z
  .array(retailerItemSchema.optional().catch(undefined))
  .transform((items): RetailerItem[] => {
    const seen = new Set<string>();
    return items.filter((item): item is RetailerItem => {
      if (item === undefined || seen.has(item.name)) return false;
      seen.add(item.name);
      return true;
    });
  });
export const productsResponseSchema = z.array(productSchema);
export const productResponseSchema = productSchema;
/** History: the ids of viewed products, resolved against the products cache. */
export const historyResponseSchema = z.array(idSchema);
/** The caller's favourite ids, most recent first. */
export const favoritesListResponseSchema = z.array(idSchema);

/** A count read tolerantly: a non-negative integer, anything else 0. */
const countSchema = z.int().nonnegative().catch(0);

/**
 * One page of the ranked list (its products under `products`, not `data`: the readers peel a
 * `data` wrapper): the products, how many match the filters and are shown to the
 * caller (`total`), how many match but are hidden by the caller's preferences (`hidden`: red
 * products when they are not shown, and products with no offer at the chosen retailers or no local
 * offer; `hidden_red` of them red), and the cursor of the next page (null on the last).
 */
export const productPageResponseSchema = z.object({
  products: z.array(productSchema),
  total: countSchema,
  hidden: countSchema,
  hidden_red: countSchema,
  next: z
    .string()
    .max(CURSOR_MAX_LENGTH)
    .nullish()
    .catch(null)
    .transform((next) => next ?? null),
});
export type ProductPage = z.output<typeof productPageResponseSchema>;

/**
 * What the caller's lists are judged and filtered by: the diets (intolerance codes) and the
 * preferences that hide products (red ones, other retailers, non-local ones), as a profile holds them.
 */
export const catalogueViewSchema = z.object({
  intolerances: intoleranceCodesRequestSchema,
  sees_red_products: z.boolean(),
  sees_local_products: z.boolean(),
  sees_only_specific_retailer: z.boolean(),
  /** Retailer names: a list or a single name, read as a list. */
  shop: retailerListSchema,
});
export type CatalogueView = z.input<typeof catalogueViewSchema>;

/**
 * POST /products/changes: how the catalogue changes for the caller between two views, e.g. the
 * profile before and after a save of diets or preferences.
 */
export const productChangesRequestSchema = z.object({
  user_profile_id: idSchema,
  before: catalogueViewSchema,
  after: catalogueViewSchema,
});

/**
 * The catalogue's products that change between the two views: `now_red`, `now_yellow`,
 * `now_green` (their verdict for all the diets of `after` differs from that of `before`; among the
 * products the retailer and local preferences of `after` let through), `now_hidden` and `now_shown`
 * (shown in the lists under one view and hidden under the other).
 */
export const productChangesResponseSchema = z.object({
  now_red: countSchema,
  now_yellow: countSchema,
  now_green: countSchema,
  now_hidden: countSchema,
  now_shown: countSchema,
});
export type ProductChanges = z.output<typeof productChangesResponseSchema>;
/**
 * The sample products of a diet: at most `PRODUCTS_MODAL_SAMPLE_TILES` (8) products green for it,
 * in the server's order (not bounded here: a reader stays tolerant).
 */
export const productSamplesResponseSchema = z.array(sampleProductSchema);

/** The favourites calls' body as a sender builds it (schema input). */
export type FavoriteRequest = z.input<typeof favoriteRequestSchema>;

// --- Shopping lists (issue 31) ----------------------------------------------------------------

/** Most lists per profile, and items per list (the API refuses more with a 409). */
export const SHOPPING_LISTS_MAX = 50;
export const SHOPPING_LIST_ITEMS_MAX = 200;
/** Longest list name and free-text item. */
export const SHOPPING_LIST_NAME_MAX = 80;
export const SHOPPING_ITEM_TEXT_MAX = 120;
/** Largest quantity of one item. */
export const SHOPPING_ITEM_QUANTITY_MAX = 99;

/**
 * A list's or an item's id, made by the app (a UUID) so that sending a creation again (a retry
 * after no answer) never makes a second one.
 */
export const shoppingIdSchema = z.uuid().transform((id) => id.toLowerCase());

const listNameSchema = z
  .string()
  .max(SHOPPING_LIST_NAME_MAX)
  .transform((name) => name.trim())
  .refine((name) => name.length > 0, { message: 'Name is blank' });
const quantitySchema = z.int().min(1).max(SHOPPING_ITEM_QUANTITY_MAX);

/** POST /shopping-lists: the caller's lists, the most recently changed first. */
export const shoppingListsRequestSchema = z.object({ user_profile_id: idSchema });
/** POST /shopping-lists/create: a new list (the same id again changes nothing). */
export const shoppingListCreateRequestSchema = z.object({
  user_profile_id: idSchema,
  list_id: shoppingIdSchema,
  name: listNameSchema,
});
export const shoppingListRenameRequestSchema = shoppingListCreateRequestSchema;
/** POST /shopping-lists/delete and /shopping-lists/get-list: one list of the caller's. */
export const shoppingListRequestSchema = z.object({
  user_profile_id: idSchema,
  list_id: shoppingIdSchema,
  language: catalogueLanguageSchema.optional(),
});
/** POST /shopping-lists/add-item: a product or a free text, at the end of the list. */
export const shoppingItemAddRequestSchema = z
  .object({
    user_profile_id: idSchema,
    list_id: shoppingIdSchema,
    item_id: shoppingIdSchema,
    product_id: idSchema.optional(),
    text: z
      .string()
      .max(SHOPPING_ITEM_TEXT_MAX)
      .transform((text) => text.trim())
      .optional(),
    quantity: quantitySchema.default(1),
  })
  .refine((body) => (body.product_id === undefined) !== (body.text === undefined || body.text === ''), {
    message: 'Give a product or a text',
    path: ['product_id'],
  });
/** POST /shopping-lists/update-item: its quantity, checked flag, or both. */
export const shoppingItemUpdateRequestSchema = z
  .object({
    user_profile_id: idSchema,
    list_id: shoppingIdSchema,
    item_id: shoppingIdSchema,
    quantity: quantitySchema.optional(),
    checked: z.boolean().optional(),
  })
  .refine((body) => body.quantity !== undefined || body.checked !== undefined, {
    message: 'Nothing to change',
    path: ['quantity'],
  });
/** POST /shopping-lists/move-item: the item to `position` (0 first) among the list's items. */
export const shoppingItemMoveRequestSchema = z.object({
  user_profile_id: idSchema,
  list_id: shoppingIdSchema,
  item_id: shoppingIdSchema,
  position: z.int().min(0).max(SHOPPING_LIST_ITEMS_MAX),
});
/** POST /shopping-lists/remove-item (removing one already gone changes nothing). */
export const shoppingItemRemoveRequestSchema = z.object({
  user_profile_id: idSchema,
  list_id: shoppingIdSchema,
  item_id: shoppingIdSchema,
});

const timeSchema = z.string().catch('');

/** A list without its items: its name, when it was made and last changed, and its counts. */
export const shoppingListSummarySchema = z.object({
  id: z.string(),
  name: z.string().catch(''),
  created_at: timeSchema,
  updated_at: timeSchema,
  items: countSchema,
  checked: countSchema,
});
export const shoppingListsResponseSchema = z.array(shoppingListSummarySchema);

/**
 * An item: a product (with the caller's colours, price and retailer of the offer the catalogue
 * chooses for the caller; null when the catalogue no longer has it) or a free text.
 */
export const shoppingItemSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable().catch(null),
  text: z.string().nullable().catch(null),
  quantity: z.int().min(1).catch(1),
  checked: z.boolean().catch(false),
  position: countSchema,
  product: productSchema.nullable().catch(null),
});

/** What the priced items cost (price × quantity) at one retailer. */
const retailerTotalSchema = z.object({ retailer: z.string().catch(''), amount: z.number().catch(0) });

/**
 * POST /shopping-lists/get-list: the list, its items in order, and its total at the chosen
 * retailers (items without a price are counted in `unpriced`).
 */
export const shoppingListResponseSchema = shoppingListSummarySchema.extend({
  entries: z.array(shoppingItemSchema),
  total: z.object({
    amount: z.number().catch(0),
    by_retailer: z.array(retailerTotalSchema).catch([]),
    unpriced: countSchema,
  }),
});

export type ShoppingListSummary = z.output<typeof shoppingListSummarySchema>;
export type ShoppingItem = z.output<typeof shoppingItemSchema>;
export type ShoppingList = z.output<typeof shoppingListResponseSchema>;

// --- Discover (issue 31) ----------------------------------------------------------------------

/** Products a Discover row holds at most (its carousel; "see all" opens the whole list). */
export const DISCOVER_ROW_MAX = 24;
/** Products a Discover row holds by default. */
export const DISCOVER_ROW_SIZE = 12;
/** Most swaps one Discover answer holds. */
export const DISCOVER_SWAPS_MAX = 8;
/** Most alternatives one swap offers, the best first. */
export const DISCOVER_ALTERNATIVES_MAX = 3;

/**
 * POST /products/discover: what the caller can eat, in one round trip. `intolerances` are the
 * diets every product shown must suit (green for each: the Discover chips may narrow the profile's
 * diets); `retailer` narrows the offers to one retailer's (within the caller's store preferences).
 */
export const discoverRequestSchema = z.object({
  user_profile_id: idSchema,
  intolerances: intoleranceCodesRequestSchema,
  language: catalogueLanguageSchema.optional(),
  retailer: retailerSchema.nullish(),
  per_category: z.int().min(1).max(DISCOVER_ROW_MAX).default(DISCOVER_ROW_SIZE),
});

/** A category's row: how many of its products suit (`suitable`) and the best of them, cheapest first. */
export const discoverCategorySchema = z.object({
  category_id: idSchema,
  suitable: countSchema,
  products: z.array(productSchema),
});
export type DiscoverCategory = z.output<typeof discoverCategorySchema>;

/**
 * A swap: an everyday product that does not suit the diets asked (`product`, red for at least one)
 * and the products that do (`alternatives`, green for every diet asked) in the order of its
 * suggestions (`/products/get-recommended-products`): the first is the better swap its product page
 * shows, for the same diets and store preferences.
 */
export const discoverSwapSchema = z.object({
  product: productSchema,
  alternatives: z.array(productSchema).min(1),
});
export type DiscoverSwap = z.output<typeof discoverSwapSchema>;

/**
 * The answer: every category of the catalogue in its display order with its suitable products
 * (a category where nothing suits has `suitable` 0 and no products), and the swaps. A row or swap
 * the reader cannot read is dropped, not a failure.
 */
export const discoverResponseSchema = z.object({
  categories: z
    .array(discoverCategorySchema.optional().catch(undefined))
    .transform((rows) => rows.filter((row): row is DiscoverCategory => row !== undefined)),
  swaps: z
    .array(discoverSwapSchema.optional().catch(undefined))
    .transform((swaps) => swaps.filter((swap): swap is DiscoverSwap => swap !== undefined)),
});
export type Discover = z.output<typeof discoverResponseSchema>;
