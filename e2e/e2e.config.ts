import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium.ts';

const port = Number(process.env.WEB_E2E_PORT ?? 4183);

/** End-to-end journeys against the built web app (`apps/web/dist`). */
export default defineConfig({
  testDir: './web',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } } },
  ],
  webServer: {
    command: `node ../scripts/serve-static.mjs ../apps/web/dist ${port} --spa`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
