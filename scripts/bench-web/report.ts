// Pure helpers of the web benchmark: options, goals and the plain-text tables it prints.
import { parseArgs } from 'node:util';

import { PUBLIC_PATHS } from '../../apps/web/src/config/routes.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import budgetFile from './budgets.json' with { type: 'json' };

/** The public routes, from the web app's one route table. */
export const publicRoutes: string[] = [...PUBLIC_PATHS];

/** Each public route's budget: its initial JS at most this many times the bare page's. */
export const jsBudgets: Readonly<Record<string, number>> = budgetFile.routes;

/** Initial JS of a route at most this many times the bare page's. */
export const jsRatioGoal = 1.5;
export const lighthouseGoals = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 } as const;

export interface Options {
  routes: string[];
  lighthouse: boolean;
  json: string | null;
  keep: boolean;
  help: boolean;
  /** The web app's folder (default apps/web): another checkout or worktree can be measured. */
  app: string | null;
  /** Lighthouse runs per route; the median run (by performance score) is reported. */
  runs: number;
  /** Only the JavaScript of every public route against its budget (budgets.json); exit 1 when over. */
  budget: boolean;
}

export const usage = `usage: pnpm bench:web [--routes /,/about] [--no-lighthouse] [--json <file>] [--runs <n>] [--keep] [--app <dir>] [--budget]

Builds apps/web and a bare React + react-router page into a temporary folder, serves both on
loopback, measures each public route's initial JavaScript (gzip) against the bare page, then runs
Lighthouse (mobile) on each route. Exits 0 even when goals are missed.

  --routes <list>   comma-separated routes (default: ${publicRoutes.join(',')})
  --no-lighthouse   only the JavaScript measurement
  --runs <n>        Lighthouse runs per route, the median (by performance) is shown (default 1)
  --json <file>     also write every figure to <file>
  --keep            keep the temporary builds (their folder is printed)
  --app <dir>       the web app to build instead of apps/web (e.g. in another worktree)
  --budget          only each public route's initial JS against its budget (scripts/bench-web/budgets.json):
                    no Lighthouse, no dashboard; exits 1 when a route is over its budget`;

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      routes: { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      json: { type: 'string' },
      keep: { type: 'boolean', default: false },
      app: { type: 'string' },
      runs: { type: 'string', default: '1' },
      budget: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : values.budget
      ? Object.keys(jsBudgets)
      : publicRoutes;
  const bad = routes.filter((route) => !route.startsWith('/'));
  if (bad.length) throw new Error(`routes must start with "/": ${bad.join(', ')}`);
  if (!routes.length) throw new Error('--routes lists no route');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number ≥ 1: ${values.runs}`);
  return {
    routes: [...new Set(routes)],
    lighthouse: !values['no-lighthouse'] && !values.budget,
    json: values.json ?? null,
    keep: values.keep,
    help: values.help,
    app: values.app ?? null,
    runs,
    budget: values.budget,
  };
}

/** The routes over their budget, one line each (empty when every route is within). */
export function overBudget(rows: readonly JsRow[], bare: JsRow, budgets = jsBudgets): string[] {
  return rows.flatMap((row) => {
    const budget = Math.min(budgets[row.route] ?? jsRatioGoal, jsRatioGoal);
    const ratio = jsRatio(row, bare);
    return ratio > budget
      ? [`${row.route}: initial JS ${ratio.toFixed(3)}× the bare page's, over its budget of ${budget}×`]
      : [];
  });
}

export type Align = 'left' | 'right';

/** A plain-text table: a header row, a rule, then the rows; columns padded to their widest cell. */
export function formatTable(headers: string[], rows: string[][], align: Align[] = []): string {
  const width = (text: string) => [...text].length;
  const widths = headers.map((header, column) =>
    Math.max(width(header), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - width(cell));
        return align[column] === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row) => line(row))].join(
    '\n',
  );
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export interface JsRow {
  route: string;
  files: number;
  gzipBytes: number;
  /** The texts (JSON) fetched alongside, shown for the record; not JavaScript, not in the ratio. */
  textGzipBytes?: number;
}

export function jsRatio(row: JsRow, bare: JsRow): number {
  return bare.gzipBytes > 0 ? row.gzipBytes / bare.gzipBytes : Number.NaN;
}

export function jsGoalMet(row: JsRow, bare: JsRow): boolean {
  return jsRatio(row, bare) <= jsRatioGoal;
}

export function formatJsTable(routes: JsRow[], bare: JsRow): string {
  const rows = [
    [`${bare.route} (bare page)`, String(bare.files), kB(bare.gzipBytes), '1.00×', 'baseline', '-'],
    ...routes.map((row) => [
      row.route,
      String(row.files),
      kB(row.gzipBytes),
      `${jsRatio(row, bare).toFixed(2)}×`,
      jsGoalMet(row, bare) ? 'met' : 'MISSED',
      row.textGzipBytes === undefined ? '-' : kB(row.textGzipBytes),
    ]),
  ];
  return formatTable(
    ['route', 'JS files', 'initial JS gzip kB', 'vs bare', `goal ≤ ${jsRatioGoal}×`, 'texts (JSON) gzip kB'],
    rows,
    ['left', 'right', 'right', 'right', 'left', 'right'],
  );
}

/** A route's Lighthouse figures as the table shows them. */
export type LighthouseRow = { route: string } & Pick<
  LighthouseFigures,
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'tbt' | 'cls'
> &
  Partial<Pick<LighthouseFigures, 'runtimeError'>>;

/** The median of several runs of one route by performance score (the lower middle of an even count). */
export function medianRun<T extends { performance: number | null }>(runs: T[]): T {
  if (!runs.length) throw new Error('medianRun of no run');
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type ScoreKey = keyof typeof lighthouseGoals;
const scoreNames: Record<ScoreKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
};

/** The Lighthouse goals a route misses, by name (a missing score misses its goal). */
export function missedLighthouseGoals(row: LighthouseRow): string[] {
  return (Object.keys(lighthouseGoals) as ScoreKey[])
    .filter((key) => (row[key] ?? -1) < lighthouseGoals[key])
    .map((key) => `${scoreNames[key]} ${row[key] ?? '–'} < ${lighthouseGoals[key]}`);
}

export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const mark = (row: LighthouseRow, key: ScoreKey) => {
    const value = row[key];
    if (value == null) return '– ✗';
    return `${value} ${value >= lighthouseGoals[key] ? '✓' : '✗'}`;
  };
  const ms = (value: number | null) => (value == null ? '–' : `${Math.round(value)} ms`);
  return formatTable(
    ['route', 'perf ≥95', 'a11y 100', 'best pr. 100', 'SEO 100', 'LCP', 'TBT', 'CLS', 'goals'],
    rows.map((row) => [
      row.route,
      mark(row, 'performance'),
      mark(row, 'accessibility'),
      mark(row, 'bestPractices'),
      mark(row, 'seo'),
      ms(row.lcp),
      ms(row.tbt),
      row.cls == null ? '–' : row.cls.toFixed(3),
      row.runtimeError ? 'ERROR' : missedLighthouseGoals(row).length ? 'MISSED' : 'met',
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}
