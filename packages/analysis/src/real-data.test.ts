import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { INTOLERANCE_CODES } from '@diet/domain';

import { analyzeProduct } from './analyze';
import { coverageReport, type CoverageInput } from './coverage';
import { compareWithOff, hasIngredientList } from './off';
import { toLang, type OffProduct } from './types';

// The shared data sits next to the repository: <repo>/../shared/data (never copied into it).
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.resolve(REPO_ROOT, '../shared/data');
const PACKAGE = path.resolve(import.meta.dirname, '..');

function readJsonl(file: string): OffProduct[] {
  return readFileSync(path.join(DATA, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OffProduct);
}

const hasData = existsSync(path.join(DATA, 'off_sample_dev.jsonl'));

describe.runIf(hasData)('Open Food Facts sample (../shared/data/off_sample_dev.jsonl)', () => {
  const products = hasData ? readJsonl('off_sample_dev.jsonl') : [];
  const analyses = products.map((p) => analyzeProduct(p));
  const [gluten, milk] = compareWithOff(products, analyses);

  it('given the lists read in full, should agree with OFF on gluten for at least 97 %', () => {
    expect(gluten!.products).toBeGreaterThan(500);
    expect(gluten!.readProducts).toBeGreaterThan(400);
    expect(gluten!.readRate).toBeGreaterThanOrEqual(0.97);
  });

  it('given the lists read in full, should agree with OFF on milk for at least 95 %', () => {
    expect(milk!.readRate).toBeGreaterThanOrEqual(0.95);
  });

  it('given a list the engine could not read in full, should never be green', () => {
    products.forEach((p, i) => {
      const reasons = analyses[i]!.verdicts[2].reasons;
      if (!reasons.some((r) => r.rule.startsWith('data.'))) return;
      for (const code of INTOLERANCE_CODES) expect(analyses[i]!.verdicts[code].verdict).not.toBe('green');
    });
  });

  it('given every remaining disagreement, should find it reviewed in DISAGREEMENTS.md', () => {
    const review = readFileSync(path.join(PACKAGE, 'DISAGREEMENTS.md'), 'utf8');
    const missing = [...gluten!.disagreements, ...milk!.disagreements]
      .filter((d) => !review.includes(`\`${d.code}\``))
      .map((d) => `${d.code} ${d.name}`);
    expect(missing).toEqual([]);
  });

  it('given a product without an ingredient list, should never be green', () => {
    products.forEach((p, i) => {
      if (hasIngredientList(p)) return;
      for (const code of INTOLERANCE_CODES) expect(analyses[i]!.verdicts[code].verdict).not.toBe('green');
    });
  });
});

describe.runIf(hasData)('Swiss products (../shared/data/off_swiss_2018_lifyzer_2500.jsonl)', () => {
  const products = hasData ? readJsonl('off_swiss_2018_lifyzer_2500.jsonl') : [];

  it('given all 2,500 products, should analyse each without a crash', () => {
    expect(products).toHaveLength(2500);
    for (const p of products) {
      const a = analyzeProduct(p);
      expect(a.colors.red.length + a.colors.yellow.length).toBeLessThanOrEqual(4);
    }
  });

  it('given their French, German and Italian lists, should recognise most ingredients in each', () => {
    const texts: CoverageInput[] = products.map((p) => ({
      text: String(p.ingredients_text ?? ''),
      lang: toLang(p.lang),
    }));
    const byLang = Object.fromEntries(coverageReport(texts).map((c) => [c.lang, c]));
    expect(byLang['fr']!.rate).toBeGreaterThanOrEqual(0.9);
    expect(byLang['de']!.rate).toBeGreaterThanOrEqual(0.7);
    expect(byLang['it']!.rate).toBeGreaterThanOrEqual(0.5);
    // multilingual packs: every word list is used on this Swiss set
    for (const lang of ['fr', 'de', 'it', 'en']) expect(byLang[lang]!.termMatches).toBeGreaterThan(500);
  });
});
