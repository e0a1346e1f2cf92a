/**
 * pnpm --filter @diet/analysis disagreements [file.jsonl]   (default: the committed OFF sample)
 *
 * Prints, as Markdown table rows for DISAGREEMENTS.md, every disagreement with Open Food Facts
 * that comes only from the reading measure (a list cut off, not understood, or naming nothing the
 * word lists know), with the exact words that caused it. The other disagreements are reviewed by
 * hand in DISAGREEMENTS.md.
 */
import { analyzeProduct, compareWithOff } from '../src/index';
import { fromUserCwd, readJsonlSync, requireFile, SAMPLES, samplesNotice } from './jsonl';

const file = process.argv[2] === undefined ? SAMPLES.off : fromUserCwd(process.argv[2]);
if (process.argv[2] === undefined) console.error(samplesNotice([file]));
requireFile(file);
const products = readJsonlSync(file);
const analyses = products.map((p) => analyzeProduct(p));
const WHY: Record<string, string> = {
  'data.cut-off': 'the stored list is cut off',
  'data.not-understood': 'an ingredient item is unknown',
  'data.nothing-recognised': 'no ingredient is recognised',
};
for (const a of compareWithOff(products, analyses)) {
  const rows = a.disagreements.filter((d) => d.reading !== null);
  console.log(`\n### ${a.name}: ${rows.length} from the reading measure\n`);
  console.log('| product | what the engine could not read | class |');
  console.log('| --- | --- | --- |');
  for (const d of rows) {
    const i = products.findIndex((p) => String(p.code ?? '') === d.code);
    const reasons = analyses[i]!.verdicts[a.code].reasons.filter((r) => r.rule === d.reading);
    const shown = reasons
      .slice(0, 4)
      .map((r) => `"${r.text.replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 40)}" @${r.start}`)
      .join(', ');
    const length = String(products[i]![reasons[0]?.field ?? 'ingredients_text'] ?? '').length;
    const name = d.name.replace(/\|/g, '/').slice(0, 50);
    const cls =
      d.reading === 'data.cut-off'
        ? 'ambiguous: what follows the cut is unknown to both; the engine stays yellow by policy'
        : 'OFF right on what is printed; explained: the word lists lack these words, so the engine stays yellow by policy';
    console.log(
      `| \`${d.code}\` ${name} | ${WHY[d.reading!]}${d.reading === 'data.cut-off' ? ` (${length} characters)` : ''}: ${shown} | ${cls} |`,
    );
  }
}
