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

/**
 * The lighter Chromium for runs that take no screenshot (the journeys): Chromium's headless shell
 * (Debian's `chromium-headless-shell`, what Playwright itself runs headless), which needs about a
 * third less CPU than the full browser. `CHROMIUM_HEADLESS_SHELL_PATH` wins; without the shell this
 * is {@link chromiumExecutable}. Never for screenshots: its text differs from the full browser's by a
 * few pixels, and the visual baselines are the full browser's.
 */
export function chromiumHeadlessShellExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv) return fromEnv;
  const debian = '/usr/bin/chromium-headless-shell';
  return existsSync(debian) ? debian : chromiumExecutable();
}

/**
 * Launch options for Playwright and Vitest browser mode: offline-safe flags, headless. `headlessShell`
 * picks {@link chromiumHeadlessShellExecutable} (only where nothing is compared pixel by pixel).
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const executablePath = headlessShell ? chromiumHeadlessShellExecutable() : chromiumExecutable();
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
