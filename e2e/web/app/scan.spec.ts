/**
 * The header's scanner (issue 13, Scan) against the real stack and the seeded catalogue: Chromium's
 * fake camera films a generated EAN-13 of a seeded product (e2e/fixtures/barcode-video.ts) and the
 * scanner opens that product's page; a typed barcode; an unknown barcode; the camera refused, missing
 * or busy; the API down during the lookup; the camera stopped on close; axe; French and German.
 * Linux Chromium has no `BarcodeDetector`: these journeys read with the ZXing ponyfill, whose `.wasm`
 * must come from the app's own origin.
 */
import { writeFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { barcodeVideo } from '../../fixtures/barcode-video.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';
import { fakeCamera } from '../../support/fake-camera.ts';
import { apiDown } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { test as members, expect, type Member, memberApi, wholeList } from '../../support/members.ts';
import { stack } from '../../support/stack.ts';
import { useLanguage } from '../site/helpers.ts';

/** Chromium's fake camera (support/fake-camera.ts); `film(code)` sets what it films for one test. */
const test = members.extend<{ film: (code: string | null) => void }, { cameraFile: string }>({
  ...fakeCamera('scan'),
  film: async ({ cameraFile }, use) => {
    await use((code) => writeFileSync(cameraFile, barcodeVideo(code)));
    // The next test of the worker films a blank page unless it asks for a barcode.
    writeFileSync(cameraFile, barcodeVideo(null));
  },
});

/** The first state of a page opened afresh: the guard checks the sign-in first, which can take a while. */
const FIRST_PAINT = { timeout: 20_000 };
/** Starting the camera, loading the ponyfill's WebAssembly and reading frames on a busy machine. */
const CAMERA = { timeout: 30_000 };

const TEXT = {
  scan: 'Scan a barcode',
  field: 'Barcode number',
  find: 'Find product',
  scanning: 'Point the camera at a barcode.',
  denied: 'Camera access was refused.',
  missing: 'We found no camera on this device.',
  failed: 'The camera could not start.',
  unknownTitle: 'Not in our catalogue yet',
  failedTitle: 'The lookup did not work',
  scanAnother: 'Scan another',
  tryAgain: 'Try again',
  retryCamera: 'Try the camera again',
};

/** A seeded product (apps/api/src/catalogue/seed-data) the member sees. */
const KNOWN = { name: 'Basmati rice', brand: 'Denner' };
/** A valid EAN-13 outside the seeded catalogue (its barcodes all start with the Swiss 76). */
const UNKNOWN_CODE = '4006381333931';

interface Listed {
  id: number;
  name_en: string;
  brand: string[];
  barcode?: string | null;
}

const knownProducts = new WeakMap<Member, Promise<Listed & { barcode: string }>>();

/** The known product as the member's catalogue lists it, with its barcode (once per worker). */
function knownProduct(member: Member) {
  let found = knownProducts.get(member);
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
      const product = products.find((p) => p.name_en === KNOWN.name && p.brand.includes(KNOWN.brand));
      if (!product?.barcode)
        throw new Error(`${KNOWN.name} (${KNOWN.brand}) has no barcode in the catalogue`);
      return { ...product, barcode: product.barcode };
    })();
    knownProducts.set(member, found);
  }
  return found;
}

/**
 * Records every camera stream the page opens (`window.__scanStreams`), to check that the scanner
 * stops them.
 */
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __scanStreams: MediaStream[] }).__scanStreams = streams;
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** How many recorded camera tracks are still live. */
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __scanStreams: MediaStream[] }).__scanStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

/** Opens the dashboard and the scanner from the header; returns the dialog. */
async function openScanner(page: Page, names = { scan: TEXT.scan }) {
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: names.scan });
  await expect(button).toBeVisible(FIRST_PAINT);
  await button.click();
  const dialog = page.getByRole('dialog', { name: names.scan });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('with the camera allowed', () => {
  test('the camera reads a pack’s barcode and opens its product; the camera stops; the reader came from our origin', async ({
    page,
    member,
    film,
  }) => {
    const product = await knownProduct(member);
    film(product.barcode);
    await recordStreams(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    const dialog = await openScanner(page);
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`), CAMERA);
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.name })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await liveTracks(page)).toBe(0);

    const wasm = requests.filter((url) => url.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0]!).origin).toBe(new URL(stack().webUrl).origin);
    expect(requests.filter((url) => /jsdelivr|unpkg/.test(url))).toEqual([]);
  });

  test('the live status is announced and closing the dialog stops the camera', async ({ page }) => {
    await recordStreams(page);
    const dialog = await openScanner(page);
    // The dialog has focus (its title is read), not the field: a phone keeps its keyboard down.
    // (Checked here, where no barcode is filmed: a read barcode closes the dialog at once.)
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(TEXT.scanning, CAMERA);
    expect(await liveTracks(page)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => liveTracks(page)).toBe(0);
    // Focus goes back to the scan button.
    await expect(page.getByRole('button', { name: TEXT.scan })).toBeFocused();
  });

  test('typing a known barcode opens its product @desktop-only', async ({ page, member }) => {
    const product = await knownProduct(member);
    const dialog = await openScanner(page);
    await dialog.getByRole('textbox', { name: TEXT.field }).fill(product.barcode);
    await dialog.getByRole('textbox', { name: TEXT.field }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.name })).toBeVisible();
  });

  test('an unknown barcode says so with the code, and "Scan another" starts over @desktop-only', async ({
    page,
  }) => {
    const dialog = await openScanner(page);
    const field = dialog.getByRole('textbox', { name: TEXT.field });
    await field.fill(UNKNOWN_CODE);
    await dialog.getByRole('button', { name: TEXT.find }).click();
    const status = dialog.getByRole('status');
    await expect(status).toContainText(TEXT.unknownTitle);
    await expect(status).toContainText(UNKNOWN_CODE);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: TEXT.scanAnother }).click();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(status).not.toContainText(TEXT.unknownTitle);
  });

  test('with the API down, the lookup says it failed, keeps the code, and works once the API is back @desktop-only', async ({
    page,
    member,
  }) => {
    const product = await knownProduct(member);
    const dialog = await openScanner(page);
    const restore = await apiDown(page, { path: '/products/barcode' });
    const field = dialog.getByRole('textbox', { name: TEXT.field });
    await field.fill(product.barcode);
    await field.press('Enter');
    const status = dialog.getByRole('status');
    await expect(status).toContainText(TEXT.failedTitle);
    await expect(status).toContainText(product.barcode);
    await expect(field).toHaveValue(product.barcode);
    await expect(page).toHaveURL(/\/dashboard$/);

    await restore();
    await dialog.getByRole('button', { name: TEXT.tryAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`));
  });

  test('no camera on the device: it says so, and typing still works @desktop-only', async ({
    page,
    member,
  }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('none', 'NotFoundError'));
    });
    const product = await knownProduct(member);
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toContainText(TEXT.missing);
    await expect(dialog.getByText('No camera found')).toBeVisible();
    await dialog.getByRole('textbox', { name: TEXT.field }).fill(product.barcode);
    await dialog.getByRole('button', { name: TEXT.find }).click();
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`));
  });

  test('the camera busy elsewhere: it says so, and trying again starts it @desktop-only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const open = devices.getUserMedia.bind(devices);
      let calls = 0;
      devices.getUserMedia = (constraints) =>
        ++calls === 1 ? Promise.reject(new DOMException('in use', 'NotReadableError')) : open(constraints);
    });
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toContainText(TEXT.failed);
    await dialog.getByRole('button', { name: TEXT.retryCamera }).click();
    await expect(dialog.getByRole('status')).toHaveText(TEXT.scanning, CAMERA);
  });

  test('in French and German @desktop-only', async ({ page, member, film }) => {
    const product = await knownProduct(member);
    film(product.barcode);
    await useLanguage(page, 'FRA');
    const fr = await openScanner(page, { scan: 'Scanner un code-barres' });
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`), CAMERA);
    await expect(fr).toBeHidden();

    await page.evaluate(() => localStorage.setItem('lang_code', 'DEU'));
    const de = await openScanner(page, { scan: 'Strichcode scannen' });
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`), CAMERA);
    await expect(de).toBeHidden();
  });

  test('the unknown and failed answers in French and German @desktop-only', async ({ page }) => {
    await useLanguage(page, 'DEU');
    let dialog = await openScanner(page, { scan: 'Strichcode scannen' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Richten Sie die Kamera auf einen Strichcode.',
      CAMERA,
    );
    await dialog.getByRole('textbox', { name: 'Strichcode-Nummer' }).fill(UNKNOWN_CODE);
    await dialog.getByRole('textbox', { name: 'Strichcode-Nummer' }).press('Enter');
    await expect(dialog.getByRole('status')).toContainText('Noch nicht in unserem Katalog');
    await expect(dialog.getByRole('button', { name: 'Anderes Produkt scannen' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lang_code', 'FRA'));
    await apiDown(page, { path: '/products/barcode' });
    dialog = await openScanner(page, { scan: 'Scanner un code-barres' });
    await dialog.getByRole('textbox', { name: 'Numéro du code-barres' }).fill(UNKNOWN_CODE);
    await dialog.getByRole('textbox', { name: 'Numéro du code-barres' }).press('Enter');
    await expect(dialog.getByRole('status')).toContainText('La recherche n’a pas abouti');
    await expect(dialog.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

test('with the camera refused: it says so, and typing a barcode still opens the product @desktop-only', async ({
  playwright,
  member,
  cameraFile,
}, testInfo) => {
  // A browser of its own, launched without the flag that accepts the camera prompt: the full
  // Chromium then refuses the camera as a person would (NotAllowedError); the headless shell would
  // answer NotSupportedError instead.
  const options = chromiumLaunchOptions();
  const browser = await playwright.chromium.launch({
    ...options,
    args: [
      ...options.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
      '--deny-permission-prompts',
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: stack().webUrl,
      storageState: member.storageState,
      viewport: testInfo.project.use.viewport ?? null,
    });
    const page = await context.newPage();
    const product = await knownProduct(member);
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toContainText(TEXT.denied, CAMERA);
    await expect(dialog.getByText('Camera access refused')).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('textbox', { name: TEXT.field }).fill(product.barcode);
    await dialog.getByRole('button', { name: TEXT.find }).click();
    await expect(page).toHaveURL(new RegExp(`/product/details/${product.id}$`));
  } finally {
    await browser.close();
  }
});
