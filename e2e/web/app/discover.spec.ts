/**
 * /discover on the real stack (issue 31): the demo user (lactose-free) sees under "What can I eat?"
 * only products that suit them, a swap from a milk that does not suit to one that does, and "See
 * all" opens the dashboard filtered to the row's category (in the navigation state); axe clean.
 */
import type { Locator, Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect as baseExpect, memberState, test } from '../../support/members.ts';
import { DEMO_USER, stack } from '../../support/stack.ts';
import { useLanguage } from '../site/helpers.ts';

// Discover's first answer reads the whole catalogue once; on a loaded machine that takes a moment.
const expect = baseExpect.configure({ timeout: 15_000 });
// Signing the demo user in, the page and axe over a page of many cards.
test.describe.configure({ timeout: 60_000 });

/** The words the swap check looks for, per language. */
interface SwapWords {
  region: string;
  milk: RegExp;
  chocolate: RegExp;
  notSuitable: string;
  /** The everyday product's brief reason: what it contains, quoted. */
  contains: RegExp;
  suits: string;
  lactoseFreeMilk: RegExp;
}

const ENGLISH: SwapWords = {
  region: 'Swaps for you',
  milk: /milk/i,
  chocolate: /chocolate/i,
  notSuitable: 'Not suitable',
  contains: /^Contains milk: “.+”/,
  suits: 'Suits you',
  lactoseFreeMilk: /lactose-free.*milk/i,
};

const GERMAN: SwapWords = {
  region: 'Ihre Alternativen',
  milk: /milch/i,
  chocolate: /schokolade/i,
  notSuitable: 'Nicht geeignet',
  contains: /^Enthält Milch: «.+»/,
  suits: 'Passt zu Ihnen',
  lactoseFreeMilk: /laktosefrei.*milch|milch.*laktosefrei/i,
};

/** A milk that does not suit (not a milk chocolate), beside a lactose-free milk that does; returns the latter. */
async function expectMilkSwap(page: Page, words: SwapWords): Promise<Locator> {
  const milk = page
    .getByRole('region', { name: words.region })
    .locator('[data-slot="swap-pair"]')
    // by the product's name (its reason says "milk" too)
    .filter({ has: page.locator('[data-slot="swap-pair-from"]').getByRole('link', { name: words.milk }) })
    .filter({ hasNotText: words.chocolate })
    .first();
  await expect(milk).toBeVisible();
  await expect(
    milk.locator('[data-slot="swap-pair-from"]').getByRole('img', { name: words.notSuitable }),
  ).toBeVisible();
  // why it does not suit, in the pack's words (the catalogue's brief reason)
  await expect(milk.locator('[data-slot="swap-pair-note"]')).toHaveText(words.contains);
  const to = milk.locator('[data-slot="swap-pair-to"]');
  await expect(to.getByRole('img', { name: words.suits })).toBeVisible();
  await expect(to.getByRole('heading', { name: words.lactoseFreeMilk })).toBeVisible();
  return to;
}

test.describe(() => {
  test.use({ asMember: false });

  test('the demo user sees only suitable products, a swap from a red milk to a green one, and "See all" into the filtered list @desktop-only', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: stack().webUrl,
      storageState: await memberState(browser, DEMO_USER),
    });
    const page = await context.newPage();
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(page.getByText('Products that suit every diet you follow: Lactose-free.')).toBeVisible();

    // What can I eat?: rows of product cards, every one green for the user.
    const eat = page.getByRole('region', { name: 'What can I eat?' });
    const rows = eat.locator('[data-slot="discover-row"]');
    await expect(rows.first()).toBeVisible();
    const cards = eat.locator('[data-slot="product-card"]');
    expect(await cards.count()).toBeGreaterThan(5);
    expect(
      new Set(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-verdict')))),
    ).toEqual(new Set(['green']));
    // Each row is a labelled carousel and says how many products suit.
    await expect(eat.getByRole('region', { name: /that suit you$/ }).first()).toBeVisible();
    await expect(rows.first().getByText(/\d+ products? suits? you/)).toBeVisible();

    // Swaps: a milk that does not suit, beside one that does.
    const to = await expectMilkSwap(page, ENGLISH);
    await expect(to.getByText(/CHF \d+\.\d\d/).first()).toBeAttached();
    // It can go on a shopping list from here: its "Add to list" opens the lists' menu.
    const add = to.getByRole('button', { name: /^Add .+ to a list$/ });
    await add.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(add).toBeFocused();

    await expectNoAxeViolations(page);

    // See all: the dashboard's list, filtered to the row's category.
    const firstRow = rows.first();
    const category = (await firstRow.getByRole('heading', { level: 3 }).textContent())!.trim();
    const escaped = category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await firstRow.getByRole('link', { name: new RegExp(`See all \\d+ products in ${escaped}`) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: category, pressed: true })).toBeVisible();
    await context.close();
  });

  test('in German on a phone: only suitable products, and a lactose-free milk for an ordinary one @mobile-only', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: stack().webUrl,
      storageState: await memberState(browser, DEMO_USER),
    });
    const page = await context.newPage();
    await useLanguage(page, 'DEU');
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Entdecken' })).toBeVisible();

    const eat = page.getByRole('region', { name: 'Was kann ich essen?' });
    const cards = eat.locator('[data-slot="product-card"]');
    await expect(cards.first()).toBeVisible();
    expect(
      new Set(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-verdict')))),
    ).toEqual(new Set(['green']));

    await expectMilkSwap(page, GERMAN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
