import { INTOLERANCE_CODES } from '@diet/domain';

import { analyzeProduct, analyzeText } from './analyze';
import type { Analysis } from './types';

const rules = (a: Analysis, code: 1 | 2 | 3 | 4 = 2) => a.verdicts[code].reasons.map((r) => r.rule);
const all = (a: Analysis) => INTOLERANCE_CODES.map((c) => a.verdicts[c].verdict);

describe('reading measure', () => {
  it.each([
    ['Best before: see lid', 'en'],
    ['see pack', 'en'],
    ['Migros-Genossenschafts-Bund, Limmatstrasse 152, 8031 Zürich', 'de'],
    ['voir emballage', 'fr'],
  ] as const)(
    'given "%s" (no ingredient recognised), should be yellow on every code, never green',
    (text, lang) => {
      const a = analyzeText(text, lang);
      expect(all(a)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
      expect(rules(a)).toContain('data.nothing-recognised');
    },
  );

  it('given a list with more than 10 % unknown words, should name each unknown word at its offsets', () => {
    const text = 'Zucker, Qwxyz, Salz, Brzlmpf';
    const a = analyzeText(text, 'de');
    expect(all(a)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    const unknown = a.verdicts[1].reasons.filter((r) => r.rule === 'data.not-understood');
    expect(unknown.map((r) => [r.text, r.start, r.end, r.lang, r.field])).toEqual([
      ['Qwxyz', 8, 13, 'de', 'text'],
      ['Brzlmpf', 21, 28, 'de', 'text'],
    ]);
  });

  it('given qualifiers, amounts and E-numbers, should understand the list and stay green', () => {
    for (const [text, lang] of [
      ['Zucker, Kakaobutter, Emulgator: Sojalecithin (E322), natürliches Vanillearoma, Salz 0,5 %', 'de'],
      [
        'sucre, huile de tournesol, sel de mer, arôme naturel, antioxydant : extrait riche en tocophérols',
        'fr',
      ],
      ['organic cane sugar, sea salt, natural flavor, citric acid (E330), 2% or less of sunflower oil', 'en'],
    ] as const) {
      const a = analyzeText(text, lang);
      expect(
        rules(a).filter((r) => r.startsWith('data.')),
        text,
      ).toEqual([]);
      expect(a.verdicts[2].verdict, text).toBe('green');
    }
  });

  it.each([
    ['Sugar, cocoa butter, emulsifier (soy lecithin', '(', 32],
    ['Sucre, sel, huile de colza,', ',', 26],
    ['Zucker, Salz, Kakaobutter …', '…', 26],
    ['sugar, salt, soy lecith', 'lecith', 17],
    ['Zucker, Salz und', 'und', 13],
  ] as const)('given "%s", should read it as cut off at "%s", never green', (text, cut, at) => {
    const a = analyzeText(text);
    const reason = a.verdicts[2].reasons.find((r) => r.rule === 'data.cut-off');
    expect(reason).toMatchObject({ text: cut, start: at, end: at + cut.length, verdict: 'yellow' });
    expect(a.verdicts[2].verdict).not.toBe('green');
  });

  it('given a cut-off list that names wheat, should stay red for gluten', () => {
    expect(analyzeText('Weizenmehl, Zucker, Salz (', 'de').verdicts[2].verdict).toBe('red');
  });

  it('given two lists of which one is understood in full, should read the product', () => {
    const a = analyzeProduct({
      lang: 'fr',
      ingredients_text_fr: 'sucre, sel, huile de tournesol',
      ingredients_text_de: 'Zucker, Salz, Sonnenblumen',
    });
    expect(rules(a).filter((r) => r.startsWith('data.'))).toEqual([]);
  });

  it('given an empty list, should keep the missing-list reason', () => {
    expect(rules(analyzeText('  '))).toEqual(['data.no-ingredients']);
  });
});
