/**
 * /dashboard (signed-in spec §2 /dashboard, §4 dashboard filters, §8 'Products fetch failed'): the
 * product cards, the category and subcategory filters, the header's search on the server (brand,
 * store, names in four languages), the no-match state, the favourite toggle, opening a product, the
 * paged and virtualised list by keyboard, the products failure with Try again, the texts, categories
 * and names in French and German, and axe.
 */
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';

import { apiFails } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import {
  expect,
  freshMember,
  memberApi,
  memberState,
  test,
  type Member,
  wholeList,
} from '../../support/members.ts';
import { DEMO_USER, stack } from '../../support/stack.ts';
import { isMobile, useLanguage } from '../site/helpers.ts';

// Several steps per journey on a machine that runs other stacks too.
test.describe.configure({ timeout: 90_000 });

const grid = (page: Page) => page.locator('[data-slot="product-grid"]');
const tiles = (page: Page) => grid(page).getByRole('listitem');
const count = (page: Page) => page.locator('[data-slot="dashboard-count"]');
// The header's one search box (its name is in the page's language).
const search = (page: Page) => page.getByRole('searchbox');
const category = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Categories', exact: true }).getByRole('button', { name, exact: true });
const subcategories = (page: Page) => page.getByRole('group', { name: /^Subcategories of / });

/** The numbers of the count line: "446 products" → [446], "12 of 446 products match" → [12, 446]. */
async function counts(page: Page): Promise<number[]> {
  const text = (await count(page).textContent()) ?? '';
  return [...text.matchAll(/[\d’' ,]+\d|\d/g)].map((match) => Number(match[0].replace(/\D/g, '')));
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  // The guard and the first page of the list on a busy machine.
  await expect(tiles(page).first()).toBeVisible({ timeout: 20_000 });
  // The stored first page shows at once; the count follows the server's answer.
  await expect(count(page)).toHaveText(/\d/, { timeout: 20_000 });
}

/** Each visible tile's text in a data slot of the kit's card. */
function slotTexts(page: Page, slot: string): Promise<string[]> {
  return grid(page).locator(`[data-slot="${slot}"]`).allTextContents();
}

async function memberPage(browser: Browser, member: Member, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    storageState: member.storageState,
    viewport: testInfo.project.use.viewport ?? null,
    baseURL: testInfo.project.use.baseURL,
  });
  return context.newPage();
}

test('cards say their verdict in words, with the brand, name, CHF price and store; the list is virtualised', async ({
  page,
}, testInfo) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lena!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Suggested products for you' })).toBeVisible();
  const card = tiles(page).first().locator('[data-slot="product-card"]');
  // The verdict in words: in the card's name and on its picture.
  await expect(
    card.getByRole('link', {
      name: /, (suits you|may not suit you|not suitable for you|not checked for you)$/,
    }),
  ).toBeVisible();
  await expect(card.locator('[data-slot="product-card-verdict"]')).toHaveText(
    /^(Suits you|May not suit|Not suitable|Not checked)$/,
  );
  await expect(card.locator('[data-slot="product-card-brand"]')).not.toBeEmpty();
  await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(card.getByText(/^Price: CHF \d+\.\d\d$/)).toBeAttached();
  await expect(card.locator('[data-slot="product-card-store"]')).toContainText(/\S/);
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  // The count and the order share one short line; on a phone the scanner is one tap away, and the
  // first product shows, on the first screen.
  await expect(count(page)).toHaveText(/^[\d’' ,]+ products · best for you first/);
  const legend = page.getByRole('list', { name: 'What the faces mean' });
  const scan = page.getByRole('button', { name: 'Scan a product' });
  if (isMobile(testInfo)) {
    await expect(scan).toBeInViewport();
    await expect(card.getByRole('heading', { level: 3 })).toBeInViewport();
    // The legend folds behind a button beside the heading.
    await expect(legend).toBeHidden();
    const toggle = page.getByRole('button', { name: 'What the faces mean' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(scan).toBeHidden();
    await expect(page.getByRole('button', { name: 'What the faces mean' })).toBeHidden();
  }
  await expect(legend.getByRole('listitem')).toHaveText(['Suits you', 'May not suit', 'Not suitable']);

  const total = (await counts(page))[0]!;
  expect(total).toBeGreaterThan(100);
  // Every product is announced as one of all, but only the rows near the viewport are in the DOM.
  await expect(tiles(page).first()).toHaveAttribute('aria-setsize', String(total));
  await expect(tiles(page).first()).toHaveAttribute('aria-posinset', '1');
  expect(await tiles(page).count()).toBeLessThan(Math.min(total, 60));
  // The list comes in pages of 48: scrolling on loads the next ones, up to the last product.
  const last = grid(page).locator(`[role="listitem"][aria-posinset="${total}"]`);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return last.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // Never the whole catalogue in storage: the first page only.
  const stored = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('products_cache')!) as { data: unknown[] }).data.length,
  );
  expect(stored).toBeLessThanOrEqual(48);
});

/** A product as the ranked list answers it (the fields these journeys read). */
interface Listed {
  id: string | number;
  name_en: string;
  offers_count?: number;
}

/**
 * The cards' headings showing exactly `name` (a card's link is named with its verdict too, e.g.
 * "Whole milk UHT, not suitable for you", so the heading's accessible name is longer than its text).
 */
function cardHeadings(scope: Page | Locator, name: string): Locator {
  const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.getByRole('heading', { level: 3 }).filter({ hasText: exact });
}

/** The member's whole ranked list, red products included. */
async function wholeCatalogue(member: Member): Promise<Listed[]> {
  const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  return wholeList<Listed>(member, {
    user_profile_id: profile.id,
    intolerances: member.profile.intolerances,
    sees_red_products: true,
  });
}

test('a product sold by several stores shows once, with every offer on its page @desktop-only', async ({
  page,
  member,
}) => {
  const products = await wholeCatalogue(member);
  // A product with several offers whose name no other product has.
  const shared = products.find(
    (p) =>
      (p.offers_count ?? 1) > 1 &&
      products.filter((other) => other.name_en.toLowerCase().includes(p.name_en.toLowerCase())).length === 1,
  );
  if (!shared) throw new Error('The catalogue has no product with several offers and a name of its own');

  await openDashboard(page);
  await search(page).fill(shared.name_en);
  await expect(cardHeadings(grid(page), shared.name_en)).toHaveCount(1);
  const card = tiles(page).filter({ has: cardHeadings(page, shared.name_en) });
  await expect(card.locator('[data-slot="product-card-store"]')).toContainText(
    `+${shared.offers_count! - 1} store`,
  );
  await card.getByRole('link').click();
  const offers = page.locator('[data-slot="product-offers"]');
  await expect(
    page.getByRole('heading', { name: `Where to buy: ${shared.offers_count} stores` }),
  ).toBeVisible();
  await expect(offers.getByRole('listitem')).toHaveCount(shared.offers_count!);
  // Cheapest first; "Cheapest" only names a first offer no other store matches.
  const prices = (await offers.getByRole('listitem').allTextContents()).map((text) =>
    Number(/CHF (\d+\.\d\d)/.exec(text)?.[1]),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(offers.getByText('Cheapest')).toHaveCount(prices[0]! < prices[1]! ? 1 : 0);
});

test('a search finds a product by its Italian name @desktop-only', async ({ page }) => {
  await openDashboard(page);
  await search(page).fill('latte intero');
  await expect(cardHeadings(grid(page), 'Whole milk UHT').first()).toBeVisible();
  const names = await grid(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toBe('Whole milk UHT');
});

test('a category toggles on and off and resets the subcategory; a subcategory filters @desktop-only', async ({
  page,
}) => {
  await openDashboard(page);
  const total = (await counts(page))[0]!;
  await expect(subcategories(page)).toHaveCount(0);

  await category(page, 'Dairy & eggs').click();
  await expect(category(page, 'Dairy & eggs')).toHaveAttribute('aria-pressed', 'true');
  await expect(subcategories(page)).toBeVisible();
  await expect.poll(() => counts(page)).toEqual([expect.any(Number), total]);
  const [dairy] = await counts(page);
  expect(dairy).toBeLessThan(total!);

  const milk = subcategories(page).getByRole('button', { name: 'Milk', exact: true });
  await milk.click();
  await expect(milk).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await counts(page))[0]).toBeLessThan(dairy!);
  await expect(tiles(page).first()).toBeVisible();
  // Milk again: the subcategory is off, the category stays.
  await milk.click();
  await expect(milk).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await counts(page))[0]).toBe(dairy);

  // Another category resets the subcategory.
  await milk.click();
  await expect(milk).toHaveAttribute('aria-pressed', 'true');
  await category(page, 'Bakery').click();
  await expect(category(page, 'Dairy & eggs')).toHaveAttribute('aria-pressed', 'false');
  await expect(subcategories(page).getByRole('button', { name: 'Bread', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(subcategories(page).getByRole('button', { pressed: true })).toHaveCount(0);

  // The chosen category off and on again: no subcategory is kept.
  await subcategories(page).getByRole('button', { name: 'Bread', exact: true }).click();
  await category(page, 'Bakery').click();
  await expect(category(page, 'Bakery')).toHaveAttribute('aria-pressed', 'false');
  await expect(subcategories(page)).toHaveCount(0);
  await expect.poll(() => counts(page)).toEqual([total]);
  await category(page, 'Bakery').click();
  await expect(subcategories(page).getByRole('button', { pressed: true })).toHaveCount(0);
});

test.describe('the header search', () => {
  test('finds by brand, case-insensitively @desktop-only', async ({ page }) => {
    await openDashboard(page);
    await search(page).fill('SCHÄR');
    await expect(count(page)).toContainText(' of ');
    // The list says what it shows while searching; the spec's heading stays.
    await expect(page.locator('[data-slot="dashboard-query"]')).toHaveText('Results for “SCHÄR”');
    await expect(page.getByRole('heading', { level: 2, name: 'Suggested products for you' })).toBeVisible();
    const brands = await slotTexts(page, 'product-card-brand');
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(brand).toMatch(/schär/i);
  });

  test('finds by store @desktop-only', async ({ page }) => {
    await openDashboard(page);
    await search(page).fill('lidl schweiz');
    await expect(count(page)).toContainText(' of ');
    const stores = await slotTexts(page, 'product-card-store');
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) expect(store).toContain('Lidl Schweiz');
  });

  test('finds by the German and the French name, showing the English one @desktop-only', async ({ page }) => {
    await openDashboard(page);
    await search(page).fill('Vollmilch');
    await expect(count(page)).toContainText(' of ');
    await expect(grid(page).getByRole('heading', { name: 'Whole milk UHT' }).first()).toBeVisible();
    await search(page).fill('lait entier');
    await expect(grid(page).getByRole('heading', { name: 'Whole milk UHT' }).first()).toBeVisible();
    const names = await grid(page).getByRole('heading', { level: 3 }).allTextContents();
    for (const name of names) expect(name.toLowerCase()).not.toContain('lait entier');
  });

  test.describe(() => {
    test.use({ asMember: false });

    test('a search whose matches the diets hide says how many, shows them for this search and hides them again', async ({
      browser,
    }) => {
      // The demo user: lactose-free, red products hidden by their preferences.
      const context = await browser.newContext({
        baseURL: stack().webUrl,
        storageState: await memberState(browser, DEMO_USER),
      });
      const page = await context.newPage();
      await openDashboard(page);
      // Whole milks: the lactose-free ones shown, the ordinary ones hidden.
      await search(page).fill('Whole milk');
      await expect(count(page)).toContainText(' of ');
      const hidden = page.locator('[data-slot="dashboard-hidden"]');
      await expect(hidden).toHaveText(/^\d+ more (does|do) not suit your diets and (is|are) hidden\.$/);
      const n = Number(/\d+/.exec((await hidden.textContent()) ?? '')![0]);
      expect(n).toBeGreaterThan(0);
      const red = grid(page).locator('[data-slot="product-card"][data-verdict="red"]');
      await expect(red).toHaveCount(0);

      await page.getByRole('button', { name: n === 1 ? 'Show it' : 'Show them' }).click();
      await expect(red).toHaveCount(n);
      await expect(cardHeadings(page, 'Whole milk UHT').first()).toBeVisible();
      await expect(hidden).toHaveText('Products your preferences hide are shown for this search.');
      // The red ones come last: every card after the first red one is red too.
      const verdicts = await grid(page)
        .locator('[data-slot="product-card"]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-verdict')));
      expect(verdicts.slice(verdicts.indexOf('red'))).toEqual(Array(n).fill('red'));

      await page.getByRole('button', { name: 'Hide them again' }).click();
      await expect(red).toHaveCount(0);
      // Shown for this search only: a new one hides them again (the saved preference never changed).
      await page.getByRole('button', { name: n === 1 ? 'Show it' : 'Show them' }).click();
      await expect(red).toHaveCount(n);
      await search(page).fill('Whole milk UHT');
      await expect(page.locator('[data-slot="dashboard-query"]')).toHaveText('Results for “Whole milk UHT”');
      await expect(red).toHaveCount(0);
      await expect(hidden).toHaveText(/hidden\.$/);
      await context.close();
    });
  });

  test('no match says so and offers to clear the search and the filters', async ({ page }, testInfo) => {
    await openDashboard(page);
    const total = (await counts(page))[0]!;
    await category(page, 'Drinks').click();
    await search(page).fill('zzqx');
    await expect(page.getByText('No products match “zzqx” in Drinks')).toBeVisible();
    await expect(page.locator('[data-slot="dashboard-query"]')).toHaveText('Results for “zzqx” in Drinks');
    await expect(grid(page)).toHaveCount(0);
    const scan = page.getByRole('button', { name: 'Scan a product' });
    const categories = page.getByRole('region', { name: 'Categories', exact: true });
    if (isMobile(testInfo)) {
      // While searching, a phone folds the greeting, the scan button and the categories (the
      // page's heading stays for screen readers); clearing the search brings them back.
      await expect(scan).toBeHidden();
      await expect(categories).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lena!' })).toBeAttached();
    } else {
      await expect(categories).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(tiles(page).first()).toBeVisible();
    await expect(categories).toBeVisible();
    if (isMobile(testInfo)) await expect(scan).toBeVisible();

    await search(page).fill('zzqx');
    await page.getByRole('button', { name: 'Show all categories' }).click();
    await expect(page.getByText('No products match “zzqx”', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(category(page, 'Drinks')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => counts(page)).toEqual([total]);
  });
});

test('the favourite toggle flips at once and persists @desktop-only', async ({ browser }, testInfo) => {
  const member = await freshMember(browser, 'dashfav');
  const page = await memberPage(browser, member, testInfo);
  await openDashboard(page);
  const card = tiles(page).nth(1);
  const id = (await card.getByRole('link').getAttribute('href'))!.split('/').pop()!;
  const heart = card.getByRole('button', { name: 'Add to favorites' });
  const saved = page.waitForResponse((response) => response.url().endsWith('/favorites/add-favorite'));
  await heart.click();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await saved).ok()).toBe(true);
  const stored = await page.evaluate(
    (productId) =>
      (
        JSON.parse(localStorage.getItem('products_cache')!) as {
          data: { id: string | number; is_favorite: boolean }[];
        }
      ).data.find((product) => String(product.id) === productId)?.is_favorite,
    id,
  );
  expect(stored).toBe(true);

  // From the server too: with the products cache gone, the reloaded list still has it.
  await page.evaluate(() => localStorage.removeItem('products_cache'));
  await page.reload();
  const again = grid(page).locator(`a[href="/product/details/${id}"]`).locator('xpath=ancestor::article');
  // The guard fetches the products again before the page shows.
  await expect(again.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 20_000 },
  );
  await page.context().close();
});

test('a card opens its product page', async ({ page }) => {
  await openDashboard(page);
  const link = tiles(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/product\/details\/[^/]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Tab walks the cards in order past the rendered rows, never under the bars', async ({
  page,
}, testInfo) => {
  await openDashboard(page);
  await tiles(page).first().getByRole('link').focus();
  const viewport = page.viewportSize()!;
  const bottomBar = isMobile(testInfo)
    ? await page.locator('[data-slot="mobile-bottom-bar"]').boundingBox()
    : null;
  let last = 1;
  // Three stops per card (link, heart, add to list); 12 cards go well past the first screen at
  // both widths.
  for (let stop = 0; stop < 36; stop++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const position = Number(
      await focused.evaluate((node) => node.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? 0),
    );
    expect(position, `stop ${stop}`).toBeGreaterThanOrEqual(last);
    expect(position - last, `stop ${stop}`).toBeLessThanOrEqual(1);
    last = position;
    const box = (await focused.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(64); // below the sticky header
    expect(box.y + box.height).toBeLessThanOrEqual(bottomBar ? bottomBar.y : viewport.height);
  }
  expect(last).toBeGreaterThanOrEqual(12);
});

test('is accessible (axe)', async ({ page }) => {
  await openDashboard(page);
  await category(page, 'Dairy & eggs').click();
  await expect(subcategories(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('shows its texts in French and German', async ({ page }) => {
  await useLanguage(page, 'FRA');
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Produits suggérés pour vous' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parcourir par catégorie' })).toBeVisible();
  await expect(count(page)).toContainText('produits');
  await expect(page).toHaveTitle('Tableau de bord · DietCheck');
  // The catalogue in French too: categories, and the products' own French names.
  await expect(page.getByRole('button', { name: 'Produits laitiers & œufs', exact: true })).toBeVisible();
  await search(page).fill('lait entier');
  await expect(
    grid(page)
      .getByRole('heading', { name: /^Lait entier/ })
      .first(),
  ).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang_code', 'DEU'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Produktvorschläge für Sie' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Lena!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Milchprodukte & Eier', exact: true })).toBeVisible();
  await search(page).fill('Vollmilch');
  await expect(
    grid(page)
      .getByRole('heading', { name: /^Vollmilch/ })
      .first(),
  ).toBeVisible();
  await search(page).fill('zzqx');
  await expect(page.getByText('Keine Produkte passen zu «zzqx»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suche löschen' })).toBeVisible();
});

test('products that cannot be fetched: a message, the spec log line, and Try again @desktop-only', async ({
  browser,
}, testInfo) => {
  const member = await freshMember(browser, 'dashfail');
  const page = await memberPage(browser, member, testInfo);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await openDashboard(page);

  // The first page (the guard's) and the list's pages both fail.
  const restore = await apiFails(page, { path: /^\/products(\/page)?$/, method: 'POST' });
  await page.evaluate(() => localStorage.removeItem('products_cache'));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the products' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(grid(page)).toHaveCount(0);
  expect(logged.some((line) => line.includes('Products fetch failed (500)'))).toBe(true);
  await expectNoAxeViolations(page);

  await restore();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tiles(page).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.context().close();
});
