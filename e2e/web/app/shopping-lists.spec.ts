/**
 * Shopping lists (issue 31): a list created, a product scanned and added from the page the scan
 * opens, a typed item, ticked off and undone, all there after a reload; the short address opening
 * the latest list; "milk" typed offers the milks that suit, one picked, and a diet added afterwards
 * flags it, the list's warning leads to it and "Replace with {swap}" swaps it (a failure loses
 * nothing); an item typed while the API is down kept as "Not saved" and saved by Retry; a product
 * added from its card on the dashboard, by keyboard, found in the list. Each test has its own member
 * (lists are the member's own).
 */
import { writeFileSync } from 'node:fs';

import type { Locator } from '@playwright/test';

import { barcodeVideo } from '../../fixtures/barcode-video.ts';
import { apiDown } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { fakeCamera } from '../../support/fake-camera.ts';
import { useLanguage } from '../site/helpers.ts';
import { expect as baseExpect, freshMember, memberApi, test as members } from '../../support/members.ts';

/** Chromium's fake camera (support/fake-camera.ts): `cameraFile` is what it films. */
const test = members.extend<object, { cameraFile: string }>(fakeCamera('lists'));

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a list: create it, scan a product and add it from its page, add a typed item, tick off and undo, reload keeps it all @desktop-only', async ({
  browser,
  cameraFile,
}) => {
  const member = await freshMember(browser, 'lists');
  const context = await browser.newContext({ storageState: member.storageState });
  const page = await context.newPage();

  await page.goto('/shopping-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping lists' })).toBeVisible();
  await expect(page.getByText('No shopping lists yet')).toBeVisible();
  await page.getByLabel('New list').fill('Saturday');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/shopping-list\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday' })).toBeVisible();
  await expect(page.getByText('This list is empty')).toBeVisible();

  // A product scanned: the scan opens its page, which adds it to the list.
  const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  const found = await memberApi<{ products: { id: number; name_en: string; barcode?: string | null }[] }>(
    member,
    '/products/page',
    {
      user_profile_id: profile.id,
      intolerances: member.profile.intolerances,
      sees_red_products: true,
      search: 'basmati rice',
    },
  );
  const rice = found.products.find((product) => product.name_en === 'Basmati rice');
  expect(rice?.barcode).toBeTruthy();
  writeFileSync(cameraFile, barcodeVideo(rice!.barcode!));
  try {
    await page.getByRole('button', { name: 'Scan a barcode' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/details/${rice!.id}$`), { timeout: 30_000 });
  } finally {
    writeFileSync(cameraFile, barcodeVideo(null));
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Basmati rice' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('menuitem', { name: 'Saturday' }).click();
  await expect(page.getByText('Basmati rice added to Saturday.')).toBeVisible();

  // The short address opens the latest list.
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday' })).toBeVisible();
  const toBuy = page.getByRole('region', { name: 'To buy' });
  await expect(toBuy.getByRole('checkbox', { name: 'Basmati rice' })).toBeVisible();

  // A typed item.
  await page.getByRole('textbox', { name: 'Add an item' }).fill('Birthday candles');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const candles = page.getByRole('checkbox', { name: 'Birthday candles' });
  await expect(candles).toBeVisible();
  await expect(page.getByText('Saving…')).toBeHidden();

  // Ticked off, undone, ticked off again. A ticked item moves to the basket (a new row there), so
  // the box is clicked and the basket checked: check() would read the old row's box, gone already.
  await candles.click();
  const basket = page.getByRole('region', { name: 'In the basket' });
  await expect(basket.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toBuy.getByRole('checkbox', { name: 'Birthday candles' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Birthday candles' }).click();
  await expect(basket.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked();
  await expectNoAxeViolations(page);

  // What the server holds.
  await expect
    .poll(async () => {
      const lists = await memberApi<{ checked: number; items: number }[]>(member, '/shopping-lists', {
        user_profile_id: profile.id,
      });
      return lists.map((list) => [list.items, list.checked]);
    })
    .toEqual([[2, 1]]);
  await page.reload();
  await expect(toBuy.getByRole('checkbox', { name: 'Basmati rice' })).not.toBeChecked();
  await expect(basket.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked();
  await context.close();
});

interface Listed {
  id: number;
  name_en: string;
  /** The diets (intolerance codes) the product does not suit, or may not. */
  colors: { red: number[]; yellow: number[] };
}

test('"milk" typed offers the milks that suit; one picked, a lactose diet added later flags it in the list, the warning leads to it, and its named swap replaces it @desktop-only', async ({
  browser,
}) => {
  // Gluten-free only: an ordinary milk suits them until they add lactose.
  const member = await freshMember(browser, 'lists-diet', { intolerances: [2] });
  const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  // What the app offers for "milk" (the catalogue's search, green for gluten, four at most), and
  // one of those a lactose diet turns red, picked by name: every offer of that name (the same milk
  // at two retailers) is red for lactose.
  const found = await memberApi<{ products: Listed[] }>(member, '/products/page', {
    user_profile_id: profile.id,
    intolerances: [2],
    sees_red_products: false,
    category_id: null,
    subcategory_id: null,
    search: 'milk',
    limit: 12,
  });
  const offered = found.products
    .filter((p) => !p.colors.red.includes(2) && !p.colors.yellow.includes(2))
    .slice(0, 4);
  const milk = offered.find((p) =>
    offered.filter((o) => o.name_en === p.name_en).every((o) => o.colors.red.includes(1)),
  );
  if (!milk) throw new Error('No offered milk is red for lactose');

  const context = await browser.newContext({ storageState: member.storageState });
  const page = await context.newPage();
  await page.goto('/shopping-lists');
  await page.getByLabel('New list').fill('Dairy');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dairy' })).toBeVisible();
  const listUrl = page.url();

  await page.getByRole('textbox', { name: 'Add an item' }).fill('milk');
  const matches = page.getByRole('list', { name: 'Products that suit you' });
  await expect(page.getByRole('status').filter({ hasText: /suit(s)? you match(es)? “milk”/ })).toBeVisible();
  await expect(matches.getByRole('button')).toHaveCount(offered.length);
  expect((await matches.getByText(/^Add /).allTextContents()).sort()).toEqual(
    offered.map((p) => `Add ${p.name_en}`).sort(),
  );
  await matches
    .getByRole('button')
    .filter({ has: page.getByText(`Add ${milk.name_en}`, { exact: true }) })
    .first()
    .click();
  const item = page.getByRole('checkbox', { name: milk.name_en, exact: true });
  await expect(item).toBeVisible();
  await expect(page.getByText('Saving…')).toBeHidden();
  // Typed text gone: the product is the item, not "milk".
  await expect(page.getByRole('checkbox', { name: 'milk', exact: true })).toHaveCount(0);
  await expect(page.getByText('lactose-free diet')).toHaveCount(0);

  // A diet added on the diet profile.
  await page.goto('/diets-profile');
  await page.getByRole('switch', { name: 'Lactose intolerance' }).click();
  await page.getByRole('button', { name: 'Update diet profile' }).click();
  await expect(
    page
      .locator('[data-slot="toast"]')
      .filter({ hasText: 'Diet profile and products cache updated successfully!' }),
  ).toBeVisible();

  await page.goto(listUrl);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: milk.name_en, exact: true }) });
  // The verdict word first, then the diet it does not suit.
  await expect(row.locator('[data-slot="shopping-list-item-verdict"]')).toHaveText(
    /^Not suitable · lactose-free diet/,
  );

  // The warning above the list takes you to that item.
  await page.getByRole('button', { name: /1 product does not suit your diets/ }).click();
  await expect(page.getByRole('checkbox', { name: milk.name_en, exact: true })).toBeFocused();

  // Its swap is named, with "Replace with …" at one tap; two of it, so two of the swap.
  await row.getByRole('button', { name: `One more ${milk.name_en}` }).click();
  await expect(row.getByRole('group', { name: `Quantity of ${milk.name_en}` })).toContainText('2');
  const replace = row.getByRole('button', { name: /^Replace with / });
  await expect(replace).toBeVisible();
  const swapName = ((await replace.textContent()) ?? '').replace(/^Replace with /, '').trim();
  expect(swapName).not.toBe('');
  expect(swapName).not.toBe(milk.name_en);

  // The swap not saved: said as an alert, and nothing lost (the item, its quantity).
  await page.route('**/shopping-lists/add-item', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Down"}' }),
  );
  await replace.click();
  await expect(row.getByRole('alert')).toHaveText(
    `${milk.name_en} could not be replaced: nothing changed. Please try again.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'replaced with' })).toHaveCount(0);
  await expect(row.getByRole('group', { name: `Quantity of ${milk.name_en}` })).toContainText('2');
  await page.unroute('**/shopping-lists/add-item');

  // Saved: the swap in its place with the same quantity, said once the server confirmed it.
  await replace.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${milk.name_en} replaced with ${swapName}.` }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: milk.name_en, exact: true })).toHaveCount(0);
  const swapped = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: swapName, exact: true }) });
  await expect(swapped.getByRole('group', { name: `Quantity of ${swapName}` })).toContainText('2');
  await expect(page.getByRole('button', { name: /does not suit your diets/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: swapName, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: milk.name_en, exact: true })).toHaveCount(0);
  await context.close();
});

test('the API down while adding: the typed item stays as Not saved, and Retry saves it @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'lists-down');
  const context = await browser.newContext({ storageState: member.storageState });
  const page = await context.newPage();
  await page.goto('/shopping-lists');
  await page.getByLabel('New list').fill('Market');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();

  const restore = await apiDown(page);
  await page.getByRole('textbox', { name: 'Add an item' }).fill('Bread');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Not saved')).toBeVisible();
  // Kept through a reload while the API is still down.
  await page.reload();
  await expect(page.getByText('Bread')).toBeVisible();
  await expect(page.getByText('Not saved')).toBeVisible();
  await restore();
  await page.reload();
  await expect(page.getByText('Not saved')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('checkbox', { name: 'Bread' })).toBeVisible();
  await expect(page.getByText('Not saved')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Bread' })).toBeVisible();
  await context.close();
});

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

test('a product added to a list from its card on the dashboard, by keyboard, is in the list @desktop-only', async ({
  browser,
}) => {
  const member = await freshMember(browser, 'lists-card');
  const context = await browser.newContext({ storageState: member.storageState });
  const page = await context.newPage();
  await page.goto('/shopping-lists');
  await page.getByLabel('New list').fill('Picnic');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
  const listUrl = page.url();

  await page.goto('/dashboard');
  const main = page.locator('main');
  const name = 'Spelt bread';
  await main
    .getByRole('searchbox')
    .or(page.getByPlaceholder('What are you looking to purchase today?'))
    .first()
    .fill(name);
  const add = card(main, name).getByRole('button', { name: `Add ${name} to a list` });
  // Beside the heart, outside the card's link.
  await expect(add).toBeVisible();
  await expect(card(main, name).getByRole('link').filter({ has: add })).toHaveCount(0);
  await add.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const picnic = menu.getByRole('menuitem', { name: 'Picnic' });
  await expect(picnic).toBeVisible();
  // The lists load as the menu opens: Home goes to the first of them.
  await page.keyboard.press('Home');
  await expect(picnic).toBeFocused();
  await page.keyboard.press('Enter');
  // Said once it is saved, in the toasts' live region.
  await expect(
    page.locator('[data-slot="toast"]').filter({ hasText: `${name} added to Picnic.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(listUrl);
  const toBuy = page.getByRole('region', { name: 'To buy' });
  await expect(toBuy.getByRole('checkbox', { name, exact: true })).toBeVisible();
  await expect(toBuy.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /\/product\/details\/\d+$/,
  );
  await context.close();
});

test('a list in French on a phone: created, a typed item ticked off, kept after a reload, nothing wider than the screen @mobile-only', async ({
  page,
}) => {
  await useLanguage(page, 'FRA');
  await page.goto('/shopping-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Listes de courses' })).toBeVisible();
  await page.getByLabel('Nouvelle liste').fill('Marché');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/shopping-list\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marché' })).toBeVisible();
  await expect(page.getByText('Cette liste est vide')).toBeVisible();

  await page.getByRole('textbox', { name: 'Ajouter un article' }).fill('Bougies');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const toBuy = page.getByRole('region', { name: 'À acheter' });
  await expect(toBuy.getByRole('checkbox', { name: 'Bougies' })).toBeVisible();
  await expect(page.getByText('Enregistrement…')).toBeHidden();
  // It moves to the basket as it is ticked: found in the whole page.
  await page.getByRole('checkbox', { name: 'Bougies' }).click();
  const basket = page.getByRole('region', { name: 'Dans le panier' });
  await expect(basket.getByRole('checkbox', { name: 'Bougies' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(basket.getByRole('checkbox', { name: 'Bougies' })).toBeChecked();
});
