import { INTOLERANCE_CODES, type IntoleranceCode } from '@diet/domain';

import { analyzeProduct, analyzeText } from './analyze';
import type { Analysis, OffProduct } from './types';

const verdicts = (p: OffProduct) => {
  const a = analyzeProduct(p);
  return INTOLERANCE_CODES.map((c) => a.verdicts[c].verdict);
};

describe('analyzeProduct', () => {
  describe('missing data', () => {
    it('given a product without an ingredient list, should be yellow for every code with the reason', () => {
      const a = analyzeProduct({ code: '1', product_name: 'Tea', ingredients_text: '   ' });
      for (const code of INTOLERANCE_CODES) {
        expect(a.verdicts[code].verdict).toBe('yellow');
        expect(a.verdicts[code].reasons.map((r) => r.rule)).toContain('data.no-ingredients');
      }
      // yellow only because there is nothing to read: every code is an unknown colour too
      expect(a.colors).toEqual({ red: [], yellow: [1, 2, 3, 4], unknown: [1, 2, 3, 4] });
    });

    it('given no ingredient list but a gluten-free label, should still not be green', () => {
      expect(verdicts({ labels_tags: ['en:no-gluten', 'en:no-lactose'] })).toEqual([
        'yellow',
        'yellow',
        'yellow',
        'yellow',
      ]);
    });

    it('given only an ingredient list in a language the word lists do not read, should be yellow', () => {
      const a = analyzeProduct({ lang: 'cs', ingredients_text: 'Krupice z tvrdé pšenice, pitná voda' });
      expect(a.verdicts[2].verdict).toBe('red'); // the safety list still knows pšenice
      expect(a.verdicts[1].reasons.map((r) => r.rule)).toContain('data.unsupported-language');
      expect(a.verdicts[1].verdict).toBe('yellow');
    });

    it('given malformed fields, should not throw and should treat them as missing', () => {
      const odd = {
        ingredients_text: 42,
        labels_tags: 'en:no-gluten',
        nutriments: 'x',
        traces_tags: [1, null],
      };
      expect(() => analyzeProduct(odd as unknown as OffProduct)).not.toThrow();
      expect(() => analyzeProduct(null as unknown as OffProduct)).not.toThrow();
      expect(verdicts(odd as unknown as OffProduct)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    });
  });

  describe('every language on the pack', () => {
    it('given lists in several fields, should read every one of them', () => {
      const a = analyzeProduct({
        lang: 'fr',
        ingredients_text: 'sucre, lait entier en poudre',
        ingredients_text_de: 'Zucker, Weizenmehl',
        ingredients_text_it: 'zucchero, cipolla',
      });
      expect(a.verdicts[1].reasons[0]).toMatchObject({ lang: 'fr', field: 'ingredients_text' });
      expect(a.verdicts[2].reasons[0]).toMatchObject({
        lang: 'de',
        field: 'ingredients_text_de',
        text: 'Weizen',
      });
      const fodmapFields = a.verdicts[3].reasons.map((r) => r.field);
      expect(fodmapFields).toContain('ingredients_text_it');
    });

    it('given one text with several languages, should read every language in it', () => {
      const a = analyzeText(
        'Zutaten: Zucker, Milchpulver. Ingrédients: sucre, farine de blé. Ingredienti: zucchero, orzo.',
      );
      const langs = new Set([1, 2].flatMap((c) => a.verdicts[c as 1 | 2].reasons.map((r) => r.lang)));
      expect(langs).toEqual(new Set(['de', 'fr', 'it']));
    });

    it('given the same list twice (plain and with allergen markup), should report it once', () => {
      const a = analyzeProduct({
        lang: 'en',
        ingredients_text: 'Wheat flour, milk.',
        ingredients_text_en: '<span class="allergen">Wheat flour</span>, <span class="allergen">milk</span>.',
      });
      expect(a.verdicts[2].reasons).toHaveLength(1);
      // the plain copy is quoted (no markup inside the offsets), in the language of its twin
      expect(a.verdicts[2].reasons[0]).toMatchObject({
        text: 'Wheat flour',
        field: 'ingredients_text',
        lang: 'en',
      });
    });
  });

  describe('reasons', () => {
    it('given a match, should quote it as printed with its position in the field', () => {
      const text = 'Zucker, _Vollmilchpulver_ (12 %), Süßmolke';
      const a = analyzeProduct({ lang: 'de', ingredients_text: text });
      for (const r of a.verdicts[1].reasons) expect(text.slice(r.start, r.end)).toBe(r.text);
      expect(a.verdicts[1].reasons.map((r) => r.text)).toEqual(['Vollmilchpulver', 'Süßmolke']);
    });

    it('given any analysis, should list red and yellow codes ascending and disjoint', () => {
      const a = analyzeText('Weizen, Zwiebeln, Butter, Honig');
      expect(a.colors).toEqual({ red: [2, 3, 4], yellow: [1] });
    });
  });

  describe('labels', () => {
    const oats = { lang: 'en', ingredients_text: 'oats, sugar. May contain milk and wheat.' };

    it('given a gluten-free label, should clear oats and may-contain gluten, and surface a named wheat as a conflict', () => {
      expect(analyzeProduct(oats).verdicts[2].verdict).toBe('yellow');
      expect(analyzeProduct({ ...oats, labels_tags: ['en:no-gluten'] }).verdicts[2].verdict).toBe('green');
      const wheat = { lang: 'en', ingredients_text: 'wheat flour', labels_tags: ['en:no-gluten'] };
      // Reg. (EU) 828/2014: specially processed cereals may carry the claim at <= 20 mg/kg
      const a = analyzeProduct(wheat);
      expect(a.verdicts[2].verdict).toBe('yellow');
      expect(a.verdicts[2].reasons.map((r) => [r.rule, r.text])).toContainEqual([
        'gluten.label-conflict',
        'wheat flour',
      ]);
      expect(analyzeProduct({ ...wheat, labels_tags: [] }).verdicts[2].verdict).toBe('red');
    });

    it('given a vegan label, should surface a named milk as a conflict, never green', () => {
      const a = analyzeProduct({
        lang: 'en',
        ingredients_text: 'sugar, milk powder',
        labels_tags: ['en:vegan'],
      });
      expect(a.verdicts[1].verdict).toBe('yellow');
      expect(a.verdicts[1].reasons.map((r) => r.rule)).toEqual(
        expect.arrayContaining(['lactose.vegan-label', 'lactose.label-conflict']),
      );
      const plain = analyzeProduct({
        lang: 'en',
        ingredients_text: 'sugar, salt',
        labels_tags: ['en:vegan'],
      });
      expect(plain.verdicts[1].verdict).toBe('green');
    });

    it('given a lactose-free label, should clear milk for lactose', () => {
      const milk = { lang: 'de', ingredients_text: 'Milch, Rahm', labels_tags: ['en:no-lactose'] };
      const a = analyzeProduct(milk);
      expect(a.verdicts[1].verdict).toBe('green');
      expect(a.verdicts[1].reasons.map((r) => r.rule)).toContain('lactose.free-claim');
      expect(a.verdicts[3].verdict).toBe('green');
    });
  });

  describe('a bare cheese recipe named by the product', () => {
    // Emmi's Emmentaler AOP: the list says a cheese (rennet at the top level), the name says which
    const emmentaler = {
      lang: 'fr',
      product_name: 'Emmentaler AOP',
      ingredients_text: 'lait cru, sel de cuisine, présure, ferments',
    };
    const rules = (a: Analysis, code: IntoleranceCode) =>
      a.verdicts[code].reasons.map((r) => `${r.rule}:${r.verdict}`);

    it('given an aged cheese in the name and milk, salt, rennet, cultures, should be green by the name', () => {
      const a = analyzeProduct(emmentaler);
      expect(a.verdicts[1].verdict).toBe('green');
      expect(a.verdicts[1].reasons).toEqual([
        {
          rule: 'lactose.aged-cheese',
          text: 'Emmentaler',
          lang: 'fr',
          start: 0,
          end: 10,
          field: 'product_name',
          verdict: 'green',
          from: 'product',
        },
      ]);
      expect(a.verdicts[3].verdict).toBe('green');
      expect(rules(a, 3)).toEqual(['fodmap.lactose:green']);
      expect(a.verdicts[3].reasons[0]).toMatchObject({ field: 'product_name', text: 'Emmentaler' });
      expect(a.colors).toEqual({ red: [], yellow: [] });
    });

    it('given the name in another field and language, should point at that field', () => {
      const a = analyzeProduct({
        lang: 'de',
        product_name: 'Le Gruyère AOP',
        ingredients_text: 'Rohmilch, Salz, Lab, Kulturen',
      });
      expect(a.verdicts[1].verdict).toBe('green');
      expect(a.verdicts[1].reasons[0]).toMatchObject({
        rule: 'lactose.aged-cheese',
        field: 'product_name',
        text: 'Le Gruyère',
        start: 0,
        end: 10,
      });
      const it = analyzeProduct({
        lang: 'it',
        product_name_it: 'Formaggio svizzero: Sbrinz DOP',
        ingredients_text_it: 'latte crudo, sale, caglio',
      });
      expect(it.verdicts[1].verdict).toBe('yellow'); // "formaggio" alone names an unspecified cheese
      const sbrinz = analyzeProduct({
        lang: 'it',
        product_name_it: 'Sbrinz DOP',
        ingredients_text_it: 'latte crudo, sale, caglio',
      });
      expect(sbrinz.verdicts[1].reasons[0]).toMatchObject({ field: 'product_name_it', text: 'Sbrinz' });
    });

    it('given a soft or unspecified cheese in the name, should stay yellow by the rennet', () => {
      for (const name of ['Brie', 'Mozzarella', 'Camembert', 'Tomme Vaudoise', 'Käse', 'Fromage']) {
        const a = analyzeProduct({
          lang: 'fr',
          product_name: name,
          ingredients_text: 'lait, sel, présure, ferments',
        });
        expect(a.verdicts[1].verdict, name).toBe('yellow');
        expect(rules(a, 1), name).toEqual(['lactose.cheese-by-rennet:yellow']);
        expect(a.verdicts[3].verdict, name).toBe('yellow');
      }
    });

    it('given the aged cheese named with the generic word ("Emmentaler Käse"), should read one cheese', () => {
      const a = analyzeProduct({
        lang: 'de',
        product_name: 'Emmentaler Käse',
        ingredients_text: 'Milch, Salz, Lab, Kulturen',
      });
      expect(a.verdicts[1].verdict).toBe('green');
      expect(rules(a, 1)).toEqual(['lactose.aged-cheese:green']);
    });

    it('given a spread in any name field, should never be green', () => {
      for (const names of [
        { product_name: 'Emmentaler Streichkäse' },
        { product_name: 'Emmentaler fromage à tartiner' },
        { product_name: 'Emmentaler', generic_name_de: 'Streichkäse' },
      ]) {
        const a = analyzeProduct({ lang: 'de', ...names, ingredients_text: 'Milch, Salz, Lab' });
        expect(a.verdicts[1].verdict, JSON.stringify(names)).toBe('yellow');
        expect(rules(a, 1)).toEqual(['lactose.cheese-by-rennet:yellow']);
      }
    });

    it('given cream in the list, should stay yellow whatever the name', () => {
      const a = analyzeProduct({
        lang: 'de',
        product_name: 'Emmentaler',
        ingredients_text: 'Milch, Rahm, Salz, Lab',
      });
      expect(a.verdicts[1].verdict).toBe('yellow');
      expect(rules(a, 1)).toEqual(['lactose.cheese-by-rennet:yellow', 'lactose.cheese-by-rennet:yellow']);
      expect(a.verdicts[1].reasons.map((r) => r.text)).toEqual(['Milch', 'Rahm']);
    });

    it('given any other milk finding (a may-contain, an unknown item, milk powder), should change nothing', () => {
      const base = { lang: 'de', product_name: 'Emmentaler' };
      const mayContain = analyzeProduct({ ...base, ingredients_text: 'Milch, Salz, Lab', traces: 'Milch' });
      expect(rules(mayContain, 1)).toEqual(['lactose.cheese-by-rennet:yellow', 'lactose.may-contain:yellow']);
      const unknown = analyzeProduct({ ...base, ingredients_text: 'Milch, Salz, Lab, Xylophonit' });
      expect(rules(unknown, 1)).toEqual(['lactose.cheese-by-rennet:yellow', 'data.not-understood:yellow']);
      const powder = analyzeProduct({ ...base, ingredients_text: 'Milch, Milchpulver, Salz, Lab' });
      expect(powder.verdicts[1].verdict).toBe('red');
      expect(rules(powder, 1)).not.toContain('lactose.aged-cheese:green');
      // traces that are not milk leave the recipe bare
      const nuts = analyzeProduct({ ...base, ingredients_text: 'Milch, Salz, Lab', traces: 'Haselnüsse' });
      expect(nuts.verdicts[1].verdict).toBe('green');
    });

    it('given a list that names the cheese itself, should keep reading the list', () => {
      const own = analyzeProduct({
        lang: 'de',
        product_name: 'Emmentaler',
        ingredients_text: 'Emmentaler (Milch, Salz, Lab)',
      });
      expect(own.verdicts[1].reasons).toMatchObject([
        { rule: 'lactose.aged-cheese', field: 'ingredients_text' },
      ]);
      const beside = analyzeProduct({
        lang: 'de',
        product_name: 'Emmentaler',
        ingredients_text: 'Emmentaler, Milch, Salz, Lab',
      });
      expect(beside.verdicts[1].verdict).toBe('yellow');
      expect(rules(beside, 1)).toEqual(['lactose.aged-cheese:green', 'lactose.cheese-by-rennet:yellow']);
    });

    it('given no name, or a list read without one (analyzeText), should stay yellow', () => {
      expect(analyzeProduct({ ...emmentaler, product_name: '' }).verdicts[1].verdict).toBe('yellow');
      expect(analyzeText(emmentaler.ingredients_text, 'fr').verdicts[1].verdict).toBe('yellow');
    });
  });

  describe('traces', () => {
    it('given traces_tags, should read them as may-contain statements', () => {
      const p = { lang: 'fr', ingredients_text: 'sucre', traces_tags: ['en:gluten', 'en:milk', 'en:nuts'] };
      const a = analyzeProduct(p);
      expect(a.verdicts[2].reasons[0]).toMatchObject({
        rule: 'gluten.may-contain',
        field: 'traces_tags[0]',
        text: 'gluten',
        start: 3,
        end: 9,
      });
      expect(a.verdicts[1].verdict).toBe('yellow');
      expect(analyzeProduct({ ...p, labels_tags: ['en:gluten-free'] }).verdicts[2].verdict).toBe('green');
    });

    it.each([
      ['en', 'gluten-free oats, without contamination by wheat, rye, barley.'],
      ['en', 'oat flakes (not contaminated with wheat or barley)'],
      ['de', 'Haferflocken, ohne Kontamination durch Weizen, Roggen, Gerste.'],
      ['fr', "flocons d'avoine, sans contamination par le blé, le seigle, l'orge."],
      ['it', 'fiocchi di avena, senza contaminazione da frumento, segale, orzo.'],
    ])(
      'given a contamination statement in %s, should read the cereals it names as traces, not as ingredients',
      (lang, text) => {
        const a = analyzeProduct({ lang, ingredients_text: text });
        expect(a.verdicts[2].verdict).toBe('yellow');
        expect(a.verdicts[2].reasons.map((r) => r.rule)).not.toContain('gluten.cereal');
        expect(
          analyzeProduct({ lang, ingredients_text: text, labels_tags: ['en:gluten-free'] }).verdicts[2]
            .verdict,
        ).toBe('green');
      },
    );

    it('given a contamination statement, should end it with the sentence', () => {
      const a = analyzeProduct({
        lang: 'en',
        ingredients_text: 'oats. Without contamination by rye. Wheat flour.',
      });
      expect(a.verdicts[2].verdict).toBe('red');
    });

    it('given a traces text, should read it as a may-contain statement', () => {
      const a = analyzeProduct({ lang: 'de', ingredients_text: 'Zucker', traces: 'Milch, Weizen' });
      expect(a.verdicts[1].verdict).toBe('yellow');
      expect(a.verdicts[2].verdict).toBe('yellow');
    });
  });

  describe('nutriments', () => {
    it('given fructose above glucose, should be red for fructose and FODMAP', () => {
      const p = { ingredients_text: 'water, sugar', nutriments: { fructose_100g: 5, glucose_100g: 2 } };
      const a = analyzeProduct(p);
      expect(a.verdicts[4].reasons[0]).toMatchObject({
        rule: 'fructose.excess-nutriments',
        field: 'nutriments',
      });
      expect(a.verdicts[4].verdict).toBe('red');
    });

    it('given fructose at or below glucose, should add nothing', () => {
      const p = { ingredients_text: 'water, sugar', nutriments: { fructose_100g: '2', glucose_100g: 2.1 } };
      expect(analyzeProduct(p).verdicts[4].verdict).toBe('green');
    });
  });
});

describe('analyzeText', () => {
  it('given nested parentheses, should apply each exemption to its own sub-list only', () => {
    const a = analyzeText('Füllung (Zucker, Glukosesirup (Weizen), Milchpulver), Gerstenmalz', 'de');
    expect(a.verdicts[2].reasons.map((r) => [r.rule, r.text])).toEqual([
      ['gluten.exempt-derivative', 'Glukosesirup'],
      ['gluten.cereal', 'Gerstenmalz'],
    ]);
  });

  it('given percentages with decimal commas and E-numbers, should keep the list intact', () => {
    const a = analyzeText('Kakao 2,5 %, Süssungsmittel (E 420, E 950), Weizen 0,5 %', 'de');
    expect(a.verdicts[2].reasons.map((r) => r.text)).toEqual(['Weizen']);
    expect(a.verdicts[4].reasons.map((r) => r.text)).toEqual(['E 420']);
  });

  it('given "spices", should warn about hidden onion and garlic for FODMAP only', () => {
    const a = analyzeText('salt, spices', 'en');
    expect(a.colors).toEqual({ red: [], yellow: [3] });
  });
});
