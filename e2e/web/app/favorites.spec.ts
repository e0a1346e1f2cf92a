/**
 * /favorites (signed-in spec §2, §3 History, §4 favourite toggle, §7 /history, §8): the two
 * sections and their empty states, favourites from the dashboard, unfavouriting (optimistic, kept
 * after a reload, the focus kept), the search by English name, brand and store, a tag per diet of
 * the member ('Gluten free' and 'FODMAP' for the spec's two), the history most recent first, the toggle reverted when the API fails or is
 * down and disabled while pending, a failed history call, axe, and the French and German texts.
 *
 * Tests that change favourites or history use their own fresh member; their page drops the stored
 * products cache on every load, so the guard asks the API again and what shows is what the server
 * holds (not what the sign-in cached before the test favourited through the API).
 */
import type { Browser, Locator, Page } from '@playwright/test';

import { apiDown, apiFails, apiSlow } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect as baseExpect, freshMember, test, type Member, wholeList } from '../../support/members.ts';
import { stack } from '../../support/stack.ts';
import { isMobile, useLanguage } from '../site/helpers.ts';

// The first signed-in page of a new member builds their product list (the API's slowest call);
// on a loaded machine that takes several seconds. Every wait still ends as soon as it holds.
const expect = baseExpect.configure({ timeout: 15_000 });
// Most journeys start by creating, confirming and signing in a new member.
test.describe.configure({ timeout: 60_000 });

interface ApiProduct {
  id: number;
  name_en: string;
  brand: string[];
  store: string | null;
  is_favorite: boolean;
  colors: { red: number[]; yellow: number[] };
}

/** An API answer, bare or wrapped in a `body` field (as text or as JSON). */
function unwrap<T>(json: unknown): T {
  if (json && typeof json === 'object' && 'body' in json) {
    const body = (json as { body: unknown }).body;
    return (typeof body === 'string' ? JSON.parse(body) : body) as T;
  }
  return json as T;
}

/** Calls the API as `member`, as the web app does (bearer id token). */
async function call<T>(member: Member, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await member.idToken()}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return unwrap<T>(await response.json());
}

/** The member's profile id and the catalogue as the API lists it for them. */
async function catalogueOf(member: Member) {
  const profile = await call<{ id: string | number }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  const products = await wholeList<ApiProduct>(member, {
    intolerances: member.profile.intolerances,
    sees_red_products: true,
    user_profile_id: profile.id,
  });
  const byName = (name: string) => {
    const product = products.find((p) => p.name_en === name);
    if (!product) throw new Error(`No product named ${name} in the catalogue`);
    return product;
  };
  return {
    profileId: profile.id,
    products,
    byName,
    favorite: (product: ApiProduct) =>
      call(member, '/favorites/add-favorite', { user_profile_id: profile.id, product_id: product.id }),
    /** Records a view in the history, as the product page's details call does. */
    view: (product: ApiProduct) =>
      call(member, '/products/product-details', { product_id: product.id, user_profile_id: profile.id }),
  };
}

/** A page signed in as `member` that drops the stored products cache on every load (see above). */
async function pageOf(browser: Browser, member: Member, lang?: 'ENG' | 'FRA' | 'DEU'): Promise<Page> {
  const context = await browser.newContext({ storageState: member.storageState, baseURL: stack().webUrl });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.removeItem('products_cache'));
  if (lang) await useLanguage(page, lang);
  return page;
}

const favoritesSection = (page: Page) => page.getByRole('region', { name: 'Your favorite products' });
const historySection = (page: Page) => page.getByRole('region', { name: 'Your product history' });
/**
 * The card of a product: its name is the text of the card's heading (the heading's link is named with
 * the verdict too, e.g. "Spelt bread, suits you").
 */
const card = (scope: Locator, name: string) =>
  scope.getByRole('article').filter({
    has: scope
      .page()
      .getByRole('heading')
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  });
const cardNames = (scope: Locator) => scope.getByRole('article').getByRole('heading').allInnerTexts();

/** Types in the header's search box (the one the dashboard and favourites share). */
async function search(page: Page, text: string) {
  await page
    .getByRole('searchbox')
    .or(page.getByPlaceholder('What are you looking to purchase today?'))
    .first()
    .fill(text);
}

test('a fresh member sees both sections empty, no tags to filter nothing with, and a way to the dashboard', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'fav-empty');
  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(favoritesSection(page).getByText("You don't have any favorites yet.")).toBeVisible();
  await expect(historySection(page).getByText('No history items yet.')).toBeVisible();
  // No favourites, nothing to filter: no tags (they come with the first favourite).
  await expect(page.getByRole('group', { name: 'Show only' })).toHaveCount(0);
  await expect(page).toHaveTitle('Favorites · DietCheck');
  await expectNoAxeViolations(page);
  await favoritesSection(page).getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('a product favourited on the dashboard is listed here', async ({ browser }, testInfo) => {
  const member = await freshMember(browser, 'fav-dash');
  const page = await pageOf(browser, member);
  await page.goto('/dashboard');
  await search(page, 'Spelt bread');
  const main = page.locator('main');
  await card(main, 'Spelt bread').getByRole('button', { name: 'Add to favorites' }).click();
  await expect(
    card(main, 'Spelt bread').getByRole('button', { name: 'Remove from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Through the app's navigation: the products cache already knows, no reload needed.
  const nav = isMobile(testInfo)
    ? page.getByRole('navigation').last()
    : page.locator('[data-slot="app-sidebar"]');
  await nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(card(favoritesSection(page), 'Spelt bread')).toBeVisible();
  // And the server holds it: a reload (the products asked for again) still lists it.
  await page.reload();
  await expect(card(favoritesSection(page), 'Spelt bread')).toBeVisible();
  await page.context().close();
});

test('unfavouriting removes the card at once, keeps the focus on the list, and lasts after a reload @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'fav-remove');
  const shop = await catalogueOf(member);
  const names = ['Spelt bread', 'Butter plait', 'Half-white bread'];
  for (const name of names) await shop.favorite(shop.byName(name));
  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  const section = favoritesSection(page);
  await expect(section.getByRole('article')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // By keyboard: the heart of the first card, then Enter.
  const first = (await cardNames(section))[0]!;
  const second = (await cardNames(section))[1]!;
  await card(section, first).getByRole('button', { name: 'Remove from favorites' }).focus();
  await page.keyboard.press('Enter');
  await expect(card(section, first)).toBeHidden();
  // The focus moved on to the next card, not to the page's top.
  await expect(card(section, second).getByRole('link', { name: second })).toBeFocused();
  await expect(section.getByRole('article')).toHaveCount(2);

  // Removing the others by mouse; the last one leaves the focus on the section's heading.
  for (const name of await cardNames(section)) {
    await card(section, name).getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(card(section, name)).toBeHidden();
  }
  await expect(section.getByText("You don't have any favorites yet.")).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Your favorite products' })).toBeFocused();

  // The server holds the change: after a reload (products asked for again) nothing comes back.
  await expect
    .poll(async () => (await catalogueOf(member)).products.filter((p) => p.is_favorite).length)
    .toBe(0);
  await page.reload();
  await expect(section.getByText("You don't have any favorites yet.")).toBeVisible();
  await page.context().close();
});

test('the search box narrows favourites by English name, brand or store, and says when nothing matches @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'fav-search');
  const shop = await catalogueOf(member);
  // Spelt bread: Jowa at Migros; Half-white bread: M-Budget at Migros; Butter plait: Coop at Coop.
  for (const name of ['Spelt bread', 'Half-white bread', 'Butter plait'])
    await shop.favorite(shop.byName(name));
  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  const section = favoritesSection(page);
  await expect(section.getByRole('article')).toHaveCount(3);

  const expectCards = async (names: string[]) =>
    expect.poll(async () => (await cardNames(section)).sort()).toEqual([...names].sort());

  await search(page, 'SPELT');
  await expectCards(['Spelt bread']);
  await expect(section.getByRole('status')).toHaveText('1 of 3 favorites matches “SPELT”');
  await search(page, 'm-budget');
  await expectCards(['Half-white bread']);
  await search(page, 'migros');
  await expectCards(['Spelt bread', 'Half-white bread']);
  await expect(section.getByRole('status')).toHaveText('2 of 3 favorites match “migros”');
  // Only the English name counts: the German name of the spelt bread finds nothing.
  await search(page, 'Dinkelbrot');
  await expectCards([]);
  await expect(section.getByText('No favorites match “Dinkelbrot”.')).toBeVisible();
  await section.getByRole('button', { name: 'Show all favorites' }).click();
  await expectCards(['Spelt bread', 'Half-white bread', 'Butter plait']);
  await page.context().close();
});

test('the Gluten free and FODMAP tags keep the favourites green for that diet @desktop-only', async ({
  browser,
}) => {
  // A member with the spec's two diets gets the spec's two tags.
  const member = await freshMember(browser, 'fav-tags', { intolerances: [2, 3] });
  const shop = await catalogueOf(member);
  const green = (p: ApiProduct, code: number) =>
    !p.colors.red.includes(code) && !p.colors.yellow.includes(code);
  const pick = (gluten: boolean, fodmap: boolean) => {
    const product = shop.products.find((p) => green(p, 2) === gluten && green(p, 3) === fodmap);
    if (!product) throw new Error(`The catalogue has no product with gluten ${gluten} and FODMAP ${fodmap}`);
    return product;
  };
  const glutenOnly = pick(true, false);
  const fodmapOnly = pick(false, true);
  const both = pick(true, true);
  const neither = pick(false, false);
  for (const product of [glutenOnly, fodmapOnly, both, neither]) await shop.favorite(product);

  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  const section = favoritesSection(page);
  await expect(section.getByRole('article')).toHaveCount(4);
  const names = async () => (await cardNames(section)).sort();
  const sorted = (...products: ApiProduct[]) => products.map((p) => p.name_en).sort();

  const gluten = section.getByRole('button', { name: 'Gluten free' });
  const fodmap = section.getByRole('button', { name: 'FODMAP' });
  await gluten.click();
  await expect(gluten).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(names).toEqual(sorted(glutenOnly, both));
  await expect(section.getByRole('status')).toHaveText('2 of 4 favorites shown');
  await fodmap.click();
  await expect.poll(names).toEqual(sorted(both));
  await gluten.click();
  await expect(gluten).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(names).toEqual(sorted(fodmapOnly, both));
  await expectNoAxeViolations(page);
  await fodmap.click();
  await expect.poll(names).toEqual(sorted(glutenOnly, fodmapOnly, both, neither));
  await page.context().close();
});

test('the history lists the viewed products, the most recent first @desktop-only', async ({ browser }) => {
  const member = await freshMember(browser, 'fav-history');
  const shop = await catalogueOf(member);
  const page = await pageOf(browser, member);
  const section = historySection(page);
  /** Opens a product's page; the page asks for the details, which records the view. */
  const open = async (name: string) => {
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/products/product-details') && response.ok(),
    );
    await page.goto(`/product/details/${shop.byName(name).id}`);
    await recorded;
  };
  await open('Butter plait');
  await open('Spelt bread');
  await page.goto('/favorites');
  await expect.poll(() => cardNames(section)).toEqual(['Spelt bread', 'Butter plait']);

  // Opening the older one again, from its card here, puts it first.
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/products/product-details') && response.ok(),
  );
  await card(section, 'Butter plait').getByRole('link', { name: 'Butter plait' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/details/${shop.byName('Butter plait').id}$`));
  await recorded;
  await page.goBack();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect.poll(() => cardNames(section)).toEqual(['Butter plait', 'Spelt bread']);
  await page.context().close();
});

test('a product that does not suit names what to buy instead, as its page does, and leads to it @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'fav-swap');
  const shop = await catalogueOf(member);
  const milk = shop.products.find((p) => p.name_en === 'Whole milk UHT' && p.brand.includes('Valflora'));
  const rice = shop.byName('Basmati rice');
  expect(milk?.colors.red).toContain(1);
  await shop.favorite(milk!);
  await shop.favorite(rice);
  // Opening the milk records it in the history too; its better swap is the first of the
  // suggestions its page asks for, when that one suits better (green for both diets here).
  const details = await call<{ category_id: number | null; subcategory_id: number | null }>(
    member,
    '/products/product-details',
    { product_id: milk!.id, user_profile_id: shop.profileId },
  );
  const suggested = await call<ApiProduct[]>(member, '/products/get-recommended-products', {
    name: milk!.name_en,
    product_id: milk!.id,
    category_id: details.category_id,
    subcategory_id: details.subcategory_id,
    top_k: 5,
    sees_red_products: true,
    intolerances: member.profile.intolerances,
  });
  const best = suggested[0];
  expect(best).toBeDefined();
  expect([...best!.colors.red, ...best!.colors.yellow].filter((code) => [1, 2].includes(code))).toEqual([]);

  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  // "Try: {name} {store} · CHF 0.35 more"
  const swapName = new RegExp(
    `^Try: ${best!.name_en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .+ · (CHF \\d+\\.\\d\\d (more|less)|Same price)$`,
  );
  const inFavorites = card(favoritesSection(page), 'Whole milk UHT').getByRole('link', { name: swapName });
  await expect(inFavorites).toHaveAttribute('href', `/product/details/${best!.id}`);
  await expect(
    card(historySection(page), 'Whole milk UHT').getByRole('link', { name: swapName }),
  ).toBeVisible();
  // A product that suits offers nothing instead.
  await expect(card(favoritesSection(page), 'Basmati rice')).toBeVisible();
  await expect(
    card(favoritesSection(page), 'Basmati rice').locator('[data-slot="product-card-swap"]'),
  ).toHaveCount(0);

  await inFavorites.click();
  await expect(page).toHaveURL(new RegExp(`/product/details/${best!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: best!.name_en })).toBeVisible();
  await page.context().close();
});

test('a failed history call says so and can be tried again @desktop-only', async ({ page }) => {
  const restore = await apiFails(page, { path: '/history' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('History')) errors.push(message.text());
  });
  await page.goto('/favorites');
  const section = historySection(page);
  await expect(section.getByText('Your history could not be loaded.')).toBeVisible();
  await expect(section.getByText('No history items yet.')).toHaveCount(0);
  expect(errors.length).toBeGreaterThan(0);
  await restore();
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByText('Your history could not be loaded.')).toHaveCount(0);
  await expect(
    section.getByText('No history items yet.').or(section.getByRole('article').first()),
  ).toBeVisible();
});

for (const fault of ['fails', 'is down'] as const) {
  test(`an unfavourite is reverted, with a message, when the API ${fault} @desktop-only`, async ({
    browser,
  }) => {
    const member = await freshMember(browser, 'fav-revert');
    const shop = await catalogueOf(member);
    await shop.favorite(shop.byName('Spelt bread'));
    await shop.view(shop.byName('Butter plait'));
    const page = await pageOf(browser, member);
    await page.goto('/favorites');
    const favorites = favoritesSection(page);
    await expect(card(favorites, 'Spelt bread')).toBeVisible();
    if (fault === 'fails') await apiFails(page, { path: '/favorites/*' });
    else await apiDown(page, { path: '/favorites/*' });

    await card(favorites, 'Spelt bread').getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(
      page.getByText('Spelt bread: your favorites could not be updated. Please try again.'),
    ).toBeVisible();
    await expect(
      card(favorites, 'Spelt bread').getByRole('button', { name: 'Remove from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Adding one from the history is reverted too: its heart is off again and it is not listed.
    const history = historySection(page);
    await card(history, 'Butter plait').getByRole('button', { name: 'Add to favorites' }).click();
    await expect(
      page.getByText('Butter plait: your favorites could not be updated. Please try again.'),
    ).toBeVisible();
    await expect(
      card(history, 'Butter plait').getByRole('button', { name: 'Add to favorites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(card(favorites, 'Butter plait')).toHaveCount(0);

    // Nothing changed on the server, and the stored cache agrees after a reload.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(card(favorites, 'Spelt bread')).toBeVisible();
    await expect(card(favorites, 'Butter plait')).toHaveCount(0);
    await page.context().close();
  });
}

test('the heart is disabled while its call is pending, and the card joins the favourites at once @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'fav-pending');
  const shop = await catalogueOf(member);
  await shop.view(shop.byName('Butter plait'));
  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  const history = historySection(page);
  await expect(card(history, 'Butter plait')).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === new URL(stack().apiUrl).origin && url.pathname === '/favorites/add-favorite',
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await card(history, 'Butter plait').getByRole('button', { name: 'Add to favorites' }).click();
  const heart = card(history, 'Butter plait').getByRole('button', { name: 'Remove from favorites' });
  await expect(heart).toBeDisabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Its new card among the favourites is the same product: that heart waits too.
  const twin = card(favoritesSection(page), 'Butter plait').getByRole('button', {
    name: 'Remove from favorites',
  });
  await expect(twin).toBeDisabled();
  release();
  await expect(twin).toBeEnabled();
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();
});

test('a slow API keeps the unfavourited card away until it answers @desktop-only', async ({ browser }) => {
  const member = await freshMember(browser, 'fav-slow');
  const shop = await catalogueOf(member);
  await shop.favorite(shop.byName('Spelt bread'));
  const page = await pageOf(browser, member);
  await page.goto('/favorites');
  const section = favoritesSection(page);
  await expect(card(section, 'Spelt bread')).toBeVisible();
  await apiSlow(page, { path: '/favorites/*', delayMs: 1500 });
  const answered = page.waitForResponse((response) => response.url().endsWith('/favorites/remove-favorite'));
  await card(section, 'Spelt bread').getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(card(section, 'Spelt bread')).toBeHidden();
  await expect(section.getByText("You don't have any favorites yet.")).toBeVisible();
  await answered;
  await expect(card(section, 'Spelt bread')).toHaveCount(0);
  await expect(section.getByText("You don't have any favorites yet.")).toBeVisible();
  await page.context().close();
});

for (const [lang, texts] of [
  [
    'FRA',
    {
      title: 'Favoris',
      favorites: 'Vos produits favoris',
      history: 'Votre historique de produits',
      empty: 'Vous n’avez pas encore de favoris.',
      emptyHistory: 'Aucun élément dans l’historique pour l’instant.',
      tags: ['Sans lactose', 'Sans gluten'],
    },
  ],
  [
    'DEU',
    {
      title: 'Favoriten',
      favorites: 'Ihre Lieblingsprodukte',
      history: 'Ihr Produktverlauf',
      empty: 'Sie haben noch keine Favoriten.',
      emptyHistory: 'Noch keine Einträge im Verlauf.',
      tags: ['Laktosefrei', 'Glutenfrei'],
    },
  ],
] as const) {
  test(`the page in ${lang}${lang === 'FRA' ? ' @desktop-only' : ''}`, async ({ browser }) => {
    const member = await freshMember(browser, `fav-${lang.toLowerCase()}`);
    const page = await pageOf(browser, member, lang);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const favorites = page.getByRole('region', { name: texts.favorites });
    await expect(favorites.getByText(texts.empty)).toBeVisible();
    await expect(
      page.getByRole('region', { name: texts.history }).getByText(texts.emptyHistory),
    ).toBeVisible();
    // Nothing to filter yet: none of the diet tags.
    for (const tag of texts.tags) await expect(favorites.getByRole('button', { name: tag })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
