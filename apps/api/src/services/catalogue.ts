/**
 * The catalogue as a user sees it: categories, the retailers to pick from, the product list, one product's details (which
 * records a history view), suggestions and the barcode lookup. Suitability comes from the
 * colours stored with each product and the user's intolerances, through the domain's rule.
 */
import {
  colorFlags,
  isIntoleranceCode,
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

interface ProductRow {
  id: number;
  name_en: string;
  name_de: string | null;
  name_fr: string | null;
  name_it: string | null;
  brand: string | null;
  price: number | null;
  image: string | null;
  store: string | null;
  store_logo: string | null;
  category_id: number | null;
  subcategory_id: number | null;
  barcode: string | null;
  colors: unknown;
  is_favorite: boolean;
  offers_count: number;
}

interface DetailRow extends ProductRow {
  ingredients: unknown;
  nutrition: unknown;
  notes: string | null;
  reasons: unknown;
  offers: { store: string | null; storeLogo: string | null; price: number | null; is_local: boolean }[];
}

const LIST_COLUMNS = `p.id, p.name_en, p.name_de, p.name_fr, p.name_it, p.brand, c.price, p.image,
  c.store, c.store_logo, p.category_id, p.subcategory_id, p.barcode, p.colors,
  (f.product_id IS NOT NULL) AS is_favorite, cardinality(p.offer_retailers) AS offers_count`;

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
 * left out when empty or not stored (verdicts of an engine before 3.0.0).
 */
export function storedColors(raw: unknown): Colors {
  const list = (value: unknown) =>
    Array.isArray(value) ? [...new Set(value.filter((code) => isIntoleranceCode(code)))] : [];
  const colors = (raw ?? {}) as { red?: unknown; yellow?: unknown; unknown?: unknown };
  const red = list(colors.red);
  const yellow = list(colors.yellow);
  const unknown = list(colors.unknown)
    .filter((code) => yellow.includes(code))
    .sort((a, b) => a - b);
  return unknown.length > 0 ? { red, yellow, unknown } : { red, yellow };
}

type ListedProduct = ProductInput & { id: number; is_red: boolean };

function toListedProduct(row: ProductRow, intolerances: readonly number[]): ListedProduct {
  const colors = storedColors(row.colors);
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
const DETAIL_COLUMNS = `${LIST_COLUMNS}, p.ingredients, p.nutrition, p.notes, p.reasons,
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

interface CandidateRow extends ProductRow {
  tier: number;
  ingredients: unknown;
}

/**
 * POST /products/get-recommended-products: `top_k` products like the given one, never itself.
 * Ranked by tier (same subcategory, then same category, then the rest), then by similarity of
 * names (weight 2) and ingredients (weight 1), then by id. Products red for the request's
 * intolerances are left out unless `sees_red_products`; the caller's local and retailer
 * preferences apply. The stored product's name and categories are used when it exists, the
 * request's otherwise. Candidates are bounded ({@link SUGGESTION_CANDIDATES} per source: products
 * sharing a name word in the same subcategory or category, the subcategory's, the category's,
 * then the rest's), so a large catalogue is never read whole.
 */
export async function recommendedProducts(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/products/get-recommended-products'>,
): Promise<ApiResponseBody<'/products/get-recommended-products'>> {
  const profile = await callerProfile(deps.db, user);
  const productId = catalogueId(body.product_id);
  const { rows: sources } = await deps.db.query<{
    name_en: string;
    name_de: string | null;
    name_fr: string | null;
    brand: string | null;
    category_id: number | null;
    subcategory_id: number | null;
    ingredients: unknown;
  }>(
    'SELECT name_en, name_de, name_fr, brand, category_id, subcategory_id, ingredients FROM products WHERE id = $1',
    [productId],
  );
  const source = sources[0];
  const categoryId = source ? source.category_id : catalogueId(body.category_id);
  const subcategoryId = source ? source.subcategory_id : catalogueId(body.subcategory_id);
  const nameWords = source
    ? words(source.name_en, source.name_de, source.name_fr, source.brand)
    : words(body.name);
  const ingredientWords = words(...Object.values(ingredientsObject(source?.ingredients)));

  const ranked: { product: ListedProduct; tier: number; score: number }[] = [];
  const collect = (rows: CandidateRow[]) => {
    for (const row of rows) {
      const product = toListedProduct(row, body.intolerances);
      if (product.is_red && !body.sees_red_products) continue;
      const score =
        2 * jaccard(nameWords, words(row.name_en, row.name_de, row.name_fr, row.brand)) +
        jaccard(ingredientWords, words(...Object.values(ingredientsObject(row.ingredients))));
      ranked.push({ product, tier: row.tier, score });
    }
  };
  // Bounded candidates, never the whole catalogue: products sharing a name word in the same
  // subcategory or category (trigram index), then the first of the subcategory, of the category
  // and, when those cannot fill top_k, of the rest.
  const patterns = [...nameWords]
    .filter((word) => /^[a-z0-9]{3,}$/.test(word))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .slice(0, SUGGESTION_NAME_WORDS)
    .map((word) => `%${word}%`);
  const params = [...viewParams(profile), productId, subcategoryId, categoryId];
  const candidates = (where: string, limit: number) =>
    `(SELECT p.id FROM products p WHERE ${VIEW_FILTER} AND p.id IS DISTINCT FROM $4 AND ${where} ORDER BY p.id LIMIT ${limit})`;
  const related = [
    candidates('p.subcategory_id = $5', SUGGESTION_CANDIDATES),
    candidates('p.category_id = $6', SUGGESTION_CANDIDATES),
  ];
  if (patterns.length > 0) {
    const likes = patterns.map((pattern) => {
      params.push(pattern);
      return `p.search_text LIKE $${params.length}`;
    });
    related.unshift(
      candidates(
        `(p.subcategory_id = $5 OR p.category_id = $6) AND (${likes.join(' OR ')})`,
        SUGGESTION_CANDIDATES,
      ),
    );
  }
  const query = (sources: readonly string[], values: readonly unknown[]) =>
    deps.db.query<CandidateRow>(
      `SELECT ${LIST_COLUMNS}, p.ingredients,
         CASE WHEN p.subcategory_id = $5 THEN 2 WHEN p.category_id = $6 THEN 1 ELSE 0 END AS tier
       FROM (${sources.join(' UNION ')}) candidate
       JOIN products p ON p.id = candidate.id
       LEFT JOIN favorites f ON f.product_id = p.id AND f.profile_id = $1
       ${CHOSEN_OFFER}`,
      values,
    );
  collect((await query(related, params)).rows);
  if (ranked.length < body.top_k) {
    collect(
      (
        await query(
          [
            candidates(
              'NOT COALESCE(p.subcategory_id = $5 OR p.category_id = $6, false)',
              SUGGESTION_CANDIDATES,
            ),
          ],
          params.slice(0, 6),
        )
      ).rows,
    );
  }
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || a.product.id - b.product.id);
  return ranked.slice(0, body.top_k).map((entry) => entry.product);
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
