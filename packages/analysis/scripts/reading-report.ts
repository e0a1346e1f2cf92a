/**
 * How many products are yellow only because of how much of their label we could read.
 *
 *   pnpm --filter @diet/analysis reading-report [file.jsonl]
 *
 * Prints, per code and overall, the share of products whose verdict is yellow only for reading
 * reasons (an unknown item, a list cut off, nothing recognised: the reasons `from: 'reading'` of
 * an ingredient list), then the 50 most frequent unknown items, and last
 * `reading-only yellow: N of M (P %)`. Without a file it reads the committed Swiss sample and says
 * how to get the full Open Food Facts data.
 */
import { INTOLERANCE_CODES, type IntoleranceCode } from '@diet/domain';

import { analyzeProduct } from '../src/analyze';
import type { Reason } from '../src/types';
import { fromUserCwd, readJsonl, requireFile, SAMPLES, samplesNotice } from './jsonl';

/** Reading reasons about a list that exists (a missing list is counted apart). */
const LIST_READING = new Set(['data.not-understood', 'data.cut-off', 'data.nothing-recognised']);

function isListReading(r: Reason): boolean {
  return LIST_READING.has(r.rule);
}

async function main() {
  const arg = process.argv[2];
  const file = arg === undefined ? SAMPLES.swiss : fromUserCwd(arg);
  if (arg === undefined) console.error(samplesNotice([file]));
  requireFile(file);
  let total = 0;
  let any = 0;
  let all = 0;
  const perCode = new Map<IntoleranceCode, number>(INTOLERANCE_CODES.map((c) => [c, 0]));
  const unknown = new Map<string, number>();
  const rules = new Map<string, number>();
  for await (const row of readJsonl(file)) {
    if (row.product === undefined) continue;
    total++;
    const analysis = analyzeProduct(row.product);
    let codes = 0;
    for (const code of INTOLERANCE_CODES) {
      const v = analysis.verdicts[code];
      if (v.verdict !== 'yellow') continue;
      const yellow = v.reasons.filter((r) => r.verdict === 'yellow');
      if (yellow.length > 0 && yellow.every(isListReading)) {
        perCode.set(code, perCode.get(code)! + 1);
        codes++;
      }
    }
    if (codes > 0) any++;
    if (codes === INTOLERANCE_CODES.length) all++;
    const seen = new Set<string>();
    for (const r of analysis.verdicts[1].reasons) {
      if (!isListReading(r)) continue;
      rules.set(r.rule, (rules.get(r.rule) ?? 0) + 1);
      if (r.rule !== 'data.not-understood') continue;
      const item = r.text.toLowerCase().replace(/\s+/g, ' ').trim();
      if (seen.has(item)) continue;
      seen.add(item);
      unknown.set(item, (unknown.get(item) ?? 0) + 1);
    }
  }
  const pct = (n: number) => (total === 0 ? '0.0' : ((100 * n) / total).toFixed(1));
  console.log(`${total} products in ${file}`);
  console.log('yellow only for reading reasons, per code:');
  for (const code of INTOLERANCE_CODES)
    console.log(`  code ${code}: ${perCode.get(code)} (${pct(perCode.get(code)!)} %)`);
  console.log(`  on every code: ${all} (${pct(all)} %)`);
  console.log('reading reasons (code 1):');
  for (const [rule, n] of [...rules].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${n}`);
  console.log('top 50 unknown items (products):');
  for (const [item, n] of [...unknown].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 50))
    console.log(`  ${String(n).padStart(5)}  ${item}`);
  console.log(`reading-only yellow: ${any} of ${total} (${pct(any)} %)`);
}

await main();
