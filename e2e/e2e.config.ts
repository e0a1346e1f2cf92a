import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium.ts';
import { stackPorts, stackUrls } from './support/stack.ts';

// Picked once, in the main process, and inherited by the workers through E2E_* variables.
const { webUrl } = stackUrls(await stackPorts());

/**
 * End-to-end journeys against the real local stack: one `apps/api/scripts/start-stack.ts` for the
 * whole run (cognito-local, the API on a fresh PGlite, the built web app), started and stopped by
 * `support/stack-setup.ts`. Tests reach it through `support/stack.ts`.
 */
export default defineConfig({
  testDir: './web',
  globalSetup: './support/stack-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // `list` in CI too: each journey's line gives its duration, which is where the layer's time goes.
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    // The journeys compare no pixels: the headless shell runs them on less CPU.
    launchOptions: chromiumLaunchOptions({ headlessShell: true }),
    trace: 'retain-on-failure',
  },
  // A test tagged @desktop-only or @mobile-only runs in that project alone.
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } },
    },
  ],
});
