/**
 * pnpm bench:analysis [--rounds N] [file.jsonl ...]
 *
 * Loads real products: the Open Food Facts JSON Lines files given (the full Open Food Facts sample
 * and Swiss set make the 3,166-product benchmark), or, without any, the samples committed in
 * fixtures/open-food-facts (599 products; it says so), warms up, then analyses them in a loop on one core and prints products per second
 * (per CPU second, which other processes on a shared machine do not distort, and by the wall
 * clock), the time per product and the peak memory (resident set size and heap).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { analyzeProduct, type OffProduct } from '../src/index';
import { matcherStats } from '../src/matcher';
import { fromUserCwd, readJsonlSync, requireFile, SAMPLES, samplesNotice } from '../scripts/jsonl';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '10' } },
});
const rounds = Math.max(1, Number(values.rounds) || 10);

const files = positionals.length > 0 ? positionals.map(fromUserCwd) : [SAMPLES.off, SAMPLES.swiss];
if (positionals.length === 0) console.log(samplesNotice(files));
for (const file of files) requireFile(file);
const products: OffProduct[] = files.flatMap((f) => readJsonlSync(f));
const chars = products.reduce(
  (sum, p) =>
    sum +
    Object.entries(p)
      .filter(([k, v]) => k.startsWith('ingredients_text') && typeof v === 'string')
      .reduce((s, [, v]) => s + (v as string).length, 0),
  0,
);

const loadMs = performance.now();
let sink = 0;
// warm-up: let the JIT settle (not measured)
for (let r = 0; r < 2; r++) for (const p of products) sink += analyzeProduct(p).colors.red.length;
const warmMs = performance.now() - loadMs;

let peakHeap = process.memoryUsage().heapUsed;
const wall: number[] = [];
const cpu: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const p of products) sink += analyzeProduct(p).colors.red.length;
  const used = process.cpuUsage(c0);
  wall.push(performance.now() - t0);
  cpu.push((used.user + used.system) / 1000);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const perSecond = (ms: number) => Math.round(products.length / (ms / 1000));
const total = wall.reduce((a, b) => a + b, 0);
const maxRssMb = process.resourceUsage().maxRSS / 1024; // maxRSS is in kilobytes
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const stats = matcherStats();

console.log(`@diet/analysis benchmark (Node ${process.version}, one core)`);
console.log(
  `  data: ${products.length} real products (${files.map((f) => path.basename(f)).join(', ')}), ${(chars / products.length).toFixed(0)} characters of ingredient text per product`,
);
console.log(
  `  matcher: ${stats.entries} word-list terms, ${stats.nodes} trie nodes (${stats.infixNodes} in the compound trie)`,
);
console.log(`  warm-up: 2 rounds in ${warmMs.toFixed(0)} ms`);
console.log(
  `  measured: ${rounds} rounds × ${products.length} = ${rounds * products.length} analyses in ${total.toFixed(0)} ms`,
);
console.log(
  `  throughput: ${perSecond(median(cpu))} products per CPU second (median round; CPU time is not distorted by other load)`,
);
console.log(
  `  wall clock: ${perSecond(median(wall))} products/s (median round), ${perSecond(Math.min(...wall))} products/s (best round)`,
);
console.log(
  `  time per product: ${((median(cpu) * 1000) / products.length).toFixed(1)} µs of CPU (median round)`,
);
console.log(`  peak memory: maxRSS ${maxRssMb.toFixed(1)} MB, heap used ${mb(peakHeap)} MB`);
console.log(`  machine: load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
if (sink < 0) console.log(sink); // keep the results observable so no work is optimised away
