/** Every call of the domain's table, each a thin handler over a service. */

import type { ApiPath, ApiResponseBody, ParsedApiRequest } from '@diet/domain';
import type { Context } from 'hono';

import { categoryImage, imageId, productImage, svgEtag } from './catalogue/images';
import type { AppServices } from './app-deps';
import type { AuthUser } from './auth/verifier';
import { addressKey, clientAddress } from './http/client-address';
import { forbidden, notFound, tooManyRequests } from './http/errors';
import { optionalCaller, publicCall, publicQuery, signedIn, type RouteContext } from './http/define';
import {
  listCategories,
  listHistory,
  listRetailers,
  productByBarcode,
  productDetails,
  recommendedProducts,
} from './services/catalogue';
import { addFavorite, listFavorites, removeFavorite } from './services/favorites';
import { productChanges } from './services/product-changes';
import { sendContactMessage, subscribeNewsletter } from './services/forms';
import {
  getUserProfile,
  registerProfile,
  updatePersonalDiets,
  updatePersonalInfo,
  updatePreferences,
} from './services/profiles';
import { hitRateLimit } from './services/rate-limit';
import {
  addShoppingItem,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  moveShoppingItem,
  removeShoppingItem,
  renameShoppingList,
  updateShoppingItem,
} from './services/shopping-lists';

type ShoppingListWrite = Extract<
  ApiPath,
  `/shopping-lists/${'create' | 'rename' | 'delete' | 'add-item' | 'update-item' | 'move-item' | 'remove-item'}`
>;

/** How long browsers and shared caches may keep a diet's samples (they change with the catalogue). */
export const SAMPLES_CACHE_CONTROL = 'public, max-age=300';

type PublicBucket = 'registration' | 'newsletter' | 'contact' | 'samples';
/** The per-user limits: their setting in `RateLimits` and their bucket in `rate_limits`. */
const USER_BUCKETS = {
  userRegistration: 'user:registration',
  details: 'user:details',
  suggestions: 'user:suggestions',
  favorites: 'user:favorites',
  products: 'user:products',
  profileWrites: 'user:profile-writes',
  changes: 'user:changes',
  shoppingLists: 'user:shopping-lists',
} as const;
type UserBucket = keyof typeof USER_BUCKETS;

export function registerRoutes(route: RouteContext, deps: AppServices) {
  const ruleOf = (bucket: PublicBucket | UserBucket, name: string) => ({
    bucket: name,
    max: deps.rateLimits[bucket],
    windowSeconds: deps.rateLimits.windowSeconds,
  });
  /** A flood limit per client address (an IPv6 one by its /64, see `addressKey`). */
  const countAddress = async (bucket: PublicBucket, c: Context) => {
    const address = addressKey(clientAddress(c, deps.remoteAddress, deps.trustProxy));
    const result = await hitRateLimit(deps, ruleOf(bucket, bucket), address);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  };
  const limit = (bucket: PublicBucket) => (c: Context) => countAddress(bucket, c);
  /** Per-user limits of the costlier signed-in calls, counted per token `sub` (well-formed calls only). */
  const limitUser = async (bucket: UserBucket, user: AuthUser) => {
    const rule = ruleOf(bucket, USER_BUCKETS[bucket]);
    // `/products` is otherwise served without a write: its count is written in batches.
    const result =
      bucket === 'products'
        ? await deps.batchedLimits.hit(deps, rule, user.sub)
        : await hitRateLimit(deps, rule, user.sub);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  };
  /**
   * The public forms take posts from the web app's origins only: a browser sends `Origin` with
   * every cross-site POST, so a form on another site posting here is refused (403) before anything
   * is counted or written. A post without `Origin` (a server, curl) is no browser's and passes.
   */
  const webOrigins = new Set(deps.corsOrigins);
  const fromWebApp = (bucket: 'newsletter' | 'contact') => async (c: Context) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !webOrigins.has(origin)) throw forbidden('Forbidden origin');
    await countAddress(bucket, c);
  };

  // Public (public-site spec §7).
  // Registration: the owner's id token, when sent, binds the profile to its user (see registerProfile).
  // Its limit needs the token, so it is counted in the handler: a token-bearing registration per
  // user (`sub`) and never per address (behind one office or carrier address, everyone who has just
  // confirmed their code gets in); a token-less one per address.
  publicCall(
    route,
    '/user-profile',
    async () => {},
    async (body, c) => {
      const caller = await optionalCaller(c, route.verifier);
      if (caller) await limitUser('userRegistration', caller);
      else await countAddress('registration', c);
      return {
        status: 201,
        body: { message: 'Profile created', ...(await registerProfile(deps, body, caller)) },
      };
    },
  );
  publicCall(route, '/newsletter', fromWebApp('newsletter'), async (body) => {
    await subscribeNewsletter(deps, body);
    return { body: { message: 'Subscribed' } };
  });
  publicCall(route, '/contact', fromWebApp('contact'), async (body) => {
    await sendContactMessage(deps, body);
    return { body: { message: 'Message received' } };
  });
  // The diets page's samples: the same for everyone, so browsers and CDNs may keep them a while.
  publicQuery(route, '/products/samples', limit('samples'), async (query, c) => {
    const answer = await deps.productSamples.answer(deps.db, query.diet);
    const headers = { 'Cache-Control': SAMPLES_CACHE_CONTROL, ETag: answer.etag };
    if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
    return c.body(answer.json, 200, { ...headers, 'Content-Type': 'application/json' });
  });

  // Profile (signed-in spec §7).
  signedIn(route, '/user-profile/get-user-profile', async (body, user) => ({
    body: await getUserProfile(deps, user, body),
  }));
  // Profile writes: the three together per user.
  signedIn(route, '/user-profile/update-personal-info', async (body, user) => {
    await limitUser('profileWrites', user);
    await updatePersonalInfo(deps, user, body);
    return { body: { message: 'Information updated' } };
  });
  signedIn(route, '/user-profile/update-personal-diets', async (body, user) => {
    await limitUser('profileWrites', user);
    await updatePersonalDiets(deps, user, body);
    return { body: { message: 'Diet profile updated' } };
  });
  signedIn(route, '/user-profile/update-preferences', async (body, user) => {
    await limitUser('profileWrites', user);
    await updatePreferences(deps, user, body);
    return { body: { message: 'Preferences updated' } };
  });

  // Catalogue.
  signedIn(route, '/categories', async () => ({ body: await listCategories(deps.db) }));
  // The preferences' retailer picker: only retailers with at least one product (one without any
  // would only empty the product list), sorted by name case-insensitively. No per-user limit,
  // like /categories: one small query, the same for everyone.
  signedIn(route, '/retailers', async () => ({ body: await listRetailers(deps.db) }));
  signedIn(route, '/products', async (body, user, c) => {
    // Every well-formed call counts, a 304 too (it still reads the caller's state).
    await limitUser('products', user);
    const view = await deps.productList.view(deps, user, body);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      ETag: view.etag,
      Vary: 'Accept-Encoding',
    };
    if (matchesEtag(c.req.header('if-none-match'), view.etag)) return c.body(null, 304, headers);
    if (acceptsGzip(c.req.header('accept-encoding'))) {
      const zipped: Uint8Array<ArrayBuffer> = (await view.gzipped()) as Buffer<ArrayBuffer>;
      return c.body(zipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(view.utf8, 200, headers);
  });
  // Any page of the ranked list, filtered and searched, with its counts (batched with /products).
  signedIn(route, '/products/page', async (body, user, c) => {
    await limitUser('products', user);
    const answer = await deps.productList.page(deps, user, body);
    const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
    if (answer.utf8.byteLength > 1024 && acceptsGzip(c.req.header('accept-encoding'))) {
      return c.body(answer.gzipped(), 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(answer.utf8, 200, headers);
  });
  // History and favourites outside the page the app holds (batched with /products).
  signedIn(route, '/products/by-ids', async (body, user) => {
    await limitUser('products', user);
    return { body: await deps.productList.byIds(deps, user, body) };
  });
  // What a save of diets or preferences changes in the lists: a count over the catalogue.
  signedIn(route, '/products/changes', async (body, user) => {
    await limitUser('changes', user);
    return { body: await productChanges(deps, user, body) };
  });
  // Discover: suitable products by category and swaps, one round trip (counted with /products).
  signedIn(route, '/products/discover', async (body, user) => {
    await limitUser('products', user);
    return { body: await deps.discover.answer(deps, user, body) };
  });
  signedIn(route, '/products/product-details', async (body, user) => {
    await limitUser('details', user);
    return { body: await productDetails(deps, user, body) };
  });
  signedIn(route, '/products/get-recommended-products', async (body, user) => {
    await limitUser('suggestions', user);
    return { body: await recommendedProducts(deps, user, body) };
  });
  signedIn(route, '/products/barcode', async (body, user) => ({
    body: await productByBarcode(deps, user, body),
  }));

  // Favourites and history.
  signedIn(route, '/favorites/add-favorite', async (body, user) => {
    await limitUser('favorites', user);
    await addFavorite(deps, user, body);
    return { body: { message: 'Added to favorites' } };
  });
  signedIn(route, '/favorites/remove-favorite', async (body, user) => {
    await limitUser('favorites', user);
    await removeFavorite(deps, user, body);
    return { body: { message: 'Removed from favorites' } };
  });
  signedIn(route, '/history', async (body, user) => ({ body: await listHistory(deps, user, body) }));
  // The favourite ids, most recent first (batched with /products: one small read).
  signedIn(route, '/favorites', async (body, user) => {
    await limitUser('products', user);
    return { body: await listFavorites(deps, user, body) };
  });

  // Shopping lists (issue 31): reads batched with /products, writes limited together.
  signedIn(route, '/shopping-lists', async (body, user) => {
    await limitUser('products', user);
    return { body: await listShoppingLists(deps, user, body) };
  });
  signedIn(route, '/shopping-lists/get-list', async (body, user) => {
    await limitUser('products', user);
    return { body: await getShoppingList(deps, user, body) };
  });
  const listWrite = <P extends ShoppingListWrite>(
    path: P,
    write: (deps: AppServices, user: AuthUser, body: ParsedApiRequest<P>) => Promise<void>,
    message: string,
  ) =>
    signedIn(route, path, async (body, user) => {
      await limitUser('shoppingLists', user);
      await write(deps, user, body);
      return { body: { message } as ApiResponseBody<P> };
    });
  listWrite('/shopping-lists/create', createShoppingList, 'List created');
  listWrite('/shopping-lists/rename', renameShoppingList, 'List renamed');
  listWrite('/shopping-lists/delete', deleteShoppingList, 'List deleted');
  listWrite('/shopping-lists/add-item', addShoppingItem, 'Item added');
  listWrite('/shopping-lists/update-item', updateShoppingItem, 'Item updated');
  listWrite('/shopping-lists/move-item', moveShoppingItem, 'Item moved');
  listWrite('/shopping-lists/remove-item', removeShoppingItem, 'Item removed');

  // Generated pictures (public, cacheable): see catalogue/images.ts.
  const svg = (load: (id: number) => Promise<string | null>, what: string) => async (c: Context) => {
    const id = imageId(c.req.param('file') ?? '');
    const body = id === null ? null : await load(id);
    if (body === null) throw notFound(`Unknown ${what}`);
    const etag = svgEtag(body);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  };
  route.app.get(
    '/images/products/:file',
    svg((id) => productImage(deps.db, id), 'product'),
  );
  route.app.get(
    '/images/categories/:file',
    svg((id) => categoryImage(deps.db, id), 'category'),
  );
}

/** `If-None-Match` naming this ETag (or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** `Accept-Encoding` allowing gzip (not `gzip;q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
