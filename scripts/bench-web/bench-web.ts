// `pnpm bench:web`: builds apps/web and a bare React + react-router page into a temporary folder,
// serves both on loopback, measures every public route's initial JavaScript (gzip) against the bare
// page and runs Lighthouse (mobile) per route. A measurement, not a test: exits 0 when goals are
// missed (1 only when it cannot measure). Options: `usage` in report.ts.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright';

import { chromiumExecutable, chromiumLaunchOptions } from '../../e2e/support/chromium.ts';
import { buildBare, buildWeb, webRoot } from './build.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import { measureJs, type JsMeasurement } from './measure.ts';
import {
  formatJsTable,
  formatLighthouseTable,
  formatTable,
  jsGoalMet,
  jsRatio,
  jsRatioGoal,
  kB,
  lighthouseGoals,
  medianRun,
  missedLighthouseGoals,
  overBudget,
  parseOptions,
  usage,
  type JsRow,
  type Options,
} from './report.ts';
import { serveStatic, type StaticServer } from './server.ts';

type RouteLighthouse = LighthouseFigures & { route: string };

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

// Node's performance.now() counts from the process's start, imports included.
let busiest = 0;
const step = (message: string) => {
  busiest = Math.max(busiest, os.loadavg()[0] ?? 0);
  console.log(`[${(performance.now() / 1000).toFixed(1)} s] ${message}`);
};
const firstLine = (text: string) => text.split('\n')[0]!.slice(0, 200);

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
const servers: StaticServer[] = [];
async function cleanUp() {
  await Promise.all(servers.map((server) => server.close()));
  if (options.keep) console.log(`builds kept in ${tmp}`);
  else await rm(tmp, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Loads the bare page and every route in one Chromium, a fresh context each. */
async function measureAll(web: StaticServer, bare: StaticServer) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    step('loading the bare page');
    const bareJs = await measureJs(browser, `${bare.url}/`);
    const routes: { route: string; js: JsMeasurement }[] = [];
    for (const route of options.routes) {
      step(`loading ${route}`);
      routes.push({ route, js: await measureJs(browser, web.url + route) });
    }
    return { bareJs, routes };
  } finally {
    await browser.close();
  }
}

/** The files behind the initial JS, heaviest first, with the routes that load each. */
function heaviestFiles(routes: { route: string; js: JsMeasurement }[], count = 12): string {
  const files = new Map<string, { gzipBytes: number; bytes: number; routes: string[] }>();
  for (const { route, js } of routes) {
    for (const file of js.files) {
      const name = new URL(file.url).pathname;
      const entry = files.get(name) ?? { gzipBytes: file.gzipBytes, bytes: file.bytes, routes: [] };
      entry.routes.push(route);
      files.set(name, entry);
    }
  }
  const rows = [...files.entries()]
    .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
    .slice(0, count)
    .map(([name, entry]) => [
      name,
      kB(entry.bytes),
      kB(entry.gzipBytes),
      entry.routes.length === routes.length ? 'every route' : entry.routes.join(' '),
    ]);
  return formatTable(['file', 'raw kB', 'gzip kB', 'loaded by'], rows, ['left', 'right', 'right', 'left']);
}

/** Lighthouse per route, one Chromium at a time; the median of `runs` runs. */
async function lighthouseAll(web: StaticServer): Promise<RouteLighthouse[]> {
  step('loading Lighthouse');
  const { runLighthouse } = await import('./lighthouse.ts'); // slow to import: only when asked for
  const chromePath = process.env.CHROME_PATH ?? chromiumExecutable() ?? chromium.executablePath();
  const results: RouteLighthouse[] = [];
  for (const route of options.routes) {
    const runs: RouteLighthouse[] = [];
    for (let run = 1; run <= options.runs; run++) {
      step(`Lighthouse (mobile) ${route}${options.runs > 1 ? ` run ${run}/${options.runs}` : ''}`);
      try {
        runs.push({ route, ...(await runLighthouse(web.url + route, chromePath)) });
      } catch (error) {
        runs.push({
          route,
          url: web.url + route,
          performance: null,
          accessibility: null,
          bestPractices: null,
          seo: null,
          lcp: null,
          tbt: null,
          cls: null,
          runtimeError: firstLine((error as Error).message),
          benchmarkIndex: null,
          failedAudits: [],
        });
      }
    }
    results.push(medianRun(runs));
  }
  return results;
}

try {
  const appRoot = options.app ? path.resolve(options.app) : webRoot;
  const webDir = path.join(tmp, 'web');
  const bareDir = path.join(tmp, 'bare');
  step(`building ${path.relative(process.cwd(), appRoot) || '.'} (production) into ${webDir}`);
  await buildWeb(appRoot, webDir);
  step(`building the bare page into ${bareDir}`);
  await buildBare(appRoot, bareDir);

  const web = await serveStatic(webDir);
  const bare = await serveStatic(bareDir);
  servers.push(web, bare);
  step(`serving the web app on ${web.url}, the bare page on ${bare.url} (gzip)`);

  const { bareJs, routes } = await measureAll(web, bare);
  const bareRow: JsRow = { route: '/', files: bareJs.files.length, gzipBytes: bareJs.gzipBytes };
  const jsRows: JsRow[] = routes.map(({ route, js }) => ({
    route,
    files: js.files.length,
    gzipBytes: js.gzipBytes,
    textGzipBytes: js.textGzipBytes,
  }));
  console.log('\nInitial JavaScript: every JS response until the network is idle, each body gzip -9\n');
  console.log(formatJsTable(jsRows, bareRow));
  for (const { route, js } of [{ route: 'bare page', js: bareJs }, ...routes]) {
    if (js.errors.length) console.log(`⚠ ${route}: ${js.errors.map(firstLine).slice(0, 2).join(' | ')}`);
  }
  console.log('\nHeaviest JS files of the measured routes\n');
  console.log(heaviestFiles(routes));

  let lighthouse: RouteLighthouse[] = [];
  if (options.lighthouse) {
    console.log('');
    lighthouse = await lighthouseAll(web);
    const runs = options.runs > 1 ? `, median of ${options.runs} runs` : '';
    console.log(`\nLighthouse 13, mobile, simulated throttling${runs}\n`);
    console.log(formatLighthouseTable(lighthouse));
    const indexes = lighthouse.flatMap((row) => (row.benchmarkIndex == null ? [] : [row.benchmarkIndex]));
    if (indexes.length) {
      console.log(`Lighthouse CPU benchmark index: ${Math.min(...indexes)}–${Math.max(...indexes)}`);
    }
  }
  if (options.budget) {
    const over = overBudget(jsRows, bareRow);
    console.log(
      over.length
        ? `\nOver budget (scripts/bench-web/budgets.json):\n  ${over.join('\n  ')}`
        : `\nEvery public route within its budget (scripts/bench-web/budgets.json).`,
    );
    if (over.length) process.exitCode = 1;
  }
  if (!options.app && !options.budget) {
    // The signed-in dashboard with 10,000 products (keystroke to paint, its JavaScript), on this build.
    console.log('');
    step('the dashboard (scripts/bench-web/dashboard.ts)');
    const dashboard = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench-web/dashboard.ts', webDir],
      {
        stdio: 'inherit',
        cwd: path.resolve(import.meta.dirname, '../..'),
      },
    );
    if (dashboard.status !== 0) {
      console.log('⚠ the dashboard could not be measured');
      process.exitCode = 1;
    }
  }
  step('measured');
  const cores = os.availableParallelism();
  if (busiest > 2 * cores) {
    console.log(
      `\n⚠ The machine was busy (1-minute load average up to ${busiest.toFixed(1)} on ${cores} cores): ` +
        'Lighthouse performance, LCP and TBT are unreliable in this run; JS sizes are not affected.',
    );
  }

  const missed: string[] = [];
  for (const row of jsRows) {
    if (!jsGoalMet(row, bareRow)) {
      const ratio = jsRatio(row, bareRow).toFixed(2);
      missed.push(`${row.route}: initial JS ${ratio}× the bare page's (goal ≤ ${jsRatioGoal}×)`);
    }
  }
  for (const row of lighthouse) {
    if (row.runtimeError) {
      missed.push(`${row.route}: Lighthouse failed: ${row.runtimeError}`);
      continue;
    }
    for (const goal of missedLighthouseGoals(row)) missed.push(`${row.route}: ${goal}`);
    for (const audit of row.failedAudits) {
      missed.push(`${row.route}:   ${audit.category} audit "${audit.id}": ${audit.title}`);
    }
  }
  console.log(missed.length ? `\nGoals missed:\n  ${missed.join('\n  ')}` : '\nEvery goal met.');

  if (options.json) {
    const file = path.resolve(options.json);
    await mkdir(path.dirname(file), { recursive: true });
    const figures = {
      date: new Date().toISOString(),
      goals: { jsRatio: jsRatioGoal, lighthouse: lighthouseGoals },
      bare: bareJs,
      routes: routes.map(({ route, js }, index) => ({
        route,
        ratio: jsRatio(jsRows[index]!, bareRow),
        ...js,
      })),
      lighthouse,
      missed,
      machine: { cores, maxLoadAverage: busiest },
    };
    await writeFile(file, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nfigures written to ${file}`);
  }
} catch (error) {
  console.error(`\nbench:web could not measure: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
