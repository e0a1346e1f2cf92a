import type { Verdict } from '@diet/domain';
import { INTOLERANCE_CODES } from '@diet/domain';
import fc from 'fast-check';

import { analyzeProduct, analyzeText } from './analyze';
import { inspectText } from './inspect';
import { ENTRIES } from './lexicon';
import { isAllergenName } from './allergens';
import { CLASSES } from './rules';
import { normalizeToString } from './text/normalize';
import { READING_RULES, ruleVerdict } from './test-support';
import type { Analysis, Lang, OffProduct } from './types';
import { isForeignWord } from './vocabulary';

const RANK: Record<Verdict, number> = { green: 0, yellow: 1, red: 2 };

/** Word-list ingredient terms as printed (markers stripped), the raw material of realistic lists. */
const INGREDIENT_TERMS = ENTRIES.filter((e) => CLASSES[e.cls].kind === 'ingredient').map((e) =>
  e.term.replace(/^[!^*]+/, '').replace(/[$*]$/, ''),
);
/** Statements and structure that realistic lists contain besides ingredients. */
const STATEMENTS = [
  'Kann Spuren von',
  'may contain',
  'peut contenir des traces de',
  'può contenere',
  'glutenfrei',
  'sans gluten',
  'lactose-free',
  'senza lattosio',
  'Enthält',
  'Contains:',
  'Zutaten:',
  'Ingrédients :',
  '(',
  ')',
  '[',
  '.',
  ':',
  '2,5 %',
  '(12%)',
  'und',
  'et',
  '_',
  '<span class="allergen">',
  '</span>',
  '\n',
];
const SEPARATORS = [', ', ' ', '; ', ' (', ') ', '. ', '\n', ' - ', ': ', ' • ', '/'];

const term = fc.constantFrom(...INGREDIENT_TERMS);
const noise = fc.string({ unit: 'grapheme', maxLength: 12 });
const piece = fc.oneof(
  { weight: 6, arbitrary: term },
  { weight: 2, arbitrary: fc.constantFrom(...STATEMENTS) },
  { weight: 1, arbitrary: noise },
);
/** A realistic-ish ingredient list: word-list terms, statements, noise and separators. */
const list = fc
  .array(fc.tuple(piece, fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.map(([p, s]) => p + s).join(''));
const lang = fc.constantFrom<Lang | undefined>(undefined, 'de', 'fr', 'it', 'en');

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * An ingredient to append: a term, a few words, or noise. Not a free-from claim (a claim is a
 * label, not an ingredient), not rennet (rennet in the list says what the product is, a cheese,
 * like a claim) and with balanced brackets (a single ingredient cannot close the list's
 * parentheses).
 */
const ingredient = fc
  .oneof(
    { weight: 4, arbitrary: term },
    { weight: 2, arbitrary: fc.tuple(term, term).map(([a, b]) => `${a} ${b}`) },
    { weight: 1, arbitrary: fc.tuple(term, term).map(([a, b]) => `${a} (${b})`) },
    { weight: 2, arbitrary: noise },
  )
  .filter(
    (text) =>
      balanced(text) &&
      inspectText(text).matches.every((m) => CLASSES[m.cls].kind !== 'claim' && m.cls !== 'dairy.rennet'),
  );

function worse(before: Analysis, after: Analysis): string[] {
  return INTOLERANCE_CODES.filter(
    (c) => RANK[after.verdicts[c].verdict] < RANK[before.verdicts[c].verdict],
  ).map((c) => `code ${c}: ${before.verdicts[c].verdict} -> ${after.verdicts[c].verdict}`);
}

/**
 * As `worse`, on the rules' verdicts without the reading measure: completing a list that was cut
 * off, or naming more known ingredients, may rightly lift "we could not read all of it".
 */
function worseByRules(before: Analysis, after: Analysis): string[] {
  return INTOLERANCE_CODES.filter((c) => RANK[ruleVerdict(after, c)] < RANK[ruleVerdict(before, c)]).map(
    (c) => `code ${c}: ${ruleVerdict(before, c)} -> ${ruleVerdict(after, c)}`,
  );
}

/** Words no word list knows (consonant clusters no language on the pack writes). */
const unknownWord = fc
  .array(fc.constantFrom(...'bcdfghjklmnpqrstvwxz'), { minLength: 4, maxLength: 10 })
  .map((cs) => `q${cs.join('')}`)
  .filter((w) => inspectText(w).matches.length === 0);

/**
 * An invented ingredient: a word that no word list, no vocabulary name, no typo reading and no
 * other language knows (after a known ingredient, it is an unknown item).
 */
const inventedIngredient = unknownWord.filter((w) => {
  const folded = Array.from(normalizeToString(w), (c) => c.charCodeAt(0));
  if (isForeignWord(folded, 0, folded.length)) return false;
  return analyzeText(`Zucker, ${w}`).verdicts[1].reasons.some((r) => r.rule === 'data.not-understood');
});

describe('properties', () => {
  it('given any string, should never throw and always answer four verdicts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), list), lang, (text, l) => {
        const a = analyzeText(text, l);
        expect(Object.keys(a.verdicts)).toEqual(['1', '2', '3', '4']);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('given any product-shaped value, should never throw', () => {
    const field = fc.oneof(list, fc.anything());
    const product = fc.record(
      {
        lang: fc.oneof(lang, fc.anything()),
        ingredients_text: field,
        ingredients_text_de: field,
        labels_tags: fc.oneof(fc.array(fc.constantFrom('en:no-gluten', 'en:no-lactose', 'x')), fc.anything()),
        traces_tags: fc.oneof(fc.array(fc.string()), fc.anything()),
        traces: fc.anything(),
        nutriments: fc.oneof(
          fc.dictionary(fc.constantFrom('fructose_100g', 'glucose_100g'), fc.anything()),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(product, fc.anything()), (p) => {
        expect(() => analyzeProduct(p as OffProduct)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('given the same text twice, with other texts analysed in between, should give the same answer', () => {
    fc.assert(
      fc.property(list, list, lang, (text, other, l) => {
        const first = analyzeText(text, l);
        analyzeText(other, l);
        analyzeProduct({ ingredients_text: other, traces_tags: ['en:milk'] });
        expect(analyzeText(text, l)).toEqual(first);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('given a list, should quote every reason exactly as printed at its offsets', () => {
    fc.assert(
      fc.property(list, lang, (text, l) => {
        for (const code of INTOLERANCE_CODES) {
          for (const r of analyzeText(text, l).verdicts[code].reasons) {
            expect(text.slice(r.start, r.end)).toBe(r.text);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('given a list, appending an ingredient should never improve any verdict', () => {
    fc.assert(
      fc.property(
        list.filter((t) => t.trim() !== ''),
        ingredient,
        lang,
        (text, extra, l) => {
          const before = analyzeText(text, l);
          const after = analyzeText(`${text}, ${extra}`, l);
          expect(worseByRules(before, after), `appending "${extra}" to "${text}"`).toEqual([]);
        },
      ),
      { numRuns: 1500 },
    );
  }, 30_000);

  it('given a list, adding an unknown word anywhere between items should never make a verdict greener', () => {
    fc.assert(
      fc.property(list, unknownWord, fc.nat(), lang, (text, word, at, l) => {
        // insert at an item boundary (after a comma), or at the end
        const commas = [...text.matchAll(/, /g)].map((m) => m.index + 2);
        const cut = commas.length === 0 ? text.length : commas[at % commas.length]!;
        const after = `${text.slice(0, cut)}${word}, ${text.slice(cut)}`;
        expect(worse(analyzeText(text, l), analyzeText(after, l)), `"${after}"`).toEqual([]);
      }),
      { numRuns: 800 },
    );
  }, 30_000);

  it('given a list, inserting an invented ingredient anywhere should never leave a diet green', () => {
    fc.assert(
      fc.property(list, inventedIngredient, fc.nat(), lang, (text, word, at, l) => {
        // as an item of its own: after a comma, at the start of a sub-list, first or last
        const starts = [0, ...[...text.matchAll(/, |\(/g)].map((m) => m.index + m[0].length)];
        const cut = at % (starts.length + 1) === starts.length ? -1 : starts[at % (starts.length + 1)]!;
        const after = cut < 0 ? `${text}, ${word}` : `${text.slice(0, cut)}${word}, ${text.slice(cut)}`;
        const a = analyzeText(after, l);
        for (const c of INTOLERANCE_CODES)
          expect(a.verdicts[c].verdict, `code ${c}: "${after}"`).not.toBe('green');
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it('given any product, removing its ingredient list should never give green', () => {
    const labels = fc.subarray(['en:no-gluten', 'en:no-lactose', 'en:vegan', 'en:no-milk']);
    fc.assert(
      fc.property(list, lang, labels, (text, l, labels_tags) => {
        for (const without of [
          { lang: l, labels_tags },
          { lang: l, labels_tags, ingredients_text: '' },
          { lang: l, labels_tags, ingredients_text: null },
        ]) {
          const a = analyzeProduct(without as OffProduct);
          for (const c of INTOLERANCE_CODES) expect(a.verdicts[c].verdict, text).not.toBe('green');
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('given a list, a may-contain statement after it should never turn a real ingredient yellow', () => {
    const statement = fc.constantFrom(
      'May contain milk and wheat.',
      'Kann Spuren von Milch und Weizen enthalten.',
      'Peut contenir des traces de lait et de blé.',
      'Può contenere tracce di latte e frumento.',
      'may contain traces of nuts.',
    );
    fc.assert(
      fc.property(list, statement, lang, (text, may, l) => {
        const before = analyzeText(text, l);
        const after = analyzeText(`${text}\n${may}`, l);
        for (const c of INTOLERANCE_CODES) {
          const red = before.verdicts[c].reasons.filter(
            (r) => r.verdict === 'red' && !READING_RULES.has(r.rule),
          );
          for (const r of red) {
            const still = after.verdicts[c].reasons.some(
              (o) => o.start === r.start && o.rule === r.rule && o.verdict === 'red',
            );
            expect(still, `"${r.text}" (${r.rule}) in "${text}" + "${may}"`).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('given a product, appending an ingredient to its list should never improve any verdict', () => {
    const labels = fc.subarray(['en:no-gluten', 'en:no-lactose', 'en:organic']);
    const traces = fc.subarray(['en:gluten', 'en:milk', 'en:nuts']);
    fc.assert(
      fc.property(
        list.filter((t) => t.trim() !== ''),
        ingredient,
        lang,
        labels,
        traces,
        (text, extra, l, labels_tags, traces_tags) => {
          const base: OffProduct = { lang: l, labels_tags, traces_tags };
          const before = analyzeProduct({ ...base, ingredients_text: text });
          const after = analyzeProduct({ ...base, ingredients_text: `${text}, ${extra}` });
          expect(worseByRules(before, after), `appending "${extra}" to "${text}"`).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  it('given a may-contain statement inserted between items, should never turn a later real ingredient yellow', () => {
    const statement = fc.constantFrom(
      'may contain milk',
      'kann Spuren von Milch enthalten',
      'peut contenir des traces de lait',
      'può contenere tracce di latte',
    );
    fc.assert(
      fc.property(list, statement, fc.nat(), lang, (text, may, at, l) => {
        const commas = [...text.matchAll(/, /g)].map((m) => m.index + 2);
        if (commas.length === 0) return;
        const cut = commas[at % commas.length]!;
        const inserted = `${may}, `;
        const after = analyzeText(`${text.slice(0, cut)}${inserted}${text.slice(cut)}`, l);
        const before = analyzeText(text, l);
        for (const c of INTOLERANCE_CODES) {
          for (const r of before.verdicts[c].reasons) {
            // a bare allergen name right after the statement is rightly read as part of it
            if (r.verdict !== 'red' || r.start < cut || READING_RULES.has(r.rule) || isAllergenName(r.text))
              continue;
            const still = after.verdicts[c].reasons.some(
              (o) => o.start === r.start + inserted.length && o.rule === r.rule && o.verdict === 'red',
            );
            expect(still, `"${r.text}" (${r.rule}) after "${may}" in "${text}"`).toBe(true);
          }
        }
      }),
      { numRuns: 800 },
    );
  }, 30_000);
});
