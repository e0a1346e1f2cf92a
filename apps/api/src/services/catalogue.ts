/**
 * The catalogue as a user sees it: categories, the retailers to pick from, the product list, one product's details (which
 * records a history view), suggestions and the barcode lookup. Suitability comes from the
 * colours stored with each product and the user's intolerances, through the domain's rule.
 */
import {
  colorFlags,
  isIntoleranceCode,
  readWhy,
  NAME_FALLBACK,
  type ApiResponseBody,
  type CatalogueLanguage,
  type Colors,
  type NutritionRow,
  type ParsedApiRequest,
  type ProductInput,
  type ProductReasonInput,
  type ReasonSource,
} from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { callerProfile, requireOwnProfile, type ProfileRow } from './profiles';
import { jaccard, words } from './similarity';

type Deps = { db: Db; clock: Clock };

/** Suggestions: most candidates read per source (name-alike, subcategory, category, the rest). */
export const SUGGESTION_CANDIDATES = 200;
/** Suggestions: the source's longest name words looked for in other names. */
const SUGGESTION_NAME_WORDS = 4;

/** Most history entries returned, most recent first. */
export const HISTORY_LIMIT = 100;

/** A catalogue id from a request (text): a positive 32-bit integer, or null (no such row). */
export function catalogueId(id: string | null | undefined): number | null {
  if (id == null || !/^[0-9]{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

// --- Categories -------------------------------------------------------------------------------

export async function listCategories(db: Queryable): Promise<ApiResponseBody<'/categories'>> {
  // Names in de/fr/it only when the catalogue has them (the answer stays as small as before without).
  const { rows } = await db.query<{
    id: number;
    name_en: string;
    name_de: string | null;
    name_fr: string | null;
    name_it: string | null;
    image: string | null;
    subcategories: { id: number; name_en: string }[];
  }>(
    `SELECT c.id, c.name_en, c.name_de, c.name_fr, c.name_it, c.image,
       COALESCE((SELECT json_agg(json_strip_nulls(json_build_object('id', s.id, 'name_en', s.name_en,
                   'name_de', s.name_de, 'name_fr', s.name_fr, 'name_it', s.name_it)) ORDER BY s.sort_order, s.id)
                 FROM subcategories s WHERE s.category_id = c.id), '[]') AS subcategories
     FROM categories c ORDER BY c.sort_order, c.id`,
  );
  return rows.map(({ name_de, name_fr, name_it, ...category }) => ({
    ...category,
    ...(name_de ? { name_de } : {}),
    ...(name_fr ? { name_fr } : {}),
    ...(name_it ? { name_it } : {}),
  }));
}

// --- Retailers ---------------------------------------------------------------------------------

/**
 * The retailer names in the order `/retailers` answers them: case-insensitive, then exact, both by
 * UTF-16 code units (`toLowerCase`, not a locale's collation), so PostgreSQL and PGlite, whatever
 * their collation, and every server locale give the same order.
 */
export function compareRetailerNames(a: string, b: string): number {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * POST /retailers: the retailers that have at least one product, by name (see
 * {@link compareRetailerNames}). A retailer without products is left out: picking it would only
 * empty the product list. The same for every caller (no user data).
 */
export async function listRetailers(db: Queryable): Promise<ApiResponseBody<'/retailers'>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT r.name FROM retailers r WHERE EXISTS (SELECT 1 FROM offers o WHERE o.retailer_id = r.id)`,
  );
  return rows
    .map((row) => row.name)
    .sort(compareRetailerNames)
    .map((name) => ({ name }));
}

// --- Products: rows and the user's view -------------------------------------------------------

interface ProductRow extends ProductColumns, OfferColumns {
  is_favorite: boolean;
}

interface DetailRow extends ProductRow {
  ingredients: unknown;
  nutrition: unknown;
  notes: string | null;
  reasons: unknown;
  offers: { store: string | null; storeLogo: string | null; price: number | null; is_local: boolean }[];
}

/**
 * Whether an offer `o` (its retailer `r`) passes the preferences; $2 is "local only", $3 the
 * retailer names (null: any retailer). An empty retailer pick with "only specific retailer" on
 * means no pick yet: every retailer.
 */
const OFFER_PASSES = `($2::boolean IS NOT TRUE OR o.is_local) AND ($3::text[] IS NULL OR r.name = ANY($3::text[]))`;

/**
 * FROM clause; $1 is the caller's profile id (or null) for `is_favorite`. `c` is the chosen offer:
 * the cheapest passing the preferences, else (a product asked for by id) the cheapest.
 */
const CHOSEN_OFFER = `LEFT JOIN LATERAL (
    SELECT o.price::float8 AS price, r.name AS store, r.logo AS store_logo
    FROM offers o LEFT JOIN retailers r ON r.id = o.retailer_id
    WHERE o.product_id = p.id
    ORDER BY (${OFFER_PASSES}) DESC, o.price NULLS LAST, r.name NULLS LAST, o.id LIMIT 1) c ON true`;
const FROM_PRODUCTS = `FROM products p
  LEFT JOIN favorites f ON f.product_id = p.id AND f.profile_id = $1
  ${CHOSEN_OFFER}`;

/** The preference filters: some offer passes them (with no preference, every product passes). */
const VIEW_FILTER = `(($2::boolean IS NOT TRUE AND $3::text[] IS NULL) OR EXISTS (
  SELECT 1 FROM offers o LEFT JOIN retailers r ON r.id = o.retailer_id WHERE o.product_id = p.id AND ${OFFER_PASSES}))`;

function viewParams(profile: ProfileRow | null): [string | null, boolean, string[] | null] {
  return [profile?.id ?? null, profile?.sees_local_products ?? false, pickedRetailers(profile)];
}

/** With "only specific retailers" on and some picked, the picked names; else null (any retailer). */
export function pickedRetailers(profile: ProfileRow | null): string[] | null {
  return profile?.sees_only_specific_retailer && profile.retailers.length > 0 ? profile.retailers : null;
}

/**
 * Stored colours, read defensively: lists of codes 1-4, in the stored order; `unknown` (the yellow
 * codes yellow only because the label could not be read in full) ascending, within yellow, and
 * left out when empty or not stored (verdicts of an engine before 3.0.0); `why` (the brief
 * reasons, engine 3.3.0) kept for the red and yellow codes, as `readWhy` reads it.
 */
export function storedColors(raw: unknown): Colors {
  const list = (value: unknown) =>
    Array.isArray(value) ? [...new Set(value.filter((code) => isIntoleranceCode(code)))] : [];
  const colors = (raw ?? {}) as { red?: unknown; yellow?: unknown; unknown?: unknown; why?: unknown };
  const red = list(colors.red);
  const yellow = list(colors.yellow);
  const unknown = list(colors.unknown)
    .filter((code) => yellow.includes(code))
    .sort((a, b) => a - b);
  const why = readWhy(colors.why, [...red, ...yellow]);
  return { red, yellow, ...(unknown.length > 0 ? { unknown } : {}), ...(why ? { why } : {}) };
}

/** A product's own columns as every product list reads them. */
export interface ProductColumns {
  id: number;
  name_en: string;
  name_de: string | null;
  name_fr: string | null;
  name_it: string | null;
  brand: string | null;
  image: string | null;
  category_id: number | null;
  subcategory_id: number | null;
  barcode: string | null;
  colors: unknown;
  offers_count: number;
}

/** The chosen offer's columns beside them (`LEFT JOIN LATERAL … c`). */
export interface OfferColumns {
  price: number | null;
  store: string | null;
  store_logo: string | null;
}

export type ListFieldsRow = ProductColumns & OfferColumns;

/** The SQL of {@link ListFieldsRow}: products `p` with their chosen offer `c`. */
export const LIST_COLUMNS = `p.id, p.name_en, p.name_de, p.name_fr, p.name_it, p.brand, p.image, p.category_id,
  p.subcategory_id, p.barcode, p.colors, cardinality(p.offer_retailers) AS offers_count,
  c.price, c.store, c.store_logo`;

/** {@link LIST_COLUMNS} and whether the caller's favourites `f` hold the product. */
const LISTED_COLUMNS = `${LIST_COLUMNS}, (f.product_id IS NOT NULL) AS is_favorite`;

/**
 * A product's fields as every product list answers them (the spec's product, its chosen offer as
 * `price`, `store`, `storeLogo`), in the answers' order; the caller adds favourite and verdicts.
 */
export function listFields(row: ListFieldsRow) {
  return {
    id: row.id,
    name_en: row.name_en,
    name_de: row.name_de,
    name_fr: row.name_fr,
    ...(row.name_it ? { name_it: row.name_it } : {}),
    brand: row.brand ? [row.brand] : [],
    price: row.price,
    image: row.image,
    store: row.store,
    storeLogo: row.store_logo,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    barcode: row.barcode,
  };
}

type ListedProduct = ProductInput & { id: number; is_red: boolean };

function toListedProduct(row: ProductRow, intolerances: readonly number[]): ListedProduct {
  const colors = storedColors(row.colors);
  return {
    ...listFields(row),
    is_favorite: row.is_favorite,
    ...colorFlags(colors, intolerances),
    colors,
    offers_count: row.offers_count,
  };
}

/** The ingredient text shown: in the page's language, else English, German, French, Italian. */
interface ShownIngredients {
  text: string;
  /** Its language key (`en`, `de`, `fr`, `it`), or null for a bare text. */
  lang: string | null;
}

function shownIngredients(raw: unknown, language: CatalogueLanguage): ShownIngredients | null {
  if (typeof raw === 'string') return { text: raw, lang: null };
  const texts = (raw ?? {}) as Record<string, unknown>;
  const order = [language, ...NAME_FALLBACK];
  for (const key of order) {
    const text = texts[key];
    if (typeof text === 'string' && text.trim() !== '') return { text, lang: key };
  }
  return null;
}

const INGREDIENT_FIELD = /^ingredients_text(?:_([a-z]{2,3}))?$/;

/** Where a stored reason's field is, as the answer names it. */
function reasonSource(
  field: string,
): Exclude<ReasonSource, 'ingredients' | 'ingredients_other'> | 'ingredient-list' {
  if (INGREDIENT_FIELD.test(field)) return 'ingredient-list';
  if (field === 'traces' || field.startsWith('traces_tags[')) return 'traces';
  if (field.startsWith('labels_tags[')) return 'labels';
  if (field === 'nutriments') return 'nutrition';
  return 'product';
}

/**
 * The stored reasons (the engine's, tagged with their code) as the details answer them. Reasons
 * found in the shown ingredient text keep their offsets (checked against the text: the words must
 * be there); a reason found in another language's list is left out when the shown text gives the
 * same rule the same effect for the same code (bilingual packs would say everything twice), and is
 * otherwise kept without offsets. Data that does not read as a reason is skipped.
 */
export function detailReasons(raw: unknown, shown: ShownIngredients | null): ProductReasonInput[] {
  if (!Array.isArray(raw)) return [];
  const located: ProductReasonInput[] = [];
  const elsewhere: ProductReasonInput[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const r = (item ?? {}) as Record<string, unknown>;
    if (!isIntoleranceCode(r.code) || typeof r.rule !== 'string' || r.rule === '') continue;
    const verdict = r.verdict;
    if (verdict !== 'red' && verdict !== 'yellow' && verdict !== 'green') continue;
    const text = typeof r.text === 'string' ? r.text : '';
    const field = typeof r.field === 'string' ? r.field : '';
    const start = typeof r.start === 'number' && Number.isInteger(r.start) ? r.start : null;
    const end = typeof r.end === 'number' && Number.isInteger(r.end) ? r.end : null;
    const base: Omit<ProductReasonInput, 'source' | 'start' | 'end'> & { text: string } = {
      code: r.code,
      verdict,
      rule: r.rule,
      text,
      lang: typeof r.lang === 'string' ? r.lang : null,
    };
    const where = reasonSource(field);
    if (where === 'ingredient-list') {
      const inShown =
        shown !== null &&
        text !== '' &&
        start !== null &&
        end !== null &&
        shown.text.slice(start, end) === text;
      if (inShown) {
        const key = `${base.code}|${base.rule}|${start}|${end}`;
        if (seen.has(key)) continue;
        seen.add(key);
        located.push({ ...base, source: 'ingredients', start, end });
      } else if (text === '') {
        // A finding about the list as a whole (none, or none readable): about the product.
        elsewhere.push({ ...base, source: 'product', start: null, end: null });
      } else {
        elsewhere.push({ ...base, source: 'ingredients_other', start: null, end: null });
      }
    } else {
      elsewhere.push({ ...base, source: where, start: null, end: null });
    }
  }
  const shownRules = new Set(located.map((r) => `${r.code}|${r.rule}|${r.verdict}`));
  const kept = new Set<string>();
  const others = elsewhere.filter((r) => {
    const words = (r.text ?? '').toLowerCase();
    if (r.source === 'ingredients_other' && shownRules.has(`${r.code}|${r.rule}|${r.verdict}`)) return false;
    const key = `${r.code}|${r.rule}|${r.verdict}|${r.source}|${words}`;
    if (kept.has(key)) return false;
    kept.add(key);
    return true;
  });
  return [...located, ...others];
}

function nutritionRows(raw: unknown): NutritionRow[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((row: unknown) => {
    const { label, value } = (row ?? {}) as { label?: unknown; value?: unknown };
    if (typeof label !== 'string') return [];
    return [{ label, value: typeof value === 'number' || typeof value === 'string' ? String(value) : '' }];
  });
}

/** The catalogue language of a call: the request's, else the profile's, else English. */
export function catalogueLanguage(
  requested: CatalogueLanguage | undefined,
  profile: ProfileRow | null,
): CatalogueLanguage {
  return requested ?? (profile ? (profile.language.toLowerCase() as CatalogueLanguage) : 'en');
}

function toDetail(
  row: DetailRow,
  profile: ProfileRow | null,
  language: CatalogueLanguage,
): ApiResponseBody<'/products/product-details'> {
  const shown = shownIngredients(row.ingredients, language);
  return {
    ...toListedProduct(row, profile?.intolerances ?? []),
    offers: row.offers,
    ingredients: shown?.text ?? null,
    ingredients_lang: shown?.lang ?? null,
    nutritional_info: nutritionRows(row.nutrition),
    notes: row.notes,
    reasons: detailReasons(row.reasons, shown),
  };
}

// --- Details and history ----------------------------------------------------------------------

/** Every offer of the product, cheapest first (then by store name). */
const DETAIL_COLUMNS = `${LISTED_COLUMNS}, p.ingredients, p.nutrition, p.notes, p.reasons,
  COALESCE((SELECT json_agg(json_build_object('store', r.name, 'storeLogo', r.logo, 'price', o.price::float8,
      'is_local', o.is_local) ORDER BY o.price NULLS LAST, r.name NULLS LAST, o.id)
    FROM offers o LEFT JOIN retailers r ON r.id = o.retailer_id WHERE o.product_id = p.id), '[]') AS offers`;

/** POST /products/product-details: the product for the caller; records a view in the history. */
export async function productDetails(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/products/product-details'>,
): Promise<ApiResponseBody<'/products/product-details'>> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const productId = catalogueId(body.product_id);
  const { rows } = await deps.db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS} WHERE p.id = $4`,
    [...viewParams(profile), productId],
  );
  const row = rows[0];
  if (!row) throw notFound('No such product');
  await deps.db.query(
    `INSERT INTO history (profile_id, product_id, viewed_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id, product_id)
     DO UPDATE SET viewed_at = excluded.viewed_at, seq = nextval('history_seq')`,
    [profile.id, row.id, deps.clock.now()],
  );
  return toDetail(row, profile, catalogueLanguage(body.language, profile));
}

/** POST /history: viewed product ids, most recent first, each once. */
export async function listHistory(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/history'>,
): Promise<ApiResponseBody<'/history'>> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const { rows } = await deps.db.query<{ product_id: number }>(
    `SELECT product_id FROM history WHERE profile_id = $1 ORDER BY viewed_at DESC, seq DESC LIMIT ${HISTORY_LIMIT}`,
    [profile.id],
  );
  return rows.map((row) => row.product_id);
}

/** POST /products/barcode: the product with this barcode for the caller (no history entry). */
export async function productByBarcode(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/products/barcode'>,
): Promise<ApiResponseBody<'/products/barcode'>> {
  const profile = await callerProfile(deps.db, user);
  // Every barcode of a product finds it (a product sold by several retailers may have several).
  const { rows } = await deps.db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS}
     WHERE p.id = COALESCE((SELECT product_id FROM product_barcodes WHERE barcode = $4),
                           (SELECT id FROM products WHERE barcode = $4))`,
    [...viewParams(profile), body.barcode],
  );
  const row = rows[0];
  if (!row) throw notFound('No product with this barcode');
  return toDetail(row, profile, catalogueLanguage(undefined, profile));
}

// --- Suggestions ------------------------------------------------------------------------------

/** An alternative as {@link rankAlternatives} answers it: a list row, its tier and its shelf. */
export interface CandidateRow extends ProductRow {
  ingredients: unknown;
  /** 0 green, 1 yellow, 2 red for the request's intolerances. */
  tier: number;
  /** 0: the product's own subcategory; 1: a namesake elsewhere. */
  kin: number;
}

/** The request's intolerance codes as the bits of `red_mask` / `yellow_mask` (code - 1). */
function maskOf(codes: readonly number[]): number {
  return codes.reduce((mask, code) => (isIntoleranceCode(code) ? mask | (1 << (code - 1)) : mask), 0);
}

/** A product's tier for a mask: 0 green (for every diet of it), 1 yellow, 2 red. */
export function tierOf(masks: { red_mask: number; yellow_mask: number }, mask: number): 0 | 1 | 2 {
  if ((masks.red_mask & mask) !== 0) return 2;
  return (masks.yellow_mask & mask) !== 0 ? 1 : 0;
}

/**
 * The worst tier an alternative may have: a red product's are green or yellow, a yellow one's
 * green, a green one's green (never a product that suits the user less than the one on screen).
 */
export function bestTierAllowed(tier: 0 | 1 | 2): 0 | 1 {
  return tier === 2 ? 1 : 0;
}

/**
 * A product's duplicates: the same English name and brand, case and spacing folded (as the
 * catalogue merges packs, migration 0005), e.g. the same pack listed again with other ingredients.
 */
const SAME_NAME_KEY = `lower(regexp_replace(btrim(p.name_en), '\\s+', ' ', 'g')) || '|' ||
  lower(regexp_replace(btrim(COALESCE(p.brand, '')), '\\s+', ' ', 'g'))`;

function sameNameKey(name: string, brand: string | null): string {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${fold(name)}|${fold(brand ?? '')}`;
}

/** Least name similarity (names in every language, without the brand) of a namesake elsewhere. */
export const NAMESAKE_SIMILARITY = 0.2;

/** A word without a plural's final s ("cakes" and "cake" name the same shelf). */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * Whether a product on another shelf is a namesake of the product: its names name the product's
 * shelf (a word of the subcategory's name in any language) and share at least
 * {@link NAMESAKE_SIMILARITY} of their words with the product's names.
 */
export function isNamesake(
  productNames: ReadonlySet<string>,
  shelfWords: ReadonlySet<string>,
  otherNames: ReadonlySet<string>,
): boolean {
  if (![...otherNames].some((word) => shelfWords.has(stem(word)))) return false;
  return jaccard(productNames, otherNames) >= NAMESAKE_SIMILARITY;
}

/** Whose alternatives they are and where they may be bought (the caller's store preferences). */
export interface AlternativesView {
  /** The caller's profile id, for `is_favorite` (null: none flagged). */
  profileId: string | null;
  /** Only products with a local offer. */
  localOnly: boolean;
  /** Only products with an offer from one of these retailers (null: any retailer). */
  retailers: string[] | null;
}

/** What alternatives are found for: a catalogue product, else (not stored) its name and shelf. */
export interface AlternativesFor {
  productId: number | null;
  name: string;
  subcategoryId: number | null;
}

/**
 * The swap rule, the one place that says which products are better for a product (issue 30): the
 * product page's suggestions and better swap, a shopping list's replacement and Discover's swaps
 * all read this order, so one product has one better swap wherever it is shown.
 *
 * Alternatives that suit at least as well as the product, better when it does not suit: for a red
 * product green then yellow ones, for a yellow or green one green ones only (tiers for
 * `intolerances`, all diets together; a product not in the catalogue counts as red). Never the
 * product itself nor its duplicates (the same name and brand). Candidates are the product's
 * subcategory, then namesakes in other subcategories ({@link isNamesake}: a lactose-free whole milk
 * shelved under free-from is one of a whole milk). Ranked green first, then the subcategory before
 * namesakes, then by similarity of names (weight 2, brand included) and ingredients (weight 1),
 * then by id. Red products are never suggested. The view's local and retailer preferences apply.
 * The stored product's names and subcategory are used when it exists, the given ones otherwise.
 * Candidates are bounded ({@link SUGGESTION_CANDIDATES} per source: those sharing a name word in the
 * subcategory, the subcategory's, the namesakes'), so a large catalogue is never read whole.
 */
export async function rankAlternatives(
  db: Queryable,
  view: AlternativesView,
  product: AlternativesFor,
  intolerances: readonly number[],
): Promise<CandidateRow[]> {
  const productId = product.productId;
  const { rows: sources } = await db.query<{
    name_en: string;
    name_de: string | null;
    name_fr: string | null;
    name_it: string | null;
    brand: string | null;
    subcategory_id: number | null;
    ingredients: unknown;
    red_mask: number;
    yellow_mask: number;
  }>(
    `SELECT name_en, name_de, name_fr, name_it, brand, subcategory_id, ingredients, red_mask, yellow_mask
     FROM products WHERE id = $1`,
    [productId],
  );
  const source = sources[0];
  const mask = maskOf(intolerances);
  const worst = bestTierAllowed(source ? tierOf(source, mask) : 2);
  const subcategoryId = source ? source.subcategory_id : product.subcategoryId;
  const names = source ? [source.name_en, source.name_de, source.name_fr, source.name_it] : [product.name];
  const nameWords = words(...names, source?.brand);
  const bareNameWords = words(...names);
  const ingredientWords = words(...Object.values(ingredientsObject(source?.ingredients)));
  // The shelf's name in every language ("Milk", "Milch", "Lait", "Latte"): a namesake elsewhere
  // names it (a lactose-free whole milk is a milk; a natural tofu is no yoghurt).
  const { rows: shelves } = await db.query<{ names: (string | null)[] }>(
    'SELECT ARRAY[name_en, name_de, name_fr, name_it] AS names FROM subcategories WHERE id = $1',
    [subcategoryId],
  );
  const shelfWords = new Set(
    [...words(...(shelves[0]?.names ?? []))].filter((word) => word.length >= 3).map(stem),
  );

  // The longest name words (without the brand), looked for in other names on the trigram index.
  const patterns = [...bareNameWords]
    .filter((word) => /^[a-z0-9]{3,}$/.test(word))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .slice(0, SUGGESTION_NAME_WORDS)
    .map((word) => `%${word}%`);
  // $1-$3 the view, $4 the product, $5 its subcategory, $6 its name and brand folded, $7 the
  // worst tier allowed; the mask (0-15, made here) is written into the SQL.
  const params: unknown[] = [
    view.profileId,
    view.localOnly,
    view.retailers,
    productId,
    subcategoryId,
    source ? sameNameKey(source.name_en, source.brand) : null,
    worst,
  ];
  const tier = `(CASE WHEN (p.red_mask & ${mask}) <> 0 THEN 2 WHEN (p.yellow_mask & ${mask}) <> 0 THEN 1 ELSE 0 END)`;
  const like = (pattern: string) => {
    params.push(pattern);
    return `p.search_text LIKE $${params.length}`;
  };
  const likes = patterns.map(like);
  const shelfLikes = [...shelfWords]
    .filter((word) => /^[a-z0-9]{3,}$/.test(word))
    .map((word) => like(`%${word}%`));
  const candidates = (where: string) =>
    `(SELECT p.id FROM products p WHERE ${VIEW_FILTER} AND p.id IS DISTINCT FROM $4 AND ${tier} <= $7::int
      AND ${where} ORDER BY p.id LIMIT ${SUGGESTION_CANDIDATES})`;
  const sourcesSql = ['p.subcategory_id = $5'];
  if (likes.length > 0) {
    sourcesSql.unshift(`p.subcategory_id = $5 AND (${likes.join(' OR ')})`);
  }
  if (likes.length > 0 && shelfLikes.length > 0) {
    sourcesSql.push(
      `p.subcategory_id IS DISTINCT FROM $5 AND (${likes.join(' OR ')}) AND (${shelfLikes.join(' OR ')})`,
    );
  }
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${LISTED_COLUMNS}, p.ingredients, ${tier} AS tier,
       CASE WHEN p.subcategory_id = $5 THEN 0 ELSE 1 END AS kin
     FROM (${sourcesSql.map(candidates).join(' UNION ')}) candidate
     JOIN products p ON p.id = candidate.id
     LEFT JOIN favorites f ON f.product_id = p.id AND f.profile_id = $1
     ${CHOSEN_OFFER}
     WHERE $6::text IS NULL OR ${SAME_NAME_KEY} <> $6::text`,
    params,
  );

  const ranked: { row: CandidateRow; score: number }[] = [];
  for (const row of rows) {
    const rowNames = [row.name_en, row.name_de, row.name_fr, row.name_it];
    if (row.kin === 1 && !isNamesake(bareNameWords, shelfWords, words(...rowNames))) continue;
    const score =
      2 * jaccard(nameWords, words(...rowNames, row.brand)) +
      jaccard(ingredientWords, words(...Object.values(ingredientsObject(row.ingredients))));
    ranked.push({ row, score });
  }
  ranked.sort(
    (a, b) => a.row.tier - b.row.tier || a.row.kin - b.row.kin || b.score - a.score || a.row.id - b.row.id,
  );
  return ranked.map((entry) => entry.row);
}

/**
 * POST /products/get-recommended-products: the first `top_k` of {@link rankAlternatives} for the
 * caller's store preferences (red products never, whatever `sees_red_products`). The first, when it
 * suits better than the product, is the product's better swap (the web's `betterSwapOf`), the one
 * Discover pairs it with too.
 */
export async function recommendedProducts(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/products/get-recommended-products'>,
): Promise<ApiResponseBody<'/products/get-recommended-products'>> {
  const profile = await callerProfile(deps.db, user);
  const [profileId, localOnly, retailers] = viewParams(profile);
  const ranked = await rankAlternatives(
    deps.db,
    { profileId, localOnly, retailers },
    {
      productId: catalogueId(body.product_id),
      name: body.name,
      subcategoryId: catalogueId(body.subcategory_id),
    },
    body.intolerances,
  );
  return ranked.slice(0, body.top_k).map((row) => toListedProduct(row, body.intolerances));
}

function ingredientsObject(raw: unknown): Record<string, string> {
  if (typeof raw === 'string') return { text: raw };
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
