/**
 * The app under its production headers (issue 33, item 5): the local web server (`vite preview`)
 * sends the CloudFront distribution's security headers and Content Security Policy, from their one
 * definition (`securityHeaders` of @diet/domain); and the app works under them. A public page, the
 * demo user's sign-in through /login, the dashboard, a product, and the scanner reading a barcode
 * with its WebAssembly reader: any `securitypolicyviolation` event or CSP console error fails the
 * journey. The CSP is the real defence of the session's tokens in localStorage: an inline script
 * injected into the page is refused, which the first journey checks so that "no violation" means
 * something.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

import { test as base, expect, type Page } from '@playwright/test';

import {
  inlineScripts,
  PRODUCT_IMAGE_ORIGINS,
  securityHeaders,
} from '../../packages/domain/src/security-headers';
import { barcodeVideo } from '../fixtures/barcode-video.ts';
import { fakeCamera } from '../support/fake-camera.ts';
import { DEMO_USER, stack } from '../support/stack.ts';

/** The first state of a page opened afresh, the sign-in and the camera, on a busy machine. */
const SLOW = { timeout: 30_000 };

/** Chromium's fake camera (support/fake-camera.ts): the journey films a barcode before it opens the scanner. */
const test = base.extend<object, { cameraFile: string }>({
  ...fakeCamera('csp'),
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Records, from the first script of every page the tab opens, each `securitypolicyviolation` the
 * document reports and each console error about the policy (Chromium logs a refusal there too).
 */
async function recordViolations(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        void (
          window as unknown as { __reportCspViolation: (violation: Record<string, string>) => Promise<void> }
        ).__reportCspViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}

/** The headers the distribution sends, for this stack's API and pool and the served index.html. */
function expectedHeaders(html: string): Record<string, string> {
  const { apiUrl, cognitoEndpoint } = stack();
  return securityHeaders({
    api: new URL(apiUrl).origin,
    identity: new URL(cognitoEndpoint).origin,
    images: PRODUCT_IMAGE_ORIGINS,
    inlineScriptHashes: inlineScripts(html).map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
    // Plain http on 127.0.0.1: no HSTS, no upgrade-insecure-requests (@diet/domain says why).
    https: false,
  });
}

test.describe('the security headers @desktop-only', () => {
  test("every answer of the web server carries the distribution's headers and CSP, and the page enforces it", async ({
    page,
    request,
  }) => {
    const document = await request.get('/');
    expect(document.status()).toBe(200);
    const html = await document.text();
    // The route preload script is the page's one inline script, named by its hash.
    expect(inlineScripts(html)).toHaveLength(1);
    const expected = expectedHeaders(html);
    const csp = expected['Content-Security-Policy']!;
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[\w+/=]+' 'wasm-unsafe-eval';/);
    expect(csp).toContain(
      `connect-src 'self' ${new URL(stack().apiUrl).origin} ${new URL(stack().cognitoEndpoint).origin};`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(expected).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });

    // index.html at the root and for an app route, and a hashed file.
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const url of ['/', '/dashboard', script!]) {
      const answer = url === '/' ? document : await request.get(url);
      expect(answer.status(), url).toBe(200);
      const sent = answer.headers();
      for (const [name, value] of Object.entries(expected)) {
        expect([url, name, sent[name.toLowerCase()]]).toEqual([url, name, value]);
      }
      expect(sent['strict-transport-security'], url).toBeUndefined();
    }

    // Enforced, not only sent: an inline script put into the page is refused and reported.
    const { violations, consoleErrors } = await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    const ran = await page.evaluate(() => {
      const element = window.document.createElement('script');
      element.textContent = 'window.__injected = true;';
      window.document.head.append(element);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
    expect(consoleErrors.length).toBeGreaterThan(0);
  });

  test('a visitor reads a public page, signs in as the demo user, opens the dashboard, a product and the scanner: nothing is refused', async ({
    page,
    cameraFile,
  }) => {
    test.slow(); // a sign-in, the catalogue, the camera and the barcode reader on a busy machine
    const { violations, consoleErrors } = await recordViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('lang_code', 'ENG');
        sessionStorage.setItem('e2e-language-set', '1');
      }
    });

    // A public page, its parts below the first screen too (loaded at the first scroll).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await page.mouse.wheel(0, 1);
    await page.locator('[data-slot="below-the-fold"]').first().waitFor({ state: 'detached' });

    // Sign-in through the identity library, against the local pool.
    await page.goto('/login');
    await page.getByLabel('Username or email', { exact: true }).fill(DEMO_USER.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in to DietCheck' }).click();
    await page.waitForURL('**/dashboard', SLOW);

    // The dashboard's products, and one of them opened from its card.
    const tiles = page.locator('[data-slot="product-grid"]').getByRole('listitem');
    await expect(tiles.first()).toBeVisible(SLOW);
    await tiles.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await expect(page.getByText('Loading product details...')).toBeHidden(SLOW);

    // The scanner: the camera films a product's barcode, the WebAssembly reader (compiled under
    // 'wasm-unsafe-eval') reads it, and the product opens.
    const cached = await page.evaluate(() => localStorage.getItem('products_cache'));
    const products = (JSON.parse(cached!) as { data: { id: number; barcode?: string | null }[] }).data;
    const filmed = products.find((product) => /^\d{13}$/.test(product.barcode ?? ''))!;
    expect(filmed).toBeDefined();
    writeFileSync(cameraFile, barcodeVideo(filmed.barcode!));
    const wasm: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Scan a barcode' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/details/${filmed.id}$`), SLOW);
    expect(wasm).toEqual([expect.stringMatching(new RegExp(`^200 ${stack().webUrl}/assets/`))]);

    // A refused "eval" from the schemas' chunk is zod probing whether it may compile its parsers
    // with `new Function` (it falls back when not): the web app must run zod jitless
    // (`z.config({ jitless: true })` before any schema is built), never the CSP allow 'unsafe-eval'.
    expect(violations, 'refused by the Content Security Policy').toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
