// `pnpm test:consumer`: @diet/ui as another team adopts it. examples/vite-consumer, outside the
// workspace, installs the packed tarball with npm (from the registry for everything else), type-checks
// strictly (skipLibCheck off), builds with Vite, prints each component's bundle size, then renders its
// ten components in Chromium at 1280 and 375 px and compares each, pixel by pixel, with the kit's own
// baseline of the same story (e2e/visual/__screenshots__). The same page under a host stylesheet that
// fights the kit (Vite's default index.css, `.grid`, `h1`, `--border`) must show every component
// unchanged. Options: `--tarball <file>` uses a tarball already packed (the static layer's); otherwise
// the kit is packed here (its prepack builds it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium, devices, type Browser, type Page } from 'playwright';

import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

const repo = path.resolve(import.meta.dirname, '..');
const app = path.join(repo, 'examples/vite-consumer');
const baselines = path.join(repo, 'e2e/visual/__screenshots__');
/** Screenshots of what failed, to look at (ignored by git). */
const results = path.join(app, 'results');
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`› ${text} (${seconds()})`);
const run = (cmd: string, args: string[], cwd = app) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });

/** The ten components the page shows, with the story of the kit's Storybook each one reproduces. */
const source = readFileSync(path.join(app, 'src/main.tsx'), 'utf8');
const components = [...source.matchAll(/^\s+'?([\w-]+)'?: \{\s*story: '([\w-]+)'/gm)].map(
  ([, name, story]) => ({
    name: name!,
    story: story!,
  }),
);
if (components.length !== 10)
  throw new Error(`expected ten components in src/main.tsx, found ${components.length}`);

// 1. The tarball, packed as for a release.
const args = process.argv.slice(2);
let tarball = args.includes('--tarball') ? path.resolve(args[args.indexOf('--tarball') + 1]!) : '';
if (!tarball || !existsSync(tarball)) {
  step('packing @diet/ui');
  const packDir = path.join(app, '.pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  run('pnpm', ['--filter', '@diet/ui', 'pack', '--pack-destination', packDir], repo);
  tarball = path.join(
    packDir,
    readdirSync(packDir).find((file) => file.endsWith('.tgz'))!,
  );
}
console.log(`tarball ${path.relative(repo, tarball)}: ${(statSync(tarball).size / 1024).toFixed(1)} kB`);

// 2. A clean install with npm, its cache inside the example (nothing kept outside the repository).
step('npm install');
rmSync(path.join(app, 'node_modules'), { recursive: true, force: true });
run('npm', [
  'install',
  '--no-audit',
  '--no-fund',
  '--no-package-lock',
  '--no-save',
  '--loglevel=error',
  '--cache',
  path.join(app, '.npm-cache'),
  tarball,
]);

// 3. Strict types against the package's own declarations, then a production build.
step('tsc --noEmit (strict, skipLibCheck: false)');
run(path.join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', app]);
step('vite build');
run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);

// 4. Bundle size per component: its own chunk, and with the chunks it shares with others.
type Chunk = { file: string; imports?: string[]; isDynamicEntry?: boolean };
const dist = path.join(app, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(2).padStart(6)} kB`;
console.log('\ncomponent              own chunk (gzip)  with shared chunks (gzip)');
for (const { name } of components) {
  const chunk = manifest[`src/components/${name}.tsx`];
  if (!chunk) throw new Error(`no chunk for ${name}`);
  const shared = new Set<string>();
  const walk = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (imported === 'index.html' || shared.has(imported)) continue;
      shared.add(imported);
      walk(imported);
    }
  };
  walk(`src/components/${name}.tsx`);
  const own = gz(chunk.file);
  const total = own + [...shared].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
  console.log(`${name.padEnd(22)} ${kB(own)}          ${kB(total)}`);
}
const entry = manifest['index.html']!;
console.log(`${'(entry: React, styles)'.padEnd(22)} ${kB(gz(entry.file))}`);
const css = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.css'));
console.log(`${'(CSS)'.padEnd(22)} ${kB(css.reduce((sum, file) => sum + gz(`assets/${file}`), 0))}\n`);

// 5. The built page in Chromium, against the kit's baselines.
const server = await serve(dist);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const viewports = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  mobile: {
    ...devices['Desktop Chrome'],
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
  },
};
const failures: string[] = [];
try {
  for (const [width, options] of Object.entries(viewports)) {
    step(`screenshots at ${options.viewport.width} px`);
    const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(`${width}: page error ${error.message}`));
    const rows: string[] = [];
    for (const { name, story } of components) {
      const shot = await open(page, `${base}/?c=${name}`, () =>
        page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }),
      );
      const baseline = path.join(baselines, `${story}--${width}.png`);
      if (!existsSync(baseline)) {
        failures.push(`${name} (${width}): no baseline ${path.relative(repo, baseline)}`);
        continue;
      }
      const diff = await differingPixels(browser, shot, readFileSync(baseline));
      rows.push(`${name} ${diff}`);
      if (diff !== 0)
        failures.push(`${name} (${width}): ${diff} pixels differ from ${path.basename(baseline)}`);
    }
    // The kit in French through DietUiProvider, without any i18n of the app's.
    const french = await open(page, `${base}/?c=login-form&locale=fr`, () =>
      page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }),
    );
    const frDiff = await differingPixels(
      browser,
      french,
      readFileSync(path.join(baselines, `quiz-auth-loginform--default--fr--${width}.png`)),
    );
    rows.push(`login-form in French ${frDiff}`);
    if (frDiff !== 0) failures.push(`login-form in French (${width}): ${frDiff} pixels differ`);
    console.log(`  against the kit's baselines (differing pixels): ${rows.join(', ')}`);

    // The same ten on one page, plain and under conflicting host CSS: each must look the same.
    const plain = await elementShots(page, `${base}/?c=all`);
    const fought = await elementShots(page, `${base}/?c=all&host=conflicting`);
    const hostRows: string[] = [];
    for (const { name } of components) {
      const diff = await differingPixels(browser, fought.get(name)!, plain.get(name)!);
      hostRows.push(`${name} ${diff}`);
      if (diff !== 0) {
        failures.push(`${name} (${width}): ${diff} pixels differ under the conflicting host CSS`);
        mkdirSync(results, { recursive: true });
        writeFileSync(path.join(results, `${name}-${width}-plain.png`), plain.get(name)!);
        writeFileSync(path.join(results, `${name}-${width}-host.png`), fought.get(name)!);
      }
    }
    console.log(`  under conflicting host CSS (differing pixels): ${hostRows.join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  console.error(failures.map((failure) => `✗ ${failure}`).join('\n'));
  console.error(`consumer fixture failed after ${seconds()} (screenshots in examples/vite-consumer/results)`);
  process.exit(1);
}
console.log(`✔ consumer fixture passed in ${seconds()}`);

/** Loads `url`, waits for the components, fonts and two frames, then runs `take`. */
async function open<T>(page: Page, url: string, take: () => Promise<T>): Promise<T> {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return take();
}

/** A screenshot of each component's own element on the page at `url`. */
async function elementShots(page: Page, url: string): Promise<Map<string, Buffer>> {
  return open(page, url, async () => {
    const shots = new Map<string, Buffer>();
    // The component's box in page pixels, from a full-page screenshot (no scrolling in between).
    for (const { name } of components) {
      const box = await page
        .locator(`[data-component="${name}"] > *`)
        .first()
        .evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
        });
      const clip = {
        x: Math.floor(box.x),
        y: Math.floor(box.y),
        width: Math.ceil(box.x + box.width) - Math.floor(box.x),
        height: Math.ceil(box.y + box.height) - Math.floor(box.y),
      };
      shots.set(
        name,
        await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide', scale: 'css' }),
      );
    }
    return shots;
  });
}

/** How many pixels two PNGs differ by (every pixel when their sizes differ), decoded by Chromium. */
async function differingPixels(browser: Browser, a: Buffer, b: Buffer): Promise<number> {
  if (a.equals(b)) return 0;
  const page = await browser.newPage();
  try {
    // Plain source, not a function: tsx's transform would add helpers the page does not have.
    return await page.evaluate<number>(`(async () => {
      async function decode(base64) {
        const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
        const context = new OffscreenCanvas(image.width, image.height).getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      }
      const x = await decode('${a.toString('base64')}');
      const y = await decode('${b.toString('base64')}');
      if (x.width !== y.width || x.height !== y.height) return Math.max(x.width * x.height, y.width * y.height);
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2] || x.data[i + 3] !== y.data[i + 3]) count++;
      }
      return count;
    })()`);
  } finally {
    await page.close();
  }
}

/** Serves the build on a free loopback port. */
function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
