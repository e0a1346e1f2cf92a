import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium.ts';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
/** The built Storybook, relative to the repository (another directory lets two builds run side by side). */
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

/**
 * Visual regression of every story of the built Storybook (`storybook-static/`), at a desktop and a
 * mobile viewport. Baselines live in `e2e/visual/__screenshots__/` and are updated with
 * `pnpm test:visual:update`.
 */
export default defineConfig({
  testDir: './visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // `list` in CI too: each check's line gives its duration, which is where the layer's time goes.
  reporter: [['list']],
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    reducedMotion: 'reduce',
  },
  projects: [
    // A story that declares a phone viewport is checked in the mobile project only (`mobile-only`),
    // one that declares the breakpoint or wider in the desktop project only (`desktop-only`): see
    // e2e/visual/stories.spec.ts.
    {
      name: 'desktop',
      grepInvert: /@mobile-only\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only\b/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node ../scripts/serve-static.mjs ../${staticDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
