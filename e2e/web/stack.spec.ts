/**
 * The e2e layer's own tools, checked once (desktop project only): the shared stack is reachable from
 * the web app's origin with the demo user, the API faults touch one page only, sign-up codes can be
 * read, and the axe helper reports violations readably.
 */
import { expect, test, type Page } from '@playwright/test';

import { apiDown, apiFails, apiSlow } from '../support/api-faults.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { cognitoCall, confirmationCode, DEMO_USER, signIn, stack } from '../support/stack.ts';

// Checked once, not per viewport.
const once = { tag: '@desktop-only' };

/** A call to the API from inside the page (as the web app makes it: cross-origin, CORS). */
async function pageCall(
  page: Page,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ url, method, token, body }) => {
      const started = performance.now();
      try {
        const response = await fetch(url, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.text(), ms: performance.now() - started };
      } catch (error) {
        return { error: String(error), ms: performance.now() - started };
      }
    },
    { url: `${stack().apiUrl}${path}`, method: init.method ?? 'GET', token: init.token, body: init.body },
  );
}

test.describe('the shared stack', once, () => {
  test('given the run, should serve the web app at baseURL and the API to it', async ({ page, baseURL }) => {
    expect(baseURL).toBe(stack().webUrl);
    await page.goto('/');
    const { IdToken } = await signIn(DEMO_USER.email, DEMO_USER.password);
    const categories = await pageCall(page, '/categories', { method: 'POST', token: IdToken, body: {} });
    expect(categories.status, JSON.stringify(categories)).toBe(200);
    expect((JSON.parse(categories.body!) as unknown[]).length).toBeGreaterThanOrEqual(8);
  });

  test('given a sign-up, should expose its confirmation code', async () => {
    const { clientId } = stack();
    const username = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await cognitoCall('SignUp', {
      ClientId: clientId,
      Username: username,
      Password: 'Passw0rd!X',
      UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
    });
    const code = await confirmationCode(username);
    expect(code).toMatch(/^\d{6}$/);
    await cognitoCall('ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code });
  });
});

test.describe('API faults', once, () => {
  test('given apiFails, should answer 500 to this page only, with CORS, until restored', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const restore = await apiFails(page, { path: '/health' });
    const failed = await pageCall(page, '/health');
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body!)).toMatchObject({ error: 'internal_error' });

    const other = await context.newPage();
    await other.goto('/');
    expect((await pageCall(other, '/health')).status).toBe(200);

    await restore();
    expect((await pageCall(page, '/health')).status).toBe(200);
  });

  test('given apiFails with times and method, should fail only those requests', async ({ page }) => {
    await page.goto('/');
    await apiFails(page, { path: '/health', method: 'GET', status: 503, times: 1 });
    expect((await pageCall(page, '/health')).status).toBe(503);
    expect((await pageCall(page, '/health')).status).toBe(200);
  });

  test('given apiDown, should make fetch reject in the page', async ({ page }) => {
    await page.goto('/');
    await apiDown(page);
    const result = await pageCall(page, '/health');
    expect(result.error).toContain('Failed to fetch');
  });

  test('given apiSlow, should answer late but answer', async ({ page }) => {
    await page.goto('/');
    await apiSlow(page, { path: '/health', delayMs: 1500 });
    const result = await pageCall(page, '/health');
    expect(result.status).toBe(200);
    expect(result.ms).toBeGreaterThanOrEqual(1400);
  });
});

test.describe('expectNoAxeViolations', once, () => {
  test('given an accessible page, should pass', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>ok</title></head>' +
        '<body><main><h1>Fine</h1><img src="data:," alt="A dot"></main></body></html>',
    );
    await expectNoAxeViolations(page);
  });

  test('given violations, should fail listing rule, impact, help and targets', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>bad</title></head>' +
        '<body><main><h1>Bad</h1><img id="no-alt" src="data:,"></main></body></html>',
    );
    const error = await expectNoAxeViolations(page).then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error?.message).toContain('image-alt (critical): Images must have alternative text');
    expect(error?.message).toContain('#no-alt');
    expect(error?.message).toContain('https://dequeuniversity.com/rules/axe/');
  });
});
