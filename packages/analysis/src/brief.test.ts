import { describe, expect, it } from 'vitest';

import { analyzeProduct, analyzeText } from './analyze';
import { briefReasons, colorsWithWhy } from './brief';

describe('briefReasons', () => {
  it('given milk ingredients, should say lactose "contains" with the first two as printed and how many more', () => {
    const why = briefReasons(
      analyzeText('Zucker, Vollmilchpulver, Kakaobutter, Magermilchpulver, Butterreinfett, Rahm', 'de'),
    );
    expect(why[1]).toEqual({ kind: 'contains', words: ['Vollmilchpulver', 'Magermilchpulver'], more: 1 });
  });

  it('given a may-contain statement only, should say "may-contain" with the allergen as printed', () => {
    const why = briefReasons(
      analyzeText('Zucker, Kakaomasse, Kakaobutter. Kann Spuren von Milch enthalten.', 'de'),
    );
    expect(why[1]).toEqual({ kind: 'may-contain', words: ['Milch'] });
  });

  it('given spices, should say FODMAP is "uncertain" about them', () => {
    const why = briefReasons(analyzeText('Reis, Salz, Gewürze', 'de'));
    expect(why[3]).toMatchObject({ kind: 'uncertain', words: ['Gewürze'] });
  });

  it('given no ingredient list, should say every code is unread for want of a list', () => {
    const why = briefReasons(analyzeProduct({ code: '1', product_name: 'Eggs' }));
    for (const code of [1, 2, 3, 4] as const)
      expect(why[code]).toEqual({ kind: 'unread', words: [], missing: 'no-list' });
  });

  it('given an unknown item, should quote it as what could not be read', () => {
    const why = briefReasons(analyzeText('Weizenmehl, Quxblarg', 'de'));
    expect(why[1]).toEqual({ kind: 'unread', words: ['Quxblarg'], missing: 'unknown-words' });
  });

  it('given the same pack in two languages, should quote one language only', () => {
    const why = briefReasons(
      analyzeProduct({
        code: '2',
        ingredients_text_de: 'Zucker, Milchpulver',
        ingredients_text_fr: 'sucre, lait en poudre',
      }),
    );
    expect(why[1]?.words).toHaveLength(1);
  });

  it('given a product green for every code, should have no brief reason', () => {
    expect(briefReasons(analyzeText('Reis, Wasser, Salz', 'de'))).toEqual({});
  });
});

describe('colorsWithWhy', () => {
  it('given an analysis, should keep its colours and add a brief reason for each red and yellow code only', () => {
    const analysis = analyzeText('Weizenmehl, Milch, Salz', 'de');
    const colors = colorsWithWhy(analysis);
    expect(colors).toMatchObject(analysis.colors);
    expect(
      Object.keys(colors.why ?? {})
        .map(Number)
        .sort(),
    ).toEqual([...analysis.colors.red, ...analysis.colors.yellow].sort());
  });

  it('given a green product, should store its colours as the engine gives them', () => {
    const analysis = analyzeText('Reis, Wasser, Salz', 'de');
    expect(colorsWithWhy(analysis)).toEqual(analysis.colors);
  });
});
