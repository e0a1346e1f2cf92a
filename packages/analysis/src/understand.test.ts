import { INTOLERANCE_CODES } from '@diet/domain';

import { analyzeProduct, analyzeText } from './analyze';
import type { Analysis } from './types';

const rules = (a: Analysis, code: 1 | 2 | 3 | 4 = 2) => a.verdicts[code].reasons.map((r) => r.rule);
const reading = (a: Analysis) => rules(a).filter((r) => r.startsWith('data.'));
const unknown = (a: Analysis) =>
  a.verdicts[1].reasons.filter((r) => r.rule === 'data.not-understood').map((r) => r.text);
const all = (a: Analysis) => INTOLERANCE_CODES.map((c) => a.verdicts[c].verdict);

describe('reading measure', () => {
  it.each([
    ['Best before: see lid', 'en'],
    ['see pack', 'en'],
    ['Migros-Genossenschafts-Bund, Limmatstrasse 152, 8031 Zürich', 'de'],
    ['voir emballage', 'fr'],
    ['Flocken', 'de'],
  ] as const)(
    'given "%s" (no ingredient recognised), should be yellow on every code, never green',
    (text, lang) => {
      const a = analyzeText(text, lang);
      expect(all(a)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
      expect(rules(a)).toContain('data.nothing-recognised');
    },
  );

  it('given unknown items, should name each item at its offsets', () => {
    const text = 'Zucker, Qwxyz, Salz, Brzlmpf';
    const a = analyzeText(text, 'de');
    expect(all(a)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    const reasons = a.verdicts[1].reasons.filter((r) => r.rule === 'data.not-understood');
    expect(reasons.map((r) => [r.text, r.start, r.end, r.lang, r.field])).toEqual([
      ['Qwxyz', 8, 13, 'de', 'text'],
      ['Brzlmpf', 21, 28, 'de', 'text'],
    ]);
  });

  it('given one unknown item among twenty known ones, should be yellow on every code: no allowance', () => {
    const known = 'Zucker, Salz, Wasser, Reis, Mais, Kakaobutter, Sonnenblumenöl, Essig, Pfeffer, Paprika';
    const a = analyzeText(`${known}, Qwxyzk, ${known}`, 'de');
    expect(all(a)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    expect(unknown(a)).toEqual(['Qwxyzk']);
  });

  it.each([
    ['pépites de café, sucre', 'fr'],
    ['DICED BABY GINGER ROOT, SUGAR', 'en'],
    ['light brown sugar, salt', 'en'],
    ['Café torréfié, moulu', 'fr'],
    ['framboises (morceaux et purée), sucre', 'fr'],
    ['Haferflocken, Zucker, Salz', 'de'],
    ['crème (pasteurisée [Suisse]), sucre', 'fr'],
    ['Zucker, Kakaobutter, Emulgator: Sojalecithin (E322), natürliches Vanillearoma, Salz 0,5 %', 'de'],
    [
      'sucre, huile de tournesol, sel de mer, arôme naturel, antioxydant : extrait riche en tocophérols',
      'fr',
    ],
    ['organic cane sugar, sea salt, natural flavor, citric acid (E330), 2% or less of sunflower oil', 'en'],
    ['MENTHE POIVREE (Mentha piperita), REGLISSE (Glycyrrhiza glabra)', 'fr'],
  ] as const)(
    'given "%s" (an item names a known ingredient; its other words describe it), should read it in full',
    (text, lang) => {
      expect(reading(analyzeText(text, lang)), text).toEqual([]);
    },
  );

  it.each([
    ['Zucker, Flocken, Salz', 'de', 'Flocken'],
    ['sucre, morceaux, sel', 'fr', 'morceaux'],
  ] as const)('given "%s", should keep a form without its ingredient ("%s") unknown', (text, lang, item) => {
    expect(unknown(analyzeText(text, lang))).toEqual([item]);
  });

  it('given a descriptor after an unknown item, should not excuse it', () => {
    expect(unknown(analyzeText('Zucker, Qwxyzk, moulu', 'fr'))).toEqual(['Qwxyzk', 'moulu']);
  });

  it.each([
    ['Zucker, Sorbit. Kann bei übermässigem Verzehr abführend wirken.', 'de'],
    ['sucre, sorbitol. Une consommation excessive peut avoir des effets laxatifs.', 'fr'],
    [
      "Olio extra vergine di oliva. Olio d'oliva di categoria superiore ottenuto direttamente dalle olive.",
      'it',
    ],
    ['Zucker, Himbeeren. Fruchtgehalt: 50 g pro 100 g.', 'de'],
    ['sucre, pâte de cacao, beurre de cacao. Cacao : 70 % minimum.', 'fr'],
    ['Kirsch. Alkoholgehalt 40 % vol.', 'de'],
    ['lait cru, sel, présure. Croûte non comestible.', 'fr'],
    ['Zucker, Salz. Kühl und trocken lagern. Nach dem Öffnen gekühlt aufbewahren.', 'de'],
    ['sugar, salt. Produced in a factory that also handles tree nuts.', 'en'],
    ['Zucker, Salz. Nährwerte pro 100 g: Energie 1500 kJ, Fett 3 g.', 'de'],
  ] as const)('given "%s", should leave the statement out of the reading measure', (text, lang) => {
    expect(reading(analyzeText(text, lang)), text).toEqual([]);
  });

  it('given a may-contain statement, should leave it out of the measure and still read it', () => {
    const a = analyzeText('Zucker, Kakaobutter. Kann Spuren von Schalenfrüchten und Milch enthalten.', 'de');
    expect(reading(a)).toEqual([]);
    expect(a.verdicts[1].reasons.map((r) => r.rule)).toContain('lactose.may-contain');
  });

  it('given an invented item after a may-contain opener, should read it as the list going on', () => {
    expect(unknown(analyzeText('Zucker, Salz, kann Spuren von Milch, Qwxyzk, Reis', 'de'))).toEqual([
      'Qwxyzk',
    ]);
  });

  it.each([
    ['Sulze 63% (eau, gélatine alimentaire), sel', 'fr'],
    ['Rouleaux de printemps 240g: légumes 56% (chou blanc, carottes), sel', 'fr'],
  ] as const)(
    'given "%s", should read a compound ingredient whose declared content is understood',
    (text, lang) => {
      expect(reading(analyzeText(text, lang)), text).toEqual([]);
    },
  );

  it('given a heading whose list is unknown too, should count both', () => {
    expect(unknown(analyzeText('Zucker, Qwxyzk: Brzlmpf', 'de'))).toEqual(['Qwxyzk', 'Brzlmpf']);
  });

  it('given a word split by a dash, should read it joined and let its rules fire', () => {
    const a = analyzeText('sucre, humectants: sor - bitol et glycérol', 'fr');
    expect(reading(a)).toEqual([]);
    expect(a.verdicts[4].reasons).toContainEqual(
      expect.objectContaining({ rule: 'fructose.sorbitol', text: 'sor - bitol', verdict: 'red' }),
    );
  });

  it('given a one-edit typo of a known term, should fire its rule (from seven letters on)', () => {
    const a = analyzeText('sugar, salt, chicoree root fibre', 'en');
    expect(a.verdicts[3].reasons).toContainEqual(
      expect.objectContaining({ rule: 'fodmap.fructans', text: 'chicoree', verdict: 'red' }),
    );
    // maltol is an additive, not a typo of malto (malt)
    expect(analyzeText('sugar, MALTOL, salt', 'en').verdicts[2].verdict).toBe('green');
  });

  it('given a known ingredient of a risk family without a rule, should be yellow on its codes', () => {
    const a = analyzeText('Halloumi, Salz', 'de');
    expect(all(a)).toEqual(['yellow', 'green', 'yellow', 'green']);
    expect(a.verdicts[1].reasons).toContainEqual(
      expect.objectContaining({ rule: 'vocabulary.unrated', text: 'Halloumi', verdict: 'yellow' }),
    );
  });

  it('given a fishing area, should not read its "pesca" as an unrated peach', () => {
    expect(rules(analyzeText('tonno, sale. Zona di pesca FAO 27', 'it'), 4)).not.toContain(
      'vocabulary.unrated',
    );
  });

  it.each([
    ['Zucker, Salz. Ingredientes: azúcar, sal, aceite', 'de'],
    ['sucre, sel, huile de colza. Azúcar, sal, aceite de girasol', 'fr'],
  ] as const)(
    'given "%s", should skip the copy in another language when a read copy is complete',
    (text, lang) => {
      expect(reading(analyzeText(text, lang)), text).toEqual([]);
    },
  );

  it('given an unknown item beside a copy in another language, should count both', () => {
    expect(unknown(analyzeText('sucre, sel, huile de colza. Azúcar, sal, Qwxyzk', 'fr'))).toEqual([
      'Azúcar',
      'Qwxyzk',
    ]);
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

  it.each([
    ['Zucker, Salz (Meersalz, Jod.', 'ends with a full stop'],
    [
      'sucre, farine de blé (origine : France, Allemagne, sel, levure, huile de tournesol, eau, épices, arômes naturels',
      'opened long before the end',
    ],
    ['Chicorée, Carottes 10% (Suisse), Maïs 5% (Italie (maïs, eau, sel)', 'ends with a closed sub-list'],
  ])('given "%s" (a missing ")": %s), should not read it as cut off', (text) => {
    expect(rules(analyzeText(text))).not.toContain('data.cut-off');
  });

  it('given a nutrition statement cut at the end, should not read the list as cut off', () => {
    expect(rules(analyzeText('Zucker, Salz. Nährwerte pro 100 g: Energie 420 kJ (', 'de'))).not.toContain(
      'data.cut-off',
    );
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
    expect(reading(a)).toEqual([]);
  });

  it('given an empty list, should keep the missing-list reason', () => {
    expect(rules(analyzeText('  '))).toEqual(['data.no-ingredients']);
  });

  it('given reasons, should say which come from the product and which from our reading', () => {
    const a = analyzeText('Zucker, Qwxyzk, kann Spuren von Milch enthalten', 'de');
    const from = new Map(a.verdicts[1].reasons.map((r) => [r.rule, r.from]));
    expect(from.get('data.not-understood')).toBe('reading');
    expect(from.get('lactose.may-contain')).toBe('product');
  });

  it('given codes yellow only for our reading, should list them as unknown colours', () => {
    expect(analyzeText('Zucker, Qwxyzk', 'de').colors).toEqual({
      red: [],
      yellow: [1, 2, 3, 4],
      unknown: [1, 2, 3, 4],
    });
    // lactose is yellow for the product (may contain milk), the other codes only for our reading
    expect(analyzeText('Zucker, Qwxyzk, kann Spuren von Milch enthalten', 'de').colors).toEqual({
      red: [],
      yellow: [1, 2, 3, 4],
      unknown: [2, 3, 4],
    });
    // nothing unknown: no field at all
    expect(analyzeText('Zucker, Salz', 'de').colors).toEqual({ red: [], yellow: [] });
  });
});
