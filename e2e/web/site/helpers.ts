import type { Page, TestInfo } from '@playwright/test';

/** The public pages (public-site spec §2). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/diets',
  '/contact',
  '/privacy',
  '/cookie',
  '/terms-of-service',
] as const;

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Starts the page in a language, as a returning visitor whose choice is stored. */
export async function useLanguage(page: Page, code: 'ENG' | 'FRA' | 'DEU') {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('lang_code', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, code);
}

/** Fails the test on any uncaught error in the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
