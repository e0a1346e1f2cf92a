import { readFileSync } from 'node:fs';
import path from 'node:path';

import { INTOLERANCE_CODES, type Verdict } from '@diet/domain';

import { analyzeProduct } from './analyze';
import type { OffProduct } from './types';

/**
 * The labelled set (`src/labelled/labelled.jsonl`): products in German, French, Italian and
 * English, each with the verdict expected on every code and the reason for it. It covers every
 * rule class, the reading measure (not understood, nothing recognised, cut off), negated claims,
 * declarations, may-contain scope, cultures, colons, sub-lists, amounts and labels.
 */
interface Labelled extends OffProduct {
  id: string;
  lang: string;
  expect: Record<string, Verdict>;
  why: string;
}

const FILE = path.join(import.meta.dirname, 'labelled', 'labelled.jsonl');
const SET: Labelled[] = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Labelled);

describe('labelled set', () => {
  it('given the set, should hold at least 200 products, 50 per language, each labelled on every code with a reason', () => {
    expect(SET.length).toBeGreaterThanOrEqual(200);
    for (const lang of ['de', 'fr', 'it', 'en']) {
      expect(SET.filter((p) => p.lang === lang).length, lang).toBeGreaterThanOrEqual(50);
    }
    expect(new Set(SET.map((p) => p.id)).size).toBe(SET.length);
    for (const p of SET) {
      expect(Object.keys(p.expect).sort(), p.id).toEqual(['1', '2', '3', '4']);
      expect(p.why.length, p.id).toBeGreaterThan(5);
    }
  });

  it('given every product, should give the labelled verdict on all four codes for at least 98 %', () => {
    const misses: string[] = [];
    for (const p of SET) {
      const a = analyzeProduct(p);
      const got = INTOLERANCE_CODES.map((c) => a.verdicts[c].verdict);
      const want = INTOLERANCE_CODES.map((c) => p.expect[String(c)]);
      if (got.join() !== want.join()) misses.push(`${p.id} "${p.ingredients_text}": want ${want} got ${got}`);
    }
    const accuracy = (SET.length - misses.length) / SET.length;
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});
