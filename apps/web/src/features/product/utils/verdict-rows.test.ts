import { productSchema, type ProductReasonInput } from '@diet/domain';
import i18next from 'i18next';

import de from '../../../../../../locales/de/product.json';
import en from '../../../../../../locales/en/product.json';
import { countIngredients, reasonText, verdictRows, type DietRow } from './verdict-rows';

const reason = (patch: Partial<ProductReasonInput>): ProductReasonInput => ({
  code: 1,
  verdict: 'red',
  rule: 'lactose.milk',
  text: 'Milch',
  lang: 'de',
  source: 'ingredients',
  start: 0,
  end: 5,
  ...patch,
});

type Colors = { red: number[]; yellow: number[]; unknown?: number[] };

function product(colors: Colors, reasons?: ProductReasonInput[], ingredients: string | null = null) {
  return productSchema.parse({ id: 1, colors, reasons, ingredients });
}

async function translator(language: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['product'],
    defaultNS: 'product',
    resources: { en: { product: en }, de: { product: de } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'product');
}

async function sentences(rows: DietRow[], language: 'en' | 'de' = 'en') {
  const t = await translator(language);
  return rows.map((row) => (row.reason ? reasonText(row.reason, row.diet, t, language) : null));
}

describe('verdictRows', () => {
  it('given a red product should name what it contains, once, for each red diet', async () => {
    const rows = verdictRows(
      product({ red: [1, 3], yellow: [] }, [
        reason({ code: 1, text: 'Vollmilch', end: 9 }),
        reason({ code: 1, text: 'vollmilch', start: 20, end: 29 }),
        reason({ code: 3, rule: 'fodmap.lactose', text: 'Vollmilch', end: 9 }),
      ]),
      [1],
    );
    expect(rows.map((row) => row.state)).toEqual(['not-suitable']);
    expect(await sentences(rows)).toEqual(['Contains milk: “Vollmilch”.']);
  });

  it('given a list without ingredients should say we could not check, not that it may not suit', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [1, 2], unknown: [1, 2] }, [
        reason({ code: 1, verdict: 'yellow', rule: 'data.no-ingredients', text: '', source: 'product' }),
        reason({ code: 2, verdict: 'yellow', rule: 'data.no-ingredients', text: '', source: 'product' }),
      ]),
      [1, 2],
    );
    expect(rows.map((row) => row.state)).toEqual(['unread', 'unread']);
    expect((await sentences(rows))[0]).toBe(
      'We couldn’t read this label fully: we don’t have its ingredient list yet. On the pack, look for milk, lactose, whey, cream, butter or cheese.',
    );
    // Each diet gets its own words to look for.
    expect((await sentences(rows))[1]).toMatch(/look for wheat, barley, rye, spelt or oats\.$/);
  });

  it('given words we do not know should quote them as what is missing', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [1], unknown: [1] }, [
        reason({ verdict: 'yellow', rule: 'data.not-understood', text: 'Halloumi', start: 10, end: 18 }),
        reason({ verdict: 'yellow', rule: 'data.cut-off', text: '(', start: 30, end: 31 }),
      ]),
      [1],
    );
    expect(await sentences(rows, 'de')).toEqual([
      'Wir konnten die Etikette nicht vollständig lesen: «Halloumi» kennen wir noch nicht. Suchen Sie auf der Packung nach Milch, Laktose, Molke, Rahm, Butter oder Käse.',
    ]);
  });

  it('given only a "may contain" statement should say so; given an uncertain ingredient, its rule', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [1, 2] }, [
        reason({ code: 1, verdict: 'yellow', rule: 'lactose.may-contain', text: 'Milch', source: 'traces' }),
        reason({ code: 2, verdict: 'yellow', rule: 'gluten.may-contain', text: 'Weizen', source: 'traces' }),
        reason({ code: 2, verdict: 'yellow', rule: 'gluten.oats', text: 'Haferflocken', start: 3, end: 15 }),
      ]),
      [1, 2],
    );
    expect(rows.map((row) => row.state)).toEqual(['may-contain', 'uncertain']);
    expect(await sentences(rows)).toEqual([
      'Traces of milk, named on the pack: “Milch”.',
      '“Haferflocken”: Oats are only safe when grown and processed to be free of gluten.',
    ]);
  });

  it('given a green diet should say how many ingredients were read', async () => {
    const rows = verdictRows(
      product(
        { red: [2], yellow: [] },
        [reason({ code: 2, rule: 'gluten.cereal', text: 'Weizenmehl', end: 10 })],
        'Zutaten: Weizenmehl 45 %, Zucker, Sonnenblumenöl (raffiniert, gehärtet), Salz, Backtriebmittel: Natriumcarbonate. Kann Spuren von Nüssen enthalten.',
      ),
      [1, 2, 4],
    );
    expect(rows.map((row) => [row.diet, row.state])).toEqual([
      [1, 'suits'],
      [2, 'not-suitable'],
      [4, 'suits'],
    ]);
    expect(await sentences(rows)).toEqual([
      'All 5 ingredients checked: no milk.',
      'Contains gluten: “Weizenmehl”.',
      'All 5 ingredients checked: none high in fructose.',
    ]);
  });

  it('given a green diet and two ingredients should say "both", in English and German', async () => {
    const rows = verdictRows(product({ red: [], yellow: [] }, [], 'Zutaten: Reis, Salz.'), [1, 3]);
    expect(rows.map((row) => row.state)).toEqual(['suits', 'suits']);
    expect(await sentences(rows)).toEqual([
      'Both ingredients checked: no milk.',
      'Both ingredients checked: neither is high in FODMAPs.',
    ]);
    expect(await sentences(rows, 'de')).toEqual([
      'Beide Zutaten geprüft: keine Milch.',
      'Beide Zutaten geprüft: keine FODMAP-reiche Zutat.',
    ]);
  });

  it('given a green finding (an aged cheese) should say it instead of "no milk"', async () => {
    const rows = verdictRows(
      product(
        { red: [], yellow: [] },
        [reason({ verdict: 'green', rule: 'lactose.aged-cheese', text: 'Emmentaler', end: 10 })],
        'Emmentaler, Salz',
      ),
      [1],
    );
    expect(await sentences(rows)).toEqual([
      '“Emmentaler”: Swiss hard cheeses and long-aged hard cheeses are naturally lactose-free.',
    ]);
  });

  it('given a lactose-free label should give the claim without quoting the tag', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [] }, [
        reason({ verdict: 'green', rule: 'lactose.free-claim', text: 'en:lactose-free', source: 'labels' }),
      ]),
      [1],
    );
    expect(await sentences(rows)).toEqual(['The pack says it is lactose-free.']);
  });

  it('given the claim in the list and as a label should quote the list only, never the tag', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [] }, [
        reason({ verdict: 'green', rule: 'lactose.free-claim', text: 'Laktosefrei', start: 23, end: 34 }),
        reason({ verdict: 'green', rule: 'lactose.free-claim', text: 'en:lactose-free', source: 'labels' }),
      ]),
      [1],
    );
    expect(await sentences(rows, 'de')).toEqual(['«Laktosefrei»: Die Packung sagt «laktosefrei».']);
  });

  it('given traces only as tags should read them as words', async () => {
    const rows = verdictRows(
      product({ red: [], yellow: [1] }, [
        reason({ verdict: 'yellow', rule: 'lactose.may-contain', text: 'en:milk', source: 'traces' }),
      ]),
      [1],
    );
    expect(await sentences(rows)).toEqual(['Traces of milk, named on the pack.']);
  });

  it('given a product whose reasons are not known yet should give states without reasons', () => {
    const rows = verdictRows(product({ red: [], yellow: [1] }, undefined, 'Emmentaler, Salz'), [1, 2]);
    expect(rows).toEqual([
      { diet: 1, state: 'uncertain', reason: undefined },
      { diet: 2, state: 'suits', reason: undefined },
    ]);
  });

  it('given diets in any order should list them lactose, gluten, FODMAP, fructose, skipping unknown codes', () => {
    const rows = verdictRows(product({ red: [], yellow: [] }, []), [4, 9, 1]);
    expect(rows.map((row) => row.diet)).toEqual([1, 4]);
  });
});

describe('countIngredients', () => {
  it.each([
    ['Vollmilch pasteurisiert, uperisiert', 2],
    ['Basmatireis', 1],
    ['Wasser, geschälte Sojabohnen (8,7 %), Calcium, Säureregulator, Joghurtkulturen', 5],
    [
      'Kakaomasse, Zucker, Kakaobutter, Emulgator Sojalecithin. Kann Spuren von Milch und Weizen enthalten.',
      4,
    ],
    ['Ingrédients : farine de blé, sucre; sel.', 3],
    ['Zucker 2.5 %, ca. 3 g Salz', 2],
    ['', 0],
    [null, 0],
  ])('given %j should count %i', (text, count) => {
    expect(countIngredients(text)).toBe(count);
  });
});
