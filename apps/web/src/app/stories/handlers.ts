/**
 * MSW handlers that answer the API's contract in page stories. Every answer is typed with the
 * call's wire shape and, before it is sent, read with the call's response schema from
 * `@diet/domain` (`apiCalls[path].response`): a fixture that drifts from the contract fails the
 * type check, or throws here and fails the story.
 */
import { apiCalls, type ApiPath, type ApiResponseBody } from '@diet/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import {
  CATEGORIES,
  forUser,
  inLanguage,
  listed,
  ONE_DIET_PROFILE,
  PRODUCTS,
  RETAILERS,
  SUGGESTABLE,
  visibleTo,
} from './fixtures';

/** The stories' API base (`STORY_WEB_CONFIG.apiUrl` in `.storybook/main.ts`). */
export const STORY_API = 'https://api.dietcheck.stories';

/** How a call answers: its body, a failure, or never. */
export type Answer<P extends ApiPath> =
  { body: ApiResponseBody<P> } | { status: 500 | 404 | 429 } | 'network-error' | 'pending';

export type Answers = { [P in ApiPath]?: Answer<P> | ((request: unknown) => Answer<P>) };

/** The checked body: the contract's schema must read it, or the story fails with its reason. */
export function contractBody<P extends ApiPath>(path: P, body: ApiResponseBody<P>): ApiResponseBody<P> {
  const result = apiCalls[path].response.safeParse(body);
  if (!result.success) {
    throw new Error(`The story's answer to ${path} breaks the API contract: ${result.error.message}`);
  }
  return body;
}

async function respond<P extends ApiPath>(path: P, answer: Answer<P>): Promise<Response> {
  if (answer === 'pending') {
    await delay('infinite');
    return HttpResponse.error();
  }
  if (answer === 'network-error') return HttpResponse.error();
  if ('status' in answer) return HttpResponse.json({ error: 'Story failure' }, { status: answer.status });
  return HttpResponse.json(contractBody(path, answer.body) as never);
}

/**
 * What a signed-in user's API answers by default: the profile, categories, their products, and
 * `favorites` (ids, most recent first) as the user's favourites, flagged in the product answers.
 */
export function signedInAnswers(
  profile: ApiResponseBody<'/user-profile/get-user-profile'> = ONE_DIET_PROFILE,
  favorites: readonly number[] = [],
): Answers {
  const intolerances = (profile as { intolerances?: number[] }).intolerances ?? [];
  const flagged = (products: ApiResponseBody<'/products'>): ApiResponseBody<'/products'> =>
    products.map((product) => ({
      ...product,
      is_favorite: favorites.some((id) => String(id) === String(product.id)),
    }));
  return {
    '/user-profile/get-user-profile': { body: profile },
    '/categories': { body: CATEGORIES },
    '/retailers': { body: RETAILERS },
    '/products': { body: flagged(listed(visibleTo(intolerances), intolerances)) },
    '/products/product-details': (request) => {
      const { product_id, language } = request as { product_id?: unknown; language?: unknown };
      const found = SUGGESTABLE.find((p) => String(p.id) === String(product_id));
      return found ? { body: forUser(inLanguage(found, language), intolerances) } : { status: 404 };
    },
    '/products/get-recommended-products': (request) => ({ body: alternatives(request, intolerances) }),
    '/products/page': (request) => ({ body: rankedPage(request, intolerances) }),
    '/products/by-ids': (request) => {
      const ids = ((request as { ids?: unknown[] }).ids ?? []).map(String);
      return {
        body: flagged(
          listed(
            ids.flatMap((id) => PRODUCTS.filter((p) => String(p.id) === id)),
            intolerances,
          ),
        ),
      };
    },
    '/products/changes': (request) => ({ body: changesOf(request) }),
    '/favorites': { body: [...favorites] },
    '/products/discover': (request) => ({ body: discoverAnswer(request) }),
    '/history': { body: [101, 105, 102] },
    '/favorites/add-favorite': { body: { message: 'Added to favorites' } },
    '/favorites/remove-favorite': { body: { message: 'Removed from favorites' } },
    '/user-profile/update-personal-info': { body: { message: 'Updated' } },
    '/user-profile/update-personal-diets': { body: { message: 'Updated' } },
    '/user-profile/update-preferences': { body: { message: 'Updated' } },
  };
}

/** A product's tier for `intolerances`: 0 green (for every diet), 1 yellow, 2 red. */
function tierOf(product: (typeof PRODUCTS)[number], intolerances: readonly number[]): number {
  const hits = (list: readonly unknown[] | null | undefined) =>
    (list ?? []).map(Number).some((code) => intolerances.includes(code));
  if (hits(product.colors?.red)) return 2;
  return hits(product.colors?.yellow) ? 1 : 0;
}

/** A text's words as the API compares them: accents folded, lower case, two letters or more. */
function wordsOf(...texts: readonly unknown[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const word of text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 2) found.add(word);
    }
  }
  return found;
}

/** |a ∩ b| / |a ∪ b| (0 when either is empty). */
function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / (a.size + b.size - shared);
}

type Body = (typeof PRODUCTS)[number];

/** A product's names with its brand, and its ingredients, as words (the API's similarity). */
const nameWords = (p: Body) =>
  wordsOf(p.name_en, p.name_de, p.name_fr, p.name_it, ...(Array.isArray(p.brand) ? p.brand : [p.brand]));
const ingredientWords = (p: Body) => wordsOf(p.ingredients);

/**
 * The API's one swap rule (`rankAlternatives`) over `catalogue`: products of the request's
 * subcategory (the product's shelf, also for a product the catalogue here does not hold) that
 * suit at least as well, better when the product does not suit (a red one's green then yellow, a
 * yellow or green one's green), never itself; green first, then the closest (names and brand
 * twice, ingredients once), then by id. The stories' shelves have no namesakes elsewhere.
 */
function ranked(request: unknown, intolerances: readonly number[], catalogue: readonly Body[]): Body[] {
  const body = (request ?? {}) as { product_id?: unknown; subcategory_id?: unknown };
  const source = catalogue.find((p) => String(p.id) === String(body.product_id));
  const shelf = source?.subcategory_id ?? body.subcategory_id;
  const worst = !source || tierOf(source, intolerances) === 2 ? 1 : 0;
  const score = (p: Body) =>
    source
      ? 2 * jaccard(nameWords(source), nameWords(p)) + jaccard(ingredientWords(source), ingredientWords(p))
      : 0;
  return catalogue
    .filter(
      (p) =>
        String(p.id) !== String(body.product_id) &&
        shelf != null &&
        String(p.subcategory_id) === String(shelf) &&
        tierOf(p, intolerances) <= worst,
    )
    .map((p) => ({ p, tier: tierOf(p, intolerances), score: score(p) }))
    .sort((a, b) => a.tier - b.tier || b.score - a.score || Number(a.p.id) - Number(b.p.id))
    .map(({ p }) => p);
}

/**
 * Suggestions as the API answers them (issue 30): the first `top_k` of the swap rule over
 * `catalogue` (the stories' products by default). The first, when it suits better, is the
 * product page's better swap, the one Discover pairs the product with.
 */
export function alternatives(
  request: unknown,
  intolerances: readonly number[],
  catalogue: readonly Body[] = SUGGESTABLE,
): ApiResponseBody<'/products/get-recommended-products'> {
  const topK = (request as { top_k?: unknown } | null)?.top_k;
  return listed(
    ranked(request, intolerances, catalogue).slice(0, typeof topK === 'number' ? topK : 5),
    intolerances,
  );
}

/**
 * What a save changes, as the API counts it, over the fixtures: verdicts for all the diets of
 * `after` that differ from those of `before`, and products shown or hidden by `sees_red_products`.
 */
export function changesOf(request: unknown): ApiResponseBody<'/products/changes'> {
  type View = { intolerances?: number[]; sees_red_products?: boolean };
  const { before = {}, after = {} } = (request ?? {}) as { before?: View; after?: View };
  const tier = (p: (typeof PRODUCTS)[number], view: View) => tierOf(p, view.intolerances ?? []);
  const shown = (p: (typeof PRODUCTS)[number], view: View) =>
    view.sees_red_products === true || tier(p, view) < 2;
  const count = (test: (p: (typeof PRODUCTS)[number]) => boolean) => PRODUCTS.filter(test).length;
  const became = (value: number) => count((p) => tier(p, after) === value && tier(p, before) !== value);
  return {
    now_red: became(2),
    now_yellow: became(1),
    now_green: became(0),
    now_hidden: count((p) => shown(p, before) && !shown(p, after)),
    now_shown: count((p) => !shown(p, before) && shown(p, after)),
  };
}

/**
 * A page of the ranked list as the API answers it, over the fixtures (small enough for one page):
 * the request's category, subcategory and search (names and brand, case-insensitive), green
 * before yellow before red, red ones counted as hidden unless the request shows them.
 */
export function rankedPage(
  request: unknown,
  intolerances: readonly number[],
): ApiResponseBody<'/products/page'> {
  const body = (request ?? {}) as {
    category_id?: unknown;
    subcategory_id?: unknown;
    search?: unknown;
    sees_red_products?: unknown;
    show_hidden?: unknown;
  };
  const search = typeof body.search === 'string' ? body.search.trim().toLowerCase() : '';
  const tier = (p: (typeof PRODUCTS)[number]) => {
    const codes = (list: readonly unknown[] | null | undefined) => (list ?? []).map(Number);
    if (codes(p.colors?.red).some((code) => intolerances.includes(code))) return 2;
    if (codes(p.colors?.yellow).some((code) => intolerances.includes(code))) return 1;
    return 0;
  };
  const matches = PRODUCTS.filter(
    (p) =>
      (body.category_id == null || String(p.category_id) === String(body.category_id)) &&
      (body.subcategory_id == null || String(p.subcategory_id) === String(body.subcategory_id)) &&
      (!search ||
        [p.name_en, p.name_de, p.name_fr, ...(Array.isArray(p.brand) ? p.brand : [p.brand])].some((text) =>
          String(text ?? '')
            .toLowerCase()
            .includes(search),
        )),
  );
  const shown = matches
    .filter((p) => body.sees_red_products === true || body.show_hidden === true || tier(p) < 2)
    .sort((a, b) => tier(a) - tier(b));
  const hidden = matches.length - shown.length;
  return {
    products: listed(shown, intolerances),
    total: shown.length,
    hidden,
    hidden_red: hidden,
    next: null,
  };
}

/**
 * Discover's answer as the API gives it, over `products`: per category (in the categories' order)
 * the products green for every diet asked, at the asked retailer if any, cheapest first, counted;
 * and per red product its better swap as its page shows it (the first of its suggestions, at the
 * asked retailer if any) when that one is green, with the next green ones, one swap per swap
 * product.
 */
export function discoverAnswer(
  request: unknown,
  products: readonly ApiResponseBody<'/products/product-details'>[] = PRODUCTS,
): ApiResponseBody<'/products/discover'> {
  const body = (request ?? {}) as { intolerances?: unknown; retailer?: unknown; per_category?: unknown };
  const diets = Array.isArray(body.intolerances) ? body.intolerances.map(Number) : [];
  const retailer = typeof body.retailer === 'string' ? body.retailer : null;
  const limit = typeof body.per_category === 'number' ? body.per_category : 12;
  const hits = (codes: readonly unknown[] | null | undefined) =>
    (codes ?? []).some((code) => diets.includes(Number(code)));
  const green = (p: (typeof products)[number]) => !hits(p.colors?.red) && !hits(p.colors?.yellow);
  const atStore = (p: (typeof products)[number]) => retailer === null || p.store === retailer;
  const byPrice = (a: (typeof products)[number], b: (typeof products)[number]) =>
    (a.price ?? 0) - (b.price ?? 0);
  const suitable = products.filter((p) => green(p) && atStore(p)).sort(byPrice);
  const categories = CATEGORIES.map((category) => {
    const inCategory = suitable.filter((p) => String(p.category_id) === String(category.id));
    return {
      category_id: category.id,
      suitable: inCategory.length,
      products: listed(inCategory.slice(0, limit), diets),
    };
  });
  const used = new Set<string>();
  const swaps = products
    .filter((p) => hits(p.colors?.red))
    .flatMap((p) => {
      const suggested = ranked({ product_id: p.id }, diets, products).filter(atStore);
      const best = suggested[0];
      if (!best || !green(best) || used.has(String(best.id))) return [];
      used.add(String(best.id));
      return [
        { product: listed([p], diets)[0]!, alternatives: listed(suggested.filter(green).slice(0, 3), diets) },
      ];
    });
  return { categories, swaps };
}

/**
 * MSW handlers for the calls given. A call not given answers 501 and says so on the console: a
 * story must name every call its screen makes.
 */
export function apiHandlers(answers: Answers): HttpHandler[] {
  const given = (Object.keys(answers) as ApiPath[]).map((path) => {
    const method = apiCalls[path].method === 'GET' ? http.get : http.post;
    return method(`${STORY_API}${path}`, async ({ request }) => {
      const configured = answers[path]!;
      let body: unknown = null;
      if (typeof configured === 'function' && request.method === 'POST')
        body = await request
          .clone()
          .json()
          .catch(() => null);
      const answer = (typeof configured === 'function' ? configured(body) : configured) as Answer<
        typeof path
      >;
      return respond(path, answer);
    });
  });
  const unexpected = http.all(`${STORY_API}/*`, ({ request }) => {
    console.error(`A page story does not answer ${request.method} ${request.url}`);
    return HttpResponse.json({ error: 'Not answered by this story' }, { status: 501 });
  });
  return [...given, unexpected];
}

/** Answers every call of the API with a server error: the API is down. */
export function apiDown(status: 500 | 'network-error' = 500): Answers {
  const answer = status === 'network-error' ? 'network-error' : { status };
  return Object.fromEntries(Object.keys(apiCalls).map((path) => [path, answer])) as Answers;
}
