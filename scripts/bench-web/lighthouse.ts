// Lighthouse 13 in its default (mobile, simulated throttling) mode, one Chromium per route.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import lighthouse from 'lighthouse';

import { repoRoot } from './build.ts';

export interface LighthouseFigures {
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** milliseconds */
  lcp: number | null;
  /** milliseconds */
  tbt: number | null;
  cls: number | null;
  /** Lighthouse's own error (e.g. NO_FCP) and the failed audits of the three 100-goal categories. */
  runtimeError: string | null;
  /** Lighthouse's measure of the machine's CPU speed during the run (its docs: < 1000 is slow). */
  benchmarkIndex: number | null;
  failedAudits: { category: string; id: string; title: string }[];
}

/** The flags TOOLCHAIN.md gives for Debian's Chromium, headless and offline. */
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}
interface ChromeLauncher {
  launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
    logLevel?: string;
  }): Promise<LaunchedChrome>;
}

/** chrome-launcher is Lighthouse's own dependency (not hoisted): load the copy Lighthouse uses. */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseDir = realpathSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'));
  const entry = createRequire(lighthouseDir).resolve('chrome-launcher');
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

export async function runLighthouse(url: string, chromePath: string | undefined): Promise<LighthouseFigures> {
  const launcher = await loadChromeLauncher();
  const chrome = await launcher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ({ category, id: ref.id, title: lhr.audits[ref.id]?.title ?? ref.id })),
    );
    return {
      url,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      failedAudits,
    };
  } finally {
    await chrome.kill();
  }
}
