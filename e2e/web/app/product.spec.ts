/**
 * The product page (signed-in spec §2 /product/details/{id}, §4 suitability banner, §7, §8) and its
 * evidence, against the real stack and the seeded catalogue, for the worker's member (lactose and
 * gluten): opened from the dashboard with the product in navigation state and by its address, the
 * verdict card of a red, a yellow, a green and an unreadable product (the banner's sentence, a row
 * per diet with its reason; in the first screen on a phone), the words that decided a verdict, the
 * sections by keyboard, the suggestions carousel, a red product's alternatives that suit (the demo
 * user), an unknown id, the API down, the history, axe, French and German.
 */
import type { Page } from '@playwright/test';

import { apiDown } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect, memberState, test, type Member, memberApi, wholeList } from '../../support/members.ts';
import { DEMO_USER, signIn, stack } from '../../support/stack.ts';
import { useLanguage } from '../site/helpers.ts';

/** Seeded products (apps/api/src/catalogue/seed-data) and what the engine finds in them for lactose and gluten. */
const RED = { name: 'Whole milk UHT', fr: 'Lait entier UHT', brand: 'Valflora' }; // lactose: "Vollmilch"
const YELLOW = { name: 'Chocolate almond cookies (Brunsli)', de: 'Basler Brunsli', brand: 'Coop' }; // gluten: "Kann Spuren von Weizen"
const GREEN = { name: 'Basmati rice', brand: 'Denner' };
const NO_LIST = { name: 'Swiss free-range eggs', brand: 'Coop Naturaplan' }; // no ingredient list

const TEXT = {
  loading: 'Loading product details...',
  why: 'Why this verdict',
  empty: 'No information available.',
  suggestions: 'Suggested products for you',
  alternatives: 'Alternatives that suit you',
};

interface Listed {
  id: number;
  name_en: string;
  brand: string[];
}

const catalogues = new WeakMap<Member, Promise<{ profileId: string; products: Listed[] }>>();

/** The member's profile id and their catalogue, from the API (once per worker). */
function catalogue(member: Member) {
  let found = catalogues.get(member);
  if (!found) {
    found = (async () => {
      const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
        email: member.email,
      });
      const products = await wholeList<Listed>(member, {
        intolerances: member.profile.intolerances,
        sees_red_products: true,
        user_profile_id: profile.id,
      });
      return { profileId: profile.id, products };
    })();
    catalogues.set(member, found);
  }
  return found;
}

async function productId(member: Member, wanted: { name: string; brand: string }): Promise<number> {
  const { products } = await catalogue(member);
  const product = products.find((p) => p.name_en === wanted.name && p.brand.includes(wanted.brand));
  if (!product) throw new Error(`${wanted.name} (${wanted.brand}) is not in the member's catalogue`);
  return product.id;
}

/** The first state of a page opened afresh: the guard checks the sign-in first, which can take a while on a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };

/** Opens the product's page by its address; `heading` is its name in the page's language (default English). */
async function openProduct(
  page: Page,
  member: Member,
  wanted: { name: string; brand: string },
  heading = wanted.name,
) {
  const id = await productId(member, wanted);
  await page.goto(`/product/details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_PAINT);
  return id;
}

const ingredients = (page: Page) => page.locator('[data-slot="evidence-ingredients"]');
const verdictCard = (page: Page) => page.locator('[data-slot="verdict-card"]');
const headline = (page: Page) => page.locator('[data-slot="verdict-headline"]');
const row = (page: Page, diet: 'lactose' | 'gluten') =>
  page.locator(`[data-slot="verdict-row"][data-diet="${diet}"]`);

test('opened from the dashboard, the product shows at once from navigation state, then its details @desktop-only', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeVisible(FIRST_PAINT);
  await search.fill(RED.name);
  const card = page.getByRole('article').filter({ hasText: RED.brand }).filter({ hasText: RED.name }).first();
  // Hold the details back: what shows meanwhile comes from the card.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/products/product-details',
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  // The card's name says its verdict in words.
  await card.getByRole('link', { name: `${RED.name}, not suitable for you` }).click();
  await expect(page).toHaveURL(/\/product\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: RED.name })).toBeVisible();
  await expect(page.getByText('This product is not lactose-free.')).toBeVisible();
  await expect(page.getByText(TEXT.loading)).toBeVisible();
  release();
  await expect(page.getByText(TEXT.loading)).toBeHidden();
  await expect(ingredients(page).locator('mark', { hasText: 'Vollmilch' })).toBeVisible();
  // The price as whole francs and two-digit cents, the store, and the way back.
  await expect(page.getByText(/CHF\s*\d+\.\d{2}/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('opened by its address, the page loads, and again after a reload @desktop-only', async ({
  page,
  member,
}) => {
  await openProduct(page, member, GREEN);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: GREEN.name })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: 'Ingredients & Allergens' })).toBeVisible();
});

test('the verdict card: the banner sentence for the first matching diet, then each diet with its reason', async ({
  page,
  member,
}) => {
  await openProduct(page, member, RED);
  await expect(verdictCard(page)).toHaveAttribute('data-verdict', 'red');
  await expect(headline(page)).toHaveText('This product is not lactose-free.');
  await expect(row(page, 'lactose')).toHaveAttribute('data-state', 'not-suitable');
  await expect(row(page, 'lactose')).toContainText('Not suitable');
  await expect(row(page, 'lactose')).toContainText('Contains milk: “Vollmilch”');
  // A diet it suits says what was checked.
  await expect(row(page, 'gluten')).toHaveAttribute('data-state', 'suits');
  await expect(row(page, 'gluten')).toContainText(/(All \d+|Both) ingredients checked: no gluten cereal\./);

  await openProduct(page, member, YELLOW);
  await expect(verdictCard(page)).toHaveAttribute('data-verdict', 'yellow');
  await expect(headline(page)).toHaveText('This product may not suit a gluten-free diet.');
  await expect(row(page, 'gluten')).toHaveAttribute('data-state', 'may-contain');
  await expect(row(page, 'gluten')).toContainText('May not suit');
  await expect(row(page, 'gluten')).toContainText('May contain traces');

  await openProduct(page, member, GREEN);
  await expect(headline(page)).toHaveText('This product suits your diets.');
  await expect(page.locator('[data-slot="verdict-row"][data-state="suits"]')).toHaveCount(2);

  // Eggs sold without an ingredient list: yellow only because there is nothing to read, so the
  // card says we could not check, and what is missing, not that the eggs may not suit (as if eggs
  // had lactose).
  await openProduct(page, member, NO_LIST);
  await expect(verdictCard(page)).toHaveAttribute('data-unread', 'true');
  await expect(headline(page)).toHaveText(
    'We couldn’t check this product for a lactose-free and gluten-free diet.',
  );
  for (const diet of ['lactose', 'gluten'] as const) {
    await expect(row(page, diet)).toHaveAttribute('data-state', 'unread');
    await expect(row(page, diet)).toContainText(
      'Not checkedWe couldn’t read this label fully: we don’t have its ingredient list yet.',
    );
  }
  // What the shopper can look for on the pack themselves, for each diet.
  await expect(row(page, 'lactose')).toContainText('On the pack, look for milk, lactose, whey');
  await expect(row(page, 'gluten')).toContainText('On the pack, look for wheat, barley, rye');
  await expect(verdictCard(page)).not.toContainText('may not suit');
});

test('on a phone the verdict card is in the first screen, above the bottom bar @mobile-only', async ({
  page,
  member,
}) => {
  await openProduct(page, member, RED);
  await expect(row(page, 'gluten')).toContainText(/(All \d+|Both) ingredients checked/);
  const card = await verdictCard(page).boundingBox();
  const bar = await page.locator('[data-slot="mobile-bottom-bar"]').boundingBox();
  expect(card).not.toBeNull();
  expect(bar).not.toBeNull();
  // The bar is on the first screen, and the whole card, both diets' rows included, ends above it.
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(card!.y + card!.height).toBeLessThanOrEqual(bar!.y);
});

/**
 * The rows of 44 px tall and `width` px wide (default the control's own) centred on a control that a
 * tap hits: its first and last pixel on each side land on it, and the pixel just beyond lands
 * elsewhere only where another control does not (no two hit areas share a pixel).
 */
function hitArea(page: Page, selector: string, index = 0) {
  return page.evaluate(
    ({ selector, index }) => {
      const control = document.querySelectorAll<HTMLElement>(selector)[index];
      if (!control) throw new Error(`no ${selector}`);
      const box = control.getBoundingClientRect();
      const hits = (x: number, y: number) =>
        document.elementFromPoint(x, y)?.closest('button, a') === control;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      let height = 0;
      for (let y = Math.floor(cy); hits(cx, y); y -= 1) height += 1;
      for (let y = Math.floor(cy) + 1; hits(cx, y); y += 1) height += 1;
      let width = 0;
      for (let x = Math.floor(cx); hits(x, cy); x -= 1) width += 1;
      for (let x = Math.floor(cx) + 1; hits(x, cy); x += 1) width += 1;
      return { width, height };
    },
    { selector, index },
  );
}

test("on a phone, Add to list and the cards' heart and Add to list take a finger's 44 × 44 px @mobile-only", async ({
  page,
  member,
}) => {
  await openProduct(page, member, GREEN);
  const pill = page.getByRole('button', { name: 'Add to list', exact: true });
  await expect(pill).toBeVisible();
  await pill.scrollIntoViewIfNeeded();
  // The pill looks 36 px tall; a tap 4 px above or below it still lands on it.
  const pillArea = await hitArea(page, '[data-slot="product-detail-verdict"] button[aria-haspopup="menu"]');
  expect(pillArea.height).toBeGreaterThanOrEqual(44);
  expect(pillArea.width).toBeGreaterThanOrEqual(44);
  const carousel = page.getByRole('region', { name: TEXT.suggestions });
  await expect(carousel.getByRole('article').first()).toBeVisible();
  await carousel.getByRole('article').first().scrollIntoViewIfNeeded();
  for (const slot of ['add-to-list', 'product-card-favorite']) {
    const area = await hitArea(page, `[data-slot="product-carousel"] [data-slot="${slot}"]`);
    expect(area, slot).toEqual({ width: 44, height: 44 });
  }
});

test('the evidence shows the words that decided each verdict, in the ingredient list as printed @desktop-only', async ({
  page,
  member,
}) => {
  await openProduct(page, member, RED);
  const list = ingredients(page);
  await expect(list).toHaveAttribute('lang', 'de');
  const mark = list.locator('mark', { hasText: 'Vollmilch' });
  await expect(mark).toBeVisible();
  // Not colour alone: numbered, and underlined.
  await expect(list.locator('[data-slot="finding-number"]').first()).toHaveText(/finding\s*1/);
  await expect(mark).toHaveCSS('text-decoration-line', 'underline');
  await expect(page.getByRole('heading', { name: TEXT.why })).toBeVisible();
  const lactose = page.locator('[data-slot="diet-evidence"][data-diet="lactose"]');
  // Each card is headed by its diet. The verdict card above says the verdict, so the card does not
  // show it again (no face, no words), but a screen reader hears it with the heading.
  await expect(lactose.getByRole('heading', { name: /^Lactose-free\s*: Not suitable$/ })).toBeVisible();
  await expect(lactose.locator('[data-slot="mood-icon"]')).toHaveCount(0);
  await expect(lactose).toContainText('Contains');
  await expect(lactose).toContainText(
    'Milk, cream, whey, yoghurt, milk powder and fresh cheese contain lactose.',
  );
  await expect(lactose.locator('q [lang]', { hasText: 'Vollmilch' })).toHaveAttribute('lang', 'de');

  await openProduct(page, member, YELLOW);
  await expect(ingredients(page).locator('mark', { hasText: 'Weizen' })).toBeVisible();
  const gluten = page.locator('[data-slot="diet-evidence"][data-diet="gluten"]');
  await expect(gluten.getByRole('heading', { name: /^Gluten-free\s*: May not suit$/ })).toBeVisible();
  await expect(gluten).toContainText('May contain traces');
  await expect(gluten).toContainText('The pack warns of possible traces of gluten');

  // Nothing to read, nothing to point at: the verdict card's rows say what is missing, and the
  // evidence adds no "may not suit" of its own.
  await openProduct(page, member, NO_LIST);
  await expect(page.getByText(TEXT.empty).first()).toBeVisible();
  await expect(page.locator('[data-slot="diet-evidence"]')).toHaveCount(0);

  await openProduct(page, member, GREEN);
  await expect(page.getByRole('button', { name: 'Ingredients & Allergens' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(ingredients(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.why })).toHaveCount(0);
  await expect(page.locator('mark')).toHaveCount(0);
});

test('the sections open and close by keyboard @desktop-only', async ({ page, member }) => {
  await openProduct(page, member, RED);
  const nutrition = page.getByRole('button', { name: 'Nutritional values' });
  await expect(nutrition).toHaveAttribute('aria-expanded', 'false');
  await nutrition.focus();
  await page.keyboard.press('Enter');
  await expect(nutrition).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('rowheader', { name: 'Energy' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(nutrition).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('rowheader', { name: 'Energy' })).toBeHidden();

  const ingredientsButton = page.getByRole('button', { name: 'Ingredients & Allergens' });
  await ingredientsButton.focus();
  await page.keyboard.press('Enter');
  await expect(ingredientsButton).toHaveAttribute('aria-expanded', 'false');
  await expect(ingredients(page)).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(nutrition).toBeFocused();
  await page.keyboard.press('Tab');
  const other = page.getByRole('button', { name: 'Other information' });
  await expect(other).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('1 l', { exact: false }).first()).toBeVisible();
});

test('the suggestions carousel scrolls with previous and next', async ({ page, member }) => {
  // A green product's suggestions: the closest green products (a red one's are only those that suit).
  await openProduct(page, member, GREEN);
  const carousel = page.getByRole('region', { name: TEXT.suggestions });
  await expect(carousel.getByRole('article')).toHaveCount(5);
  const list = carousel.getByRole('list').first();
  const scrolled = () => list.evaluate((element) => element.scrollLeft);
  expect(await scrolled()).toBe(0);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(scrolled).toBe(0);
  // A suggestion opens its own page.
  const first = carousel.getByRole('article').first().getByRole('link');
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a red whole milk offers the demo user (lactose) only green alternatives, titled so @desktop-only', async ({
  browser,
}) => {
  const { IdToken } = await signIn(DEMO_USER.username, DEMO_USER.password);
  const api = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${stack().apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${IdToken}` },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as T;
  };
  const profile = await api<{ id: string }>('/user-profile/get-user-profile', { email: DEMO_USER.email });
  // The demo user hides red products: the milk is found with them shown, as a scan would open it.
  const found = await api<{ products: Listed[] }>('/products/page', {
    user_profile_id: profile.id,
    intolerances: [1],
    sees_red_products: true,
    search: RED.name,
    limit: 50,
  });
  const milk = found.products.find((p) => p.name_en === RED.name && p.brand.includes(RED.brand));
  expect(milk).toBeDefined();
  // What the page's suggestions call answers for the demo user (top_k 5, red products hidden).
  const full = await api<{ category_id: number | null; subcategory_id: number | null }>(
    '/products/product-details',
    { product_id: milk!.id, user_profile_id: profile.id },
  );
  const suggested = await api<Listed[]>('/products/get-recommended-products', {
    name: milk!.name_en,
    product_id: milk!.id,
    category_id: full.category_id,
    subcategory_id: full.subcategory_id,
    top_k: 5,
    sees_red_products: false,
    intolerances: [1],
  });
  expect(suggested.length).toBeGreaterThan(0);
  const context = await browser.newContext({
    baseURL: stack().webUrl,
    storageState: await memberState(browser, DEMO_USER),
  });
  try {
    const page = await context.newPage();
    await page.goto(`/product/details/${milk!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: RED.name })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('heading', { level: 2, name: TEXT.alternatives })).toBeVisible();
    const region = page.getByRole('region', { name: TEXT.alternatives });
    const cards = region.locator('[data-slot="product-card"]');
    await expect(page.getByRole('heading', { name: TEXT.suggestions })).toHaveCount(0);

    // The best of them is offered at once, right under the verdict card, and opens its page; the
    // alternatives below are the others, all green (or, when there is no other, say so and offer
    // the shelf).
    const swap = page.locator('[data-slot="verdict-card"] ~ [data-slot="swap-pair"][data-variant="compact"]');
    await expect(swap).toBeVisible();
    await expect(swap).toContainText('Better swap');
    await expect(swap.getByRole('img', { name: 'Suits you' })).toBeVisible();
    const open = swap.locator('[data-slot="swap-pair-open"]');
    const href = await open.getAttribute('href');
    expect(href).toBe(`/product/details/${suggested[0]!.id}`);
    await expect(cards).toHaveCount(suggested.length - 1);
    if (suggested.length === 1) {
      // The empty row has no region of cards: its heading, then the text and the shelf's link.
      await expect(
        page.getByText(/^The better swap above is the only product in .+ that suits you better\.$/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Browse / })).toBeVisible();
    }
    const listed = await cards.evaluateAll((all) =>
      all.map((card) => [
        card.getAttribute('data-verdict'),
        card.querySelector('a[href]')?.getAttribute('href'),
      ]),
    );
    expect(listed.every(([verdict]) => verdict === 'green')).toBe(true);
    expect(listed.map(([, link]) => link)).toEqual(
      suggested.slice(1).map((product) => `/product/details/${product.id}`),
    );
    const best = (await open.textContent())!.trim();
    await open.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: best })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a failed suggestions call says no similar products were found @desktop-only', async ({
  page,
  member,
}) => {
  await apiDown(page, { path: '/products/get-recommended-products' });
  await openProduct(page, member, RED);
  await expect(page.getByText('No similar products found.')).toBeVisible();
  // No better swap is made up under the verdict.
  await expect(page.locator('[data-slot="swap-pair"]')).toHaveCount(0);
  await expect(ingredients(page)).toBeVisible();
});

test('an id that does not exist shows that the product is not found, with a way back @desktop-only', async ({
  page,
}) => {
  await page.goto('/product/details/99999999');
  await expect(page.getByRole('heading', { name: 'We can’t find this product' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(TEXT.loading)).toBeHidden();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with the API down on reload, the product from the cache stays and Try again recovers @desktop-only', async ({
  page,
  member,
}) => {
  await openProduct(page, member, RED);
  const restore = await apiDown(page);
  await page.reload();
  // The list's copy of the product is still there; the details say they did not load.
  await expect(page.getByRole('heading', { level: 1, name: RED.name })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('This product is not lactose-free.')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'The ingredients and nutrition didn’t load' });
  await expect(alert).toBeVisible();
  // The retry's request fails before the API comes back (else it could go out after and succeed).
  const retried = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/products/product-details'),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await retried;
  await expect(alert).toBeVisible();
  await restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(ingredients(page).locator('mark', { hasText: 'Vollmilch' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'didn’t load' })).toHaveCount(0);
});

test('with the API down and nothing known of the product, the page says so and Try again recovers @desktop-only', async ({
  page,
  member,
}) => {
  const id = await productId(member, YELLOW);
  // No products cache and no navigation state: nothing is known until the API answers.
  await page.addInitScript(() => localStorage.removeItem('products_cache'));
  const restore = await apiDown(page);
  await page.goto(`/product/details/${id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'This product didn’t load' });
  await expect(alert).toBeVisible(FIRST_PAINT);
  await expect(alert).toContainText('Check your connection and try again.');
  await restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: YELLOW.name })).toBeVisible();
  await expect(ingredients(page).locator('mark', { hasText: 'Weizen' })).toBeVisible();
});

test('opening a product records it at the top of the history @desktop-only', async ({ page, member }) => {
  const id = await openProduct(page, member, YELLOW);
  await expect(ingredients(page)).toBeVisible();
  const { profileId } = await catalogue(member);
  const history = await memberApi<number[]>(member, '/history', { user_profile_id: profileId });
  expect(history[0]).toBe(id);
});

test('the favourite heart saves, and the lists share the flag @desktop-only', async ({ page, member }) => {
  const id = await openProduct(page, member, GREEN);
  // The page's own heart (the suggestions' cards have theirs).
  const header = page.locator('[data-slot="product-detail-header"]');
  await header.getByRole('button', { name: 'Add to favorites' }).click();
  const saved = header.getByRole('button', { name: 'Remove from favorites' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeEnabled();
  // The products cache carries the flag too (the dashboard's cards read it).
  await expect
    .poll(() =>
      page.evaluate(
        (productId) =>
          (
            JSON.parse(localStorage.getItem('products_cache')!) as {
              data: { id: string; is_favorite: boolean }[];
            }
          ).data.find((product) => product.id === String(productId))?.is_favorite,
        id,
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true', FIRST_PAINT);
  // Undo, for the worker's other tests.
  await saved.click();
  await expect(header.getByRole('button', { name: 'Add to favorites' })).toBeEnabled();
});

test('the page has no axe violations, with the evidence open', async ({ page, member }) => {
  test.slow(); // two pages, two full axe runs
  await openProduct(page, member, RED);
  await expect(ingredients(page)).toBeVisible();
  // The suggestions are in: the better swap under the verdict, the alternatives below.
  await expect(page.locator('[data-slot="swap-pair"][data-variant="compact"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: TEXT.alternatives })).toBeVisible();
  await expectNoAxeViolations(page);
  await openProduct(page, member, NO_LIST);
  await expect(row(page, 'lactose')).toHaveAttribute('data-state', 'unread');
  await expectNoAxeViolations(page);
});

test('in French, the banner, the evidence and its rules @desktop-only', async ({ page, member }) => {
  test.slow(); // a full axe run
  await useLanguage(page, 'FRA');
  await openProduct(page, member, RED, RED.fr);
  await expect(headline(page)).toHaveText('Ce produit n’est pas sans lactose.');
  await expect(row(page, 'lactose')).toContainText(/Contient du lait\s: «\s.+\s»\./);
  await expect(page.getByRole('heading', { name: 'Pourquoi cette évaluation' })).toBeVisible();
  const lactose = page.locator('[data-slot="diet-evidence"][data-diet="lactose"]');
  await expect(lactose.getByRole('heading', { name: /^Sans lactose\s*: Ne convient pas$/ })).toBeVisible();
  await expect(lactose).toContainText('contiennent du lactose');
  await expect(page.getByRole('button', { name: 'Valeurs nutritionnelles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Des alternatives qui vous conviennent' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in German, the banner, the evidence and the not-found page @desktop-only', async ({ page, member }) => {
  await useLanguage(page, 'DEU');
  await openProduct(page, member, YELLOW, YELLOW.de);
  await expect(headline(page)).toHaveText(
    'Dieses Produkt passt eventuell nicht zu einer glutenfreien Ernährungsweise.',
  );
  await expect(row(page, 'gluten')).toContainText('Kann Spuren enthalten');
  const gluten = page.locator('[data-slot="diet-evidence"][data-diet="gluten"]');
  await expect(gluten).toContainText('Glutenfrei');
  await expect(gluten).toContainText('Kann Spuren enthalten');
  await expect(gluten).toContainText('Die Packung warnt vor möglichen Spuren von Gluten');
  await page.goto('/product/details/99999999');
  await expect(page.getByRole('heading', { name: 'Wir finden dieses Produkt nicht' })).toBeVisible(
    FIRST_PAINT,
  );
});
