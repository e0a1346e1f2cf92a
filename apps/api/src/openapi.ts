/**
 * GET /openapi.json: the OpenAPI 3.1 description, generated from the domain's call table and its
 * zod schemas, so it cannot drift from what the routes validate.
 */
import { apiCalls, API_PATHS, type ApiPath } from '@diet/domain';
import { z } from 'zod';

const errorSchema = z.object({
  error: z.string().describe('What went wrong, for people'),
  fields: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('The invalid fields (400 only)'),
});

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  // Input side: what a sender builds (requests) and what the server sends (responses).
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

const ERROR_STATUSES = {
  400: 'Invalid body: the fields are named',
  401: 'Missing, invalid or expired id token',
  403: 'A profile id or e-mail in the body is not the caller’s',
  404: 'No such profile or product',
  409: 'A profile already exists for this username',
  413: 'Body over 64 KB',
  415: 'Wrong content type',
  429: 'Too many requests from this user (per token `sub`); see Retry-After',
  500: 'Internal error (no details)',
  503: 'The user pool or its signing keys are unavailable; see Retry-After',
} as const;

type Status = keyof typeof ERROR_STATUSES;

/** Who may set a profile (see `registerProfile` and the API's README). */
const REGISTRATION_DESCRIPTION =
  "Registration. With the owner's Cognito id token as a bearer (after confirmation and auto sign-in) the " +
  "token's username and e-mail must be the body's; the profile is bound to the token's user and replaces a " +
  'pending one (409 if an owned one exists). Without a token the pool must hold the username with this ' +
  'e-mail and the account must still be unconfirmed (403 otherwise); the profile is then only pending: ' +
  "it never blocks the owner's token-bearing registration, and the owner's first signed-in call adopts it. " +
  'A second token-less registration while one is pending is a 409; an invalid token is a 401. A ' +
  "token-bearing registration needs the token to say its e-mail is verified (`email_verified`; 403 'Confirm " +
  "your e-mail first' otherwise): the profile's e-mail is the token's. Flood limits: a token-bearing " +
  'registration counts per user (token `sub`), never per address; a token-less one per address.';

/** What the details answer adds to a listed product, and the view it records. */
const PRODUCT_DETAILS_DESCRIPTION =
  "The product for the caller (its colours read against the caller's intolerances), with its ingredient " +
  "text in the caller's language where the pack prints one (`ingredients_lang`), nutrition rows and notes, " +
  "and `reasons`: the ingredient engine's findings for every intolerance code, stored when the product " +
  'entered the catalogue. A finding in the answered ingredient text has `source: "ingredients"` and its ' +
  "offsets there; one only in another language's list (and not repeated in the answered one), in the traces, " +
  'a label or the nutrition table names that source and has no offsets; a missing ingredient list is a ' +
  '`data.*` rule with source "product". Records a view in the caller\'s history.';

/** Which retailers the picker is offered, and in which order (see `listRetailers`). */
const RETAILERS_DESCRIPTION =
  "The retailers the preferences' retailer picker offers: those with at least one product in the " +
  'catalogue (a retailer without products is left out, since picking it would only empty the product ' +
  'list), each `{ "name": … }` with the name exactly as products and the retailer preference carry it. ' +
  'Sorted by name case-insensitively, then exactly, by UTF-16 code units (the same order whatever the ' +
  "database's collation or the server's locale). The same for every caller.";

/** How suggestions are chosen (see `recommendedProducts`). */
const SUGGESTIONS_DESCRIPTION =
  'Up to `top_k` alternatives that suit the caller at least as well as the product, better when it does not ' +
  'suit (tiers for `intolerances`, all diets together): for a red product green then yellow ones, for a ' +
  'yellow or green one green ones only; red products never, whatever `sees_red_products`. From the ' +
  "product's subcategory, then namesakes on other shelves (names naming the subcategory and alike), green " +
  'first, then by name and ingredient similarity; never the product or its duplicates (same name and ' +
  "brand); the caller's retailer and local preferences apply. The first, when it suits better than the " +
  "product, is the product's better swap, the one Discover pairs it with too.";

/** What the changes call counts (see `productChanges`). */
const CHANGES_DESCRIPTION =
  'How the catalogue changes for the caller between two views (diets and preferences), e.g. before and ' +
  'after a save: products whose verdict for all the diets of `after` became red, yellow or green (among ' +
  'those the retailer and local preferences of `after` let through), and products hidden or shown again ' +
  'in the lists. Counted over the whole catalogue.';

const DISCOVER_DESCRIPTION =
  'What the caller can eat, in one round trip. `categories`: every category in display order with ' +
  'how many of its products are green for every diet in `intolerances` (`suitable`) and the best ' +
  '`per_category` of them, cheapest first; a category where nothing suits has `suitable` 0. `swaps`: ' +
  'everyday products red for a diet asked (per subcategory the one sold by the most retailers) with ' +
  'their green suggestions in the order of `/products/get-recommended-products`: the first is the ' +
  "better swap the product's page shows for the same diets, and a product whose first suggestion is " +
  'not green has no swap here. Only offers passing the ' +
  "caller's store preferences count, and with `retailer` only that retailer's (the swapped product " +
  "is any retailer's). Counted in the `/products` budget.";

/** The calls described beyond their schemas. */
const DESCRIPTIONS: Partial<Record<ApiPath, string>> = {
  '/user-profile': REGISTRATION_DESCRIPTION,
  '/products/get-recommended-products': SUGGESTIONS_DESCRIPTION,
  '/products/changes': CHANGES_DESCRIPTION,
  '/products/product-details': PRODUCT_DETAILS_DESCRIPTION,
  '/retailers': RETAILERS_DESCRIPTION,
  '/shopping-lists/get-list':
    "One of the caller's lists (another profile's list is a 404) with its items in order: each product as the " +
    "catalogue lists it for the caller (colours for the profile's saved diets, the price and retailer of the " +
    'offer chosen by the preferences; null when the catalogue no longer has it) or a free text, and the total ' +
    'of the priced items (price × quantity) per retailer; `unpriced` counts the products without a price.',
  '/products/discover': DISCOVER_DESCRIPTION,
};

/** Calls that carry a profile id or e-mail to check (403) and need the caller's profile (404). */
const OWNED: readonly ApiPath[] = API_PATHS.filter(
  (path) =>
    apiCalls[path].auth === 'bearer' &&
    !['/categories', '/retailers', '/products/barcode', '/products/get-recommended-products'].includes(path),
);

/** Signed-in calls with a per-user limit (`routes.ts`). */
const USER_LIMITED: readonly ApiPath[] = [
  '/products',
  '/products/product-details',
  '/products/discover',
  '/products/get-recommended-products',
  '/products/changes',
  '/favorites/add-favorite',
  '/favorites/remove-favorite',
  '/user-profile/update-personal-info',
  '/user-profile/update-personal-diets',
  '/user-profile/update-preferences',
  '/shopping-lists',
  '/shopping-lists/create',
  '/shopping-lists/rename',
  '/shopping-lists/delete',
  '/shopping-lists/get-list',
  '/shopping-lists/add-item',
  '/shopping-lists/update-item',
  '/shopping-lists/move-item',
  '/shopping-lists/remove-item',
];

/** Shopping list creations refused with a 409 (the profile's or the list's maximum, an id taken). */
const LIST_CREATIONS: readonly ApiPath[] = ['/shopping-lists/create', '/shopping-lists/add-item'];

/** The public form posts, refused from a foreign `Origin` (`routes.ts`). */
const FORMS: readonly ApiPath[] = ['/newsletter', '/contact'];

/** What a status means at one path, where it differs from {@link ERROR_STATUSES}. */
function errorDescription(path: ApiPath, status: Status): string {
  if (status === 403 && FORMS.includes(path)) {
    return 'The `Origin` header names a site other than the web app (a cross-site form post); a post without `Origin` is accepted';
  }
  if (status === 403 && path === '/user-profile') {
    return "The token's username or e-mail is not the body's, its e-mail is not verified, or (without a token) no unconfirmed pool account has this username and e-mail";
  }
  if (status === 429 && path === '/user-profile') {
    return 'Too many registrations from this user (with a token, per token `sub`) or from this address (without one; an IPv6 address by its /64); see Retry-After';
  }
  if (status === 409 && LIST_CREATIONS.includes(path)) {
    return 'The most lists per profile (50) or items per list (200) reached, or the id is already another list’s or item’s';
  }
  if (status === 404 && path.startsWith('/shopping-lists/')) {
    return 'No such profile, list (another profile’s lists are unknown), item or product';
  }
  if (status === 429 && apiCalls[path].auth === 'none') {
    return 'Too many requests from this address (an IPv6 address by its /64); see Retry-After';
  }
  return ERROR_STATUSES[status];
}

function errorsOf(path: ApiPath): Status[] {
  // A GET reads no body: neither 413 nor 415.
  const statuses: Status[] = apiCalls[path].method === 'GET' ? [400, 500] : [400, 413, 415, 500];
  if (apiCalls[path].auth === 'bearer') statuses.push(401);
  if (OWNED.includes(path)) statuses.push(403, 404);
  if (path === '/products/barcode') statuses.push(404);
  if (apiCalls[path].auth === 'bearer') statuses.push(503);
  if (path === '/user-profile') statuses.push(401, 403, 409, 503);
  if (FORMS.includes(path)) statuses.push(403);
  if (LIST_CREATIONS.includes(path)) statuses.push(409);
  if (apiCalls[path].auth === 'none' || USER_LIMITED.includes(path)) statuses.push(429);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** A GET's request as query parameters: one per property of its schema (all text). */
function queryParameters(schema: z.ZodType): unknown[] {
  const { properties = {}, required = [] } = jsonSchema(schema) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function buildDocument() {
  const paths: Record<string, unknown> = {};
  for (const path of API_PATHS) {
    const call = apiCalls[path];
    const success = path === '/user-profile' ? '201' : '200';
    const request =
      call.encoding === 'query'
        ? { parameters: queryParameters(call.request) }
        : {
            requestBody: {
              required: true,
              content: {
                [call.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                  schema: jsonSchema(call.request),
                },
              },
            },
          };
    paths[path] = {
      [call.method.toLowerCase()]: {
        operationId: path.slice(1).replaceAll('/', '_').replaceAll('-', '_'),
        // Registration takes the owner's id token when there is one (after confirmation), else none.
        security:
          call.auth === 'bearer'
            ? [{ cognitoIdToken: [] }]
            : path === '/user-profile'
              ? [{}, { cognitoIdToken: [] }]
              : [],
        ...(DESCRIPTIONS[path] === undefined ? {} : { description: DESCRIPTIONS[path] }),
        ...request,
        responses: {
          [success]: {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(call.response) } },
          },
          ...(call.method === 'GET'
            ? { '304': { description: 'Not modified: the ETag sent in If-None-Match still matches' } }
            : {}),
          ...Object.fromEntries(
            errorsOf(path).map((status) => [
              String(status),
              {
                description: errorDescription(path, status),
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
              },
            ]),
          ),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diet API',
      version: '0.1.0',
      description:
        'The REST API of the diet app. Every call is a POST but the public, cacheable GET /products/samples; signed-in calls carry the Cognito id token as a bearer token.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(errorSchema) },
      securitySchemes: { cognitoIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

let document: ReturnType<typeof buildDocument> | undefined;

/** The document, built once per process (it depends on the code only). */
export function openApiDocument() {
  document ??= buildDocument();
  return document;
}
