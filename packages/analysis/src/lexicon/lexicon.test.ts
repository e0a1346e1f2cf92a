import { readFileSync } from 'node:fs';
import path from 'node:path';

import { analyzeText } from '../analyze';
import { matcherStats } from '../matcher';
import { CLASS_IDS, CLASSES, RULES } from '../rules';
import { ENTRIES, LABELS, LEXICON_FILES } from './index';

const PACKAGE = path.resolve(import.meta.dirname, '../..');
const RULES_MD = readFileSync(path.join(PACKAGE, 'RULES.md'), 'utf8');

describe('word lists', () => {
  it('given every list, should load only known word classes and non-empty terms', () => {
    expect(LEXICON_FILES.length).toBeGreaterThanOrEqual(5);
    for (const e of ENTRIES) {
      expect(CLASS_IDS).toContain(e.cls);
      expect(e.norm.length).toBeGreaterThan(0);
    }
    expect(matcherStats().entries).toBe(ENTRIES.length);
  });

  it('given one language, should never list a term under two word classes', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of ENTRIES) {
      const key = `${e.lang}:${e.norm}`;
      const previous = seen.get(key);
      if (previous !== undefined && previous !== e.cls) clashes.push(`${key} (${previous} / ${e.cls})`);
      seen.set(key, e.cls);
    }
    expect(clashes).toEqual([]);
  });

  it('given the four supported languages, should have a list for each with every allergen class', () => {
    for (const lang of ['de', 'fr', 'it', 'en']) {
      const classes = new Set(ENTRIES.filter((e) => e.lang === lang).map((e) => e.cls));
      for (const cls of [
        'gluten.wheat',
        'gluten.oats',
        'dairy.milk',
        'dairy.lactose-rich',
        'trigger.may-contain',
      ]) {
        expect(classes, `${lang} lacks ${cls}`).toContain(cls);
      }
    }
  });

  it('given the label lists, should only hold Open Food Facts tags', () => {
    for (const tag of [...LABELS.glutenFree, ...LABELS.lactoseFree, ...LABELS.lactoseReduced]) {
      expect(tag).toMatch(/^[a-z]{2}:[a-z0-9-]+$/);
    }
  });
});

describe('RULES.md', () => {
  it('given every rule id, should document it with its source', () => {
    for (const id of Object.keys(RULES)) expect(RULES_MD, id).toContain(`\`${id}\``);
  });

  it('given every word class, should document it', () => {
    for (const id of CLASS_IDS) expect(RULES_MD, id).toContain(`\`${id}\``);
  });

  it('given every class effect, should only use rules of the catalogue for their own codes', () => {
    for (const def of Object.values(CLASSES)) {
      for (const [code, , rule] of 'effects' in def ? def.effects : []) {
        expect((RULES[rule].codes as readonly number[]).includes(code), `${rule} on code ${code}`).toBe(true);
      }
    }
  });
});

// A community list of foods rated low/high FODMAP (source and method unknown, GPL-3.0): a fixture
// to catch regressions, never dietary truth. Names are English food names, not pack text.
const REPO_ROOT = path.resolve(PACKAGE, '../..');
// A sample of it is committed with the repository (fixtures/open-food-facts, GPL-3.0 like its source).
const FODMAP_FOSS = path.join(REPO_ROOT, 'fixtures/open-food-facts/fodmap_foss_foods.sample.jsonl');

describe('FODMAP fixture (fixtures/open-food-facts/fodmap_foss_foods.sample.jsonl)', () => {
  const foods = readFileSync(FODMAP_FOSS, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { name: string; fodmap: 'low' | 'high' });

  it('given the foods rated high, should flag most of them for FODMAP', () => {
    const high = foods.filter((f) => f.fodmap === 'high');
    expect(high.length).toBeGreaterThan(50);
    const flagged = high.filter((f) => analyzeText(f.name, 'en').verdicts[3].verdict !== 'green');
    expect(flagged.length / high.length).toBeGreaterThanOrEqual(0.7);
  });

  it('given the foods rated low, should rarely call them red for FODMAP', () => {
    const low = foods.filter((f) => f.fodmap === 'low');
    expect(low.length).toBeGreaterThan(50);
    const red = low.filter((f) => analyzeText(f.name, 'en').verdicts[3].verdict === 'red');
    expect(red.length / low.length).toBeLessThanOrEqual(0.1);
  });
});
