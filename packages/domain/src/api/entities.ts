/**
 * The entities of signed-in spec §3 as the API returns them: user profile, category, product.
 *
 * These are tolerant readers that normalise: each schema's output is a clean shape (no
 * `undefined`, aliases merged) and is itself valid input, so parsed values can be cached and
 * parsed again unchanged.
 */
import { z } from 'zod';

import {
  readWhy,
  WHY_KINDS,
  WHY_MISSING,
  type Colors,
  type IntoleranceCode,
  type ProfileGenderCode,
  type Verdict,
} from '../codes';
import { toProfileLanguage, type ProfileLanguage } from '../language';
import {
  flagSchema,
  idSchema,
  intoleranceCodeSchema,
  intoleranceCodesResponseSchema,
  LONG_TEXT_MAX,
  optionalTextSchema,
  profileGenderSchema,
  type Id,
} from './primitives';

// --- User profile -----------------------------------------------------------------------------

/** The user profile after reading (signed-in spec §3). */
export interface UserProfile {
  id: Id | null;
  email: string | null;
  username: string | null;
  /** `firstName`, or `first_name` when only that is sent. */
  firstName: string | null;
  /** `lastName`, or `last_name` when only that is sent. */
  lastName: string | null;
  gender: ProfileGenderCode | null;
  birth_year: number | null;
  /** EN, DE or FR; missing or unknown gives EN. */
  language: ProfileLanguage;
  /** Two-letter country code, upper case; anything else gives null. */
  country: string | null;
  intolerances: IntoleranceCode[];
  extra_intolerance: string | null;
  sees_red_products: boolean;
  sees_local_products: boolean;
  sees_only_specific_retailer: boolean;
  /** The retailers the user picked; a single name is read as a one-item list. */
  shop: string[];
}

/**
 * A lenient profile field: missing, null or of the wrong type reads as null. (`nullish()` before
 * `catch` keeps the key optional in the input type.)
 */
function lenient<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);
}

const lenientText = lenient(z.string());

/**
 * The profile as read from `/user-profile/get-user-profile` or the profile cache. Very tolerant,
 * since a profile that fails to read signs the user out: a field of the wrong type reads as its
 * empty value instead of failing. `shop` may be a list of retailer names, a single name, or (as
 * the registration payload sends it) a 0-6 shop-scale number, which carries no retailer and so
 * reads as an empty list.
 */
export const userProfileSchema = z
  .object({
    id: lenient(idSchema),
    email: lenientText,
    username: lenientText,
    firstName: lenientText,
    first_name: lenientText,
    lastName: lenientText,
    last_name: lenientText,
    gender: lenient(profileGenderSchema),
    birth_year: lenient(z.int()),
    // `.optional()` lets the key be absent (a bare transform of unknown would demand it).
    language: z.unknown().optional().transform(toProfileLanguage),
    country: lenientText.transform((value) => {
      const code = value?.trim() ?? '';
      return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
    }),
    intolerances: intoleranceCodesResponseSchema.catch([]),
    extra_intolerance: lenientText,
    sees_red_products: flagSchema.catch(false),
    sees_local_products: flagSchema.catch(false),
    sees_only_specific_retailer: flagSchema.catch(false),
    shop: z
      .unknown()
      .optional()
      .transform((shop) =>
        typeof shop === 'string'
          ? [shop]
          : Array.isArray(shop)
            ? shop.filter((item): item is string => typeof item === 'string')
            : [],
      ),
  })
  .transform((p): UserProfile => ({
    id: p.id,
    email: p.email,
    username: p.username,
    firstName: p.firstName ?? p.first_name,
    lastName: p.lastName ?? p.last_name,
    gender: p.gender,
    birth_year: p.birth_year,
    language: p.language,
    country: p.country,
    intolerances: p.intolerances,
    extra_intolerance: p.extra_intolerance,
    sees_red_products: p.sees_red_products,
    sees_local_products: p.sees_local_products,
    sees_only_specific_retailer: p.sees_only_specific_retailer,
    shop: p.shop,
  }));

// --- Category ---------------------------------------------------------------------------------

/** A name in the other catalogue languages (the spec's `name_en` stays the one always there). */
const translatedNames = {
  name_de: optionalTextSchema,
  name_fr: optionalTextSchema,
  name_it: optionalTextSchema,
};

/** Only the translations sent are kept (caches and answers stay as small as before without them). */
function keptNames<T extends { name_de: string | null; name_fr: string | null; name_it: string | null }>(
  value: T,
): Omit<T, 'name_de' | 'name_fr' | 'name_it'> & { name_de?: string; name_fr?: string; name_it?: string } {
  const { name_de, name_fr, name_it, ...rest } = value;
  return {
    ...rest,
    ...(name_de ? { name_de } : {}),
    ...(name_fr ? { name_fr } : {}),
    ...(name_it ? { name_it } : {}),
  };
}

export const subcategorySchema = z
  .object({
    id: idSchema,
    name_en: z.string(),
    ...translatedNames,
  })
  .transform(keptNames);

/**
 * A category (signed-in spec §3) with its names in de/fr/it when the catalogue has them (pick one
 * with `categoryName`). `image` is a relative path: see `withImageBase`.
 */
export const categorySchema = z
  .object({
    id: idSchema,
    name_en: z.string(),
    ...translatedNames,
    image: optionalTextSchema,
    subcategories: z
      .array(subcategorySchema)
      .nullish()
      .transform((list) => list ?? []),
  })
  .transform(keptNames);

export type Category = z.output<typeof categorySchema>;

// --- Product ----------------------------------------------------------------------------------

/**
 * A product's colours: the intolerance codes it is red for and yellow for, in the product's order,
 * and `unknown`, the yellow codes that are yellow only because the label could not be read in full
 * ("couldn't check": an unknown ingredient, a list cut off, nothing recognised, no list). `unknown`
 * is additive: kept ascending and within `yellow`, and left out when empty.
 */
/** One code's brief reason (see {@link Why}). */
const whyEntrySchema = z.object({
  kind: z.enum(WHY_KINDS),
  words: z.array(z.string().max(200)),
  more: z.int().positive().optional(),
  missing: z.enum(WHY_MISSING).optional(),
});

export const colorsSchema = z
  .object({
    red: intoleranceCodesResponseSchema,
    yellow: intoleranceCodesResponseSchema,
    unknown: intoleranceCodesResponseSchema.describe(
      'The yellow codes that are yellow only because the label could not be read in full ("couldn\'t check": an unknown ingredient, a list cut off, nothing recognised, no list), not because of the product; a subset of yellow, ascending; absent when empty',
    ),
    why: z
      .record(z.string(), whyEntrySchema)
      .optional()
      // brief reasons that do not read are left out, not the product
      .catch(undefined)
      .describe(
        'For each red or yellow code ("1" to "4"), why in brief: kind (contains, may-contain, uncertain, unread), the first words as printed on the pack (at most 2), how many more, and for unread what could not be read (no-list, language, unknown-words, nothing-recognised, cut-off); absent when not known',
      ),
  })
  .nullish()
  .transform((colors): Colors => {
    if (colors == null) return { red: [], yellow: [] };
    const { red, yellow } = colors;
    const unknown = colors.unknown.filter((code) => yellow.includes(code)).sort((a, b) => a - b);
    const why = readWhy(colors.why, [...red, ...yellow]);
    return {
      red,
      yellow,
      ...(unknown.length > 0 ? { unknown } : {}),
      ...(why ? { why } : {}),
    };
  });

/** One row of the nutritional values table. */
export interface NutritionRow {
  label: string;
  value: string;
}

const nutritionValueSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)));

/**
 * `nutritional_info`: "an object of label/value rows". Read either as an object
 * `{label: value}` (in key order) or as a list of `{label, value}` rows; values become text.
 */
export const nutritionalInfoSchema = z
  .union([
    z.array(z.object({ label: z.string(), value: nutritionValueSchema })),
    z.record(z.string(), nutritionValueSchema),
  ])
  .nullish()
  .transform((info): NutritionRow[] => {
    if (info == null) return [];
    if (Array.isArray(info)) return info.map(({ label, value }) => ({ label, value }));
    return Object.entries(info).map(([label, value]) => ({ label, value }));
  });

/** Longest rule id of a reason. */
const SHORT_RULE_MAX = 64;

const storeObjectSchema = z.object({ name: optionalTextSchema, logo: optionalTextSchema });

/** One store's offer of a product: the store, its logo, the price (CHF) and whether it is local. */
export const offerSchema = z.object({
  store: optionalTextSchema,
  storeLogo: optionalTextSchema,
  price: z
    .number()
    .nullish()
    .transform((price) => price ?? null),
  is_local: flagSchema,
});
export type Offer = z.output<typeof offerSchema>;

// --- Product reasons (the evidence behind a verdict) ------------------------------------------

/**
 * Where the engine found a reason: in the product's `ingredients` text as answered (then `start` /
 * `end` locate it there), in another language's ingredient list, in the traces statement, in a
 * label (a free-from claim), in the nutrition table, or nowhere in particular (missing data).
 */
export const REASON_SOURCES = [
  'ingredients',
  'ingredients_other',
  'traces',
  'labels',
  'nutrition',
  'product',
] as const;

export type ReasonSource = (typeof REASON_SOURCES)[number];

const VERDICTS = ['green', 'yellow', 'red'] as const satisfies readonly Verdict[];

const offsetSchema = z
  .int()
  .nonnegative()
  .nullish()
  .transform((value) => value ?? null);

/**
 * One reason for a product's verdict on one intolerance code, as the ingredient engine gave it:
 * the rule's id (e.g. `lactose.milk`, `gluten.may-contain`, `data.no-ingredients`), what it
 * contributes (a red reason makes the code red), the words exactly as printed and their language,
 * where they were found and, when found in the answered `ingredients` text, their UTF-16 offsets
 * there (`start` inclusive, `end` exclusive). Offsets that do not make a range read as null.
 */
export const productReasonSchema = z
  .object({
    code: intoleranceCodeSchema,
    verdict: z.enum(VERDICTS),
    rule: z.string().min(1).max(SHORT_RULE_MAX),
    text: z
      .string()
      .max(LONG_TEXT_MAX)
      .nullish()
      .transform((value) => value ?? ''),
    lang: optionalTextSchema,
    source: z.enum(REASON_SOURCES).catch('product'),
    start: offsetSchema,
    end: offsetSchema,
  })
  .describe(
    'Why the product has a colour for one intolerance code: the rule, its effect (verdict), the words as printed (text, lang), where they were found (source) and, for source "ingredients", their UTF-16 offsets in the answered ingredients text (start inclusive, end exclusive).',
  )
  .transform((reason) => {
    const located = reason.start !== null && reason.end !== null && reason.end > reason.start;
    return {
      ...reason,
      start: located ? reason.start : null,
      end: located ? reason.end : null,
    };
  });

export type ProductReason = z.output<typeof productReasonSchema>;
export type ProductReasonInput = z.input<typeof productReasonSchema>;

/**
 * A product's reasons, read tolerantly: a reason that does not read (an older or unknown shape) is
 * left out rather than failing the product.
 */
export const productReasonsSchema = z
  .array(productReasonSchema.nullable().catch(null))
  .transform((list) => list.filter((reason): reason is ProductReason => reason !== null));

/**
 * A product (signed-in spec §3) from a list, the detail call, suggestions or a barcode lookup.
 * Aliases are merged on reading:
 * - `brand` (a list in lists, sometimes a single name) and `brand_name` (detail) → `brand: string[]`;
 * - `store` (a name in lists, `{name, logo}` in detail) → `store` (name) and `storeLogo`;
 * - `ingredients` as text or a list of texts → text joined with ', ';
 * - `nutritional_info` → rows (see {@link nutritionalInfoSchema});
 * - missing flags → false; missing `colors` → no codes.
 */
export const productSchema = z
  .object({
    id: idSchema,
    name_en: optionalTextSchema,
    name_de: optionalTextSchema,
    name_fr: optionalTextSchema,
    name_it: optionalTextSchema,
    brand: z.union([z.string(), z.array(z.string())]).nullish(),
    brand_name: z.string().nullish(),
    /** CHF: the chosen offer's (the cheapest the caller's store preferences allow). */
    price: z.number().nullish(),
    image: optionalTextSchema,
    store: z.union([z.string(), storeObjectSchema]).nullish(),
    storeLogo: z.string().nullish(),
    category_id: idSchema.nullish(),
    subcategory_id: idSchema.nullish(),
    is_favorite: flagSchema,
    is_yellow: flagSchema,
    is_red: flagSchema,
    colors: colorsSchema,
    ingredients: z.union([z.string(), z.array(z.string())]).nullish(),
    nutritional_info: nutritionalInfoSchema,
    notes: optionalTextSchema,
    barcode: optionalTextSchema,
    /** The language of `ingredients` (`de`, `fr`, `it`, `en`), when the answer says (details). */
    ingredients_lang: z
      .string()
      .max(8)
      .nullish()
      .catch(null)
      .describe('The language of `ingredients` (de, fr, it, en); product details only'),
    /** How many stores sell it (its offers); the list shows "N stores" beside the chosen one. */
    offers_count: z
      .int()
      .nonnegative()
      .nullish()
      .catch(null)
      .describe('How many offers (stores) the product has; price, store and storeLogo are the chosen one'),
    /** Every offer, cheapest first (details only). */
    offers: z
      .array(offerSchema)
      .nullish()
      .catch(null)
      .describe('Every offer of the product, cheapest first; product details only'),
    /** The product's place in the caller's ranked list (lists only; stable across pages). */
    sort_key: z
      .string()
      .max(200)
      .nullish()
      .catch(null)
      .describe("The product's stable place in the caller's ranked list; list answers only"),
    /** Why the product has its colours (details only; see {@link productReasonSchema}). */
    reasons: productReasonsSchema
      .nullish()
      .catch(null)
      .describe("The reasons for the product's colours, for every intolerance code; product details only"),
  })
  .transform((p) => {
    const brands = p.brand == null ? [] : typeof p.brand === 'string' ? [p.brand] : p.brand;
    const storeObject = typeof p.store === 'object' && p.store !== null ? p.store : null;
    // Only when sent (the details): list items stay small in the products cache.
    const details: {
      ingredients_lang?: string;
      reasons?: ProductReason[];
      name_it?: string;
      offers_count?: number;
      offers?: Offer[];
      sort_key?: string;
    } = {};
    if (p.ingredients_lang) details.ingredients_lang = p.ingredients_lang;
    if (p.reasons) details.reasons = p.reasons;
    if (p.name_it) details.name_it = p.name_it;
    if (p.offers_count != null) details.offers_count = p.offers_count;
    if (p.offers) details.offers = p.offers;
    if (p.sort_key) details.sort_key = p.sort_key;
    return {
      id: p.id,
      name_en: p.name_en,
      name_de: p.name_de,
      name_fr: p.name_fr,
      brand: brands.length === 0 && p.brand_name ? [p.brand_name] : brands,
      price: p.price ?? null,
      image: p.image,
      store: typeof p.store === 'string' ? p.store : (storeObject?.name ?? null),
      storeLogo: p.storeLogo ?? storeObject?.logo ?? null,
      category_id: p.category_id ?? null,
      subcategory_id: p.subcategory_id ?? null,
      is_favorite: p.is_favorite,
      is_yellow: p.is_yellow,
      is_red: p.is_red,
      colors: p.colors,
      ingredients: Array.isArray(p.ingredients) ? p.ingredients.join(', ') : (p.ingredients ?? null),
      nutritional_info: p.nutritional_info,
      notes: p.notes,
      barcode: p.barcode,
      ...details,
    };
  });

export type Product = z.output<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

// --- Sample product (public diets page) -------------------------------------------------------

/**
 * One of a diet's sample products on the public diets page (`GET /products/samples`): the id, the
 * names as the catalogue stores them (English always, German and French when known; pick one with
 * `productName`), the brand (one name, or null) and the image address as the product calls give
 * it (a relative path: see `withImageBase`). A brand sent as a list reads as its names joined with
 * ', ' (as `brandLabel` shows them). For the diets modal's tiles: `productName(sample, locale)` and
 * `withImageBase(apiOrigin, sample.image)`.
 */
export const sampleProductSchema = z
  .object({
    id: idSchema,
    name_en: optionalTextSchema,
    name_de: optionalTextSchema,
    name_fr: optionalTextSchema,
    brand: z.union([z.string(), z.array(z.string())]).nullish(),
    image: optionalTextSchema,
  })
  .transform((p) => ({
    id: p.id,
    name_en: p.name_en,
    name_de: p.name_de,
    name_fr: p.name_fr,
    brand: Array.isArray(p.brand) ? p.brand.join(', ') || null : (p.brand ?? null),
    image: p.image,
  }));

export type SampleProduct = z.output<typeof sampleProductSchema>;
