import { expect, test } from '@playwright/test';

const DOCUMENTS = [
  {
    path: '/privacy',
    title: 'Privacy policy',
    sections: 8,
    date: '20.05.2025',
    links: ['Cookie policy', 'Terms of service'],
  },
  {
    path: '/cookie',
    title: 'Cookie policy',
    sections: 7,
    date: '20.05.2025',
    links: ['Privacy policy', 'Terms of service'],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service',
    sections: 13,
    date: '24.09.2025',
    links: ['Privacy policy', 'Cookie policy'],
  },
] as const;

test.describe('the legal pages', () => {
  for (const document of DOCUMENTS) {
    test(`given ${document.path}, should show ${document.sections} sections, the effective date and the other documents @desktop-only`, async ({
      page,
    }) => {
      await page.goto(document.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      await expect(page.locator('time')).toHaveText(document.date);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents.getByRole('link')).toHaveCount(document.sections);
      await expect(page.locator('article section[id]')).toHaveCount(document.sections);
      const related = page.getByRole('navigation', { name: 'Related documents' });
      for (const name of document.links) await expect(related.getByRole('link', { name })).toBeVisible();
      await related.getByRole('link', { name: document.links[0] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.links[0]);
    });
  }

  test('given the privacy policy, should link to the cookie policy in its text and offer e-mail links @desktop-only', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const text = page.locator('article');
    await expect(text.locator('a[href="/cookie"]').first()).toBeVisible();
    await expect(text.locator('a[href="mailto:support@dietcheck.ch"]').first()).toBeVisible();
  });
});
