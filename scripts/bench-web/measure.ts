// Initial JavaScript of a page: every JavaScript response until the network is idle, each body
// gzipped at level 9 by us (whatever the server sent), summed.
import { gzipSync } from 'node:zlib';

import type { Browser, Response } from 'playwright';

export interface JsFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface JsMeasurement {
  url: string;
  files: JsFile[];
  bytes: number;
  gzipBytes: number;
  /** The texts (JSON files) the page fetched in the same time: data, not counted as JavaScript. */
  texts: JsFile[];
  textGzipBytes: number;
  /** Uncaught errors and console errors on the page: a page that failed to render measures little. */
  errors: string[];
}

function isText(response: Response): boolean {
  return /application\/json/.test(response.headers()['content-type'] ?? '');
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

/** Quiet time after the last request, with the main thread idle, that counts as "idle". */
const quietMs = 1000;
const settleTimeoutMs = 30_000;

/**
 * Loads `url` in a fresh context (empty cache) and measures its JavaScript. "Idle" is stricter than
 * Playwright's `networkidle` (500 ms without requests), which a busy machine reaches while the main
 * bundle still parses, before the route's lazy chunks are asked for: here the main thread must have
 * had an idle callback and no request may have been in flight for a whole second.
 */
export async function measureJs(browser: Browser, url: string): Promise<JsMeasurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<JsFile | null>[] = [];
  const pendingTexts: Promise<JsFile | null>[] = [];
  const errors: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (response.status() >= 300) return;
    const list = isJavaScript(response) ? pending : isText(response) ? pendingTexts : null;
    if (!list) return;
    list.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const start = Date.now();
    for (;;) {
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
      if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) break;
      if (Date.now() - start > settleTimeoutMs) {
        errors.push(`the page did not settle within ${settleTimeoutMs / 1000} s after networkidle`);
        break;
      }
      await page.waitForTimeout(100);
    }
    const settled = await Promise.all(pending);
    const byUrl = new Map<string, JsFile>();
    for (const file of settled) if (file) byUrl.set(file.url, file);
    const files = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const texts = (await Promise.all(pendingTexts)).filter((file): file is JsFile => file !== null);
    return {
      url,
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      texts,
      textGzipBytes: texts.reduce((sum, file) => sum + file.gzipBytes, 0),
      errors,
    };
  } finally {
    await context.close();
  }
}
