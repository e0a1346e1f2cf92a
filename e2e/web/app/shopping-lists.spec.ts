/**
 * Shopping lists (issue 31): a list created, a product added from its page, a typed item, ticked
 * off and undone, all there after a reload; the short address opening the latest list; an item
 * typed while the API is down kept as "Not saved" and saved by Retry. Each test has its own member
 * (lists are the member's own).
 */
import { apiDown } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect as baseExpect, freshMember, memberApi, test } from '../../support/members.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a list: create it, add a product from its page and a typed item, tick off and undo, reload keeps it all @desktop-only', async ({
  browser,
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

  // A product from its page.
  const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  const found = await memberApi<{ products: { id: number; name_en: string }[] }>(member, '/products/page', {
    user_profile_id: profile.id,
    intolerances: member.profile.intolerances,
    sees_red_products: true,
    search: 'basmati rice',
  });
  const rice = found.products.find((product) => product.name_en === 'Basmati rice');
  expect(rice).toBeDefined();
  await page.goto(`/product/details/${rice!.id}`);
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

  // Ticked off, undone, ticked off again.
  await candles.check();
  const basket = page.getByRole('region', { name: 'In the basket' });
  await expect(basket.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toBuy.getByRole('checkbox', { name: 'Birthday candles' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Birthday candles' }).check();
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
