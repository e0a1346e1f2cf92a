import { existsSync } from 'node:fs';

/**
 * Where Chromium comes from. `CHROMIUM_PATH` wins; otherwise Debian's `/usr/bin/chromium` when it
 * exists (these machines cannot download Playwright's browsers); otherwise `undefined`, which lets
 * Playwright use its own downloaded browser.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const debian = '/usr/bin/chromium';
  return existsSync(debian) ? debian : undefined;
}

/** Launch options for Playwright and Vitest browser mode: offline-safe flags, headless. */
export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  };
}
