/**
 * pnpm analyze [file.jsonl] [--out results.jsonl] [--compare-off] [--coverage]
 *
 * Reads Open Food Facts products (JSON Lines; without a file, the committed Swiss sample, and it
 * says so), writes one result line per product (JSON) to
 * stdout or --out, and a summary to stderr. --compare-off adds the agreement with Open Food
 * Facts' allergens_tags/traces_tags for gluten and milk and lists every disagreement;
 * --coverage adds the share of recognised ingredients by language.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { INTOLERANCE_CODES } from '@diet/domain';

import {
  analyzeProduct,
  compareWithOff,
  coverageReport,
  OFF_REFERENCES,
  toLang,
  type Analysis,
  type CoverageInput,
  type OffProduct,
} from '../src/index';
import { fromUserCwd, HOW_TO_GET_DATA, readJsonl, SAMPLES, samplesNotice } from './jsonl';

const USAGE = 'usage: pnpm analyze [file.jsonl] [--out results.jsonl] [--compare-off] [--coverage]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        'compare-off': { type: 'boolean', default: false },
        coverage: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length > 1) fail('expected one input file');
const input = positionals[0] === undefined ? SAMPLES.swiss : fromUserCwd(positionals[0]);
if (positionals[0] === undefined) process.stderr.write(`${samplesNotice([input])}\n`);
if (!existsSync(input)) fail(`no such file: ${input}\n${HOW_TO_GET_DATA}`);

const out = values.out === undefined ? process.stdout : createWriteStream(fromUserCwd(values.out));
const err = (line = '') => process.stderr.write(`${line}\n`);
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

const keep = values['compare-off'];
const products: OffProduct[] = [];
const analyses: Analysis[] = [];
const coverageTexts: CoverageInput[] = [];
const tally = Object.fromEntries(INTOLERANCE_CODES.map((c) => [c, { green: 0, yellow: 0, red: 0 }]));
let read = 0;
let errors = 0;
let analysisMs = 0;

const started = performance.now();
for await (const row of readJsonl(input)) {
  if (row.product === undefined) {
    errors++;
    err(`line ${row.line}: skipped (${row.error})`);
    continue;
  }
  read++;
  const product = row.product;
  const t0 = performance.now();
  const analysis = analyzeProduct(product);
  analysisMs += performance.now() - t0;
  for (const code of INTOLERANCE_CODES) tally[code]![analysis.verdicts[code].verdict]++;
  const line = JSON.stringify({
    code: product.code ?? null,
    colors: analysis.colors,
    verdicts: analysis.verdicts,
  });
  if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  if (keep) {
    products.push(product);
    analyses.push(analysis);
  }
  if (values.coverage) {
    for (const [key, value] of Object.entries(product)) {
      const m = /^ingredients_text(?:_([a-z]{2,3}))?$/.exec(key);
      if (m === null || typeof value !== 'string') continue;
      // ingredients_text duplicates ingredients_text_<lang> on most products: count it once
      if (m[1] === undefined && Object.values(product).filter((v) => v === value).length > 1) continue;
      coverageTexts.push({ text: value, lang: toLang(m[1] ?? product.lang) });
    }
  }
}
if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
const totalMs = performance.now() - started;

err(`analysed ${read} products from ${input}${errors > 0 ? ` (${errors} lines skipped)` : ''}`);
err(
  `  ${totalMs.toFixed(0)} ms in total, ${analysisMs.toFixed(0)} ms analysing (${Math.round(read / (analysisMs / 1000))} products/s)`,
);
for (const code of INTOLERANCE_CODES) {
  const t = tally[code]!;
  err(`  code ${code}: ${t.red} red, ${t.yellow} yellow, ${t.green} green`);
}

if (keep) {
  err();
  err('Agreement with Open Food Facts (products with an ingredient list):');
  err('  OFF flags the allergen (tag in allergens_tags or traces_tags) <=> our verdict is not green');
  const agreements = compareWithOff(products, analyses);
  for (const a of agreements) {
    const ref = OFF_REFERENCES.find((r) => r.name === a.name)!;
    err(`  ${a.name} (code ${ref.code} vs ${ref.tag}): ${a.agree}/${a.products} = ${pct(a.rate)}`);
  }
  for (const a of agreements) {
    err();
    err(`Disagreements for ${a.name} (${a.disagreements.length}):`);
    for (const d of a.disagreements) {
      const side = d.offFlags
        ? `OFF flags ${a.tag}, we say ${d.ours}`
        : `OFF does not flag, we say ${d.ours}`;
      err(`  ${d.code}  ${d.name}  [${side}]`);
      err(`      ${d.evidence}`);
    }
  }
}

if (values.coverage) {
  err();
  err('Coverage: items (list entries) with at least one recognised ingredient, by text language');
  const report = coverageReport(coverageTexts);
  for (const c of report) {
    if (c.texts === 0 && c.termMatches === 0) continue;
    err(
      `  ${c.lang.padEnd(7)} ${String(c.texts).padStart(5)} texts  ${String(c.recognized).padStart(6)}/${String(c.items).padEnd(6)} items = ${pct(c.rate).padStart(8)}   ${c.termMatches} term matches from the ${c.lang} word list (${c.distinctTerms} distinct terms)`,
    );
  }
  for (const c of report) {
    if (c.topUnrecognized.length === 0) continue;
    err(
      `  most frequent unrecognised items (${c.lang}): ${c.topUnrecognized.map((u) => `${u.text} ×${u.count}`).join('; ')}`,
    );
  }
}
