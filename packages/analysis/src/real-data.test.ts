import { readFileSync } from 'node:fs';
import path from 'node:path';

import { INTOLERANCE_CODES } from '@diet/domain';

import { analyzeProduct } from './analyze';
import { coverageReport, type CoverageInput } from './coverage';
import { compareWithOff, hasIngredientList } from './off';
import { toLang, type OffProduct } from './types';

// Samples of real products committed with the repository (fixtures/open-food-facts, ODbL): their
// README says how they were cut from the full files and which rule chose the rows.
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(REPO_ROOT, 'fixtures/open-food-facts');
const PACKAGE = path.resolve(import.meta.dirname, '..');
const MANIFEST = JSON.parse(readFileSync(path.join(DATA, 'manifest.json'), 'utf8')) as {
  files: { file: string; rows: number }[];
};
const rowsOf = (file: string) => MANIFEST.files.find((f) => f.file === file)!.rows;

function readJsonl(file: string): OffProduct[] {
  return readFileSync(path.join(DATA, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OffProduct);
}

describe('Open Food Facts sample (fixtures/open-food-facts/off_sample_dev.sample.jsonl)', () => {
  const products = readJsonl('off_sample_dev.sample.jsonl');
  const analyses = products.map((p) => analyzeProduct(p));
  const [gluten, milk] = compareWithOff(products, analyses);

  it('given the lists read in full, should agree with OFF on gluten for at least 97 %', () => {
    // the sample is every 3rd product of the 666 (194 with a list; 143 read in full)
    expect(gluten!.products).toBeGreaterThan(150);
    expect(gluten!.readProducts).toBeGreaterThan(120);
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

describe('Swiss products (fixtures/open-food-facts/off_swiss_2018.sample.jsonl)', () => {
  const products = readJsonl('off_swiss_2018.sample.jsonl');

  it('given every product of the sample, should analyse each without a crash', () => {
    expect(products).toHaveLength(rowsOf('off_swiss_2018.sample.jsonl'));
    expect(products.length).toBeGreaterThan(300);
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
    // multilingual packs: every word list is used on this Swiss sample
    for (const lang of ['fr', 'de', 'it', 'en']) expect(byLang[lang]!.termMatches).toBeGreaterThan(200);
  });
});
