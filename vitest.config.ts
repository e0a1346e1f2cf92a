import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // The web app's settings, as its Vite config hands them over after checking them.
        define: {
          __WEB_CONFIG__: JSON.stringify({
            apiUrl: 'http://api.test',
            identity: { userPoolId: 'local_test', clientId: 'testclient', region: 'eu-central-2' },
          }),
        },
        test: {
          name: 'unit',
          root,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globals: true,
          // Vitest's default in a run is one worker fewer than the cores: ONE on the 2-core machines,
          // which leaves a core idle while a file waits on PGlite or a child process. At least two
          // files at a time (each file still in its own isolated worker).
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          // Several tests open a real PGlite database (WASM); on a busy 2-core machine that alone
          // can take more than Vitest's default 5 s.
          testTimeout: 20_000,
          // The same for hooks (a file's database is opened in beforeEach/beforeAll).
          hookTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
