import { productSchema, type ProductReasonInput } from '@diet/domain';

import { dietEvidence, evidenceKind, readableText } from './evidence';

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

function product(colors: { red: number[]; yellow: number[] }, reasons?: ProductReasonInput[]) {
  return productSchema.parse({ id: 1, colors, reasons });
}

describe('evidenceKind', () => {
  it.each([
    [{ rule: 'gluten.may-contain', verdict: 'yellow', source: 'ingredients' }, 'may-contain'],
    [{ rule: 'lactose.milk', verdict: 'yellow', source: 'traces' }, 'may-contain'],
    [{ rule: 'data.no-ingredients', verdict: 'yellow', source: 'product' }, 'missing'],
    [{ rule: 'gluten.cereal', verdict: 'red', source: 'ingredients' }, 'contains'],
    [{ rule: 'gluten.oats', verdict: 'yellow', source: 'ingredients' }, 'uncertain'],
  ] as const)('given %j should say %s', (input, kind) => {
    expect(evidenceKind(input)).toBe(kind);
  });
});

describe('dietEvidence', () => {
  it('given red and yellow diets of the user, should list red first, only the user’s, with the deciding reasons', () => {
    const evidence = dietEvidence(
      product({ red: [3, 1], yellow: [2] }, [
        reason({ code: 1, text: 'Rahm', start: 10, end: 14 }),
        reason({ code: 1 }),
        reason({
          code: 1,
          verdict: 'yellow',
          rule: 'lactose.ripened-cheese',
          text: 'Käse',
          start: 20,
          end: 24,
        }),
        reason({
          code: 2,
          verdict: 'yellow',
          rule: 'gluten.may-contain',
          text: 'Weizen',
          start: 40,
          end: 46,
        }),
        reason({ code: 3, rule: 'fodmap.lactose' }),
      ]),
      [1, 2],
    );
    expect(evidence.map(({ diet, level }) => [diet, level])).toEqual([
      [1, 'red'],
      [2, 'yellow'],
    ]);
    // The red reasons of lactose, in reading order; the yellow one did not decide it.
    expect(evidence[0]!.findings.map((finding) => finding.text)).toEqual(['Milch', 'Rahm']);
    expect(evidence[1]!.findings).toEqual([
      { text: 'Weizen', lang: 'de', start: 40, end: 46, kind: 'may-contain', rule: 'gluten.may-contain' },
    ]);
  });

  it('given the same words under the same rule twice, should list them once; elsewhere, without offsets', () => {
    const [lactose] = dietEvidence(
      product({ red: [1], yellow: [] }, [
        reason({}),
        reason({ text: 'milch', start: 30, end: 35 }),
        reason({ text: 'lait', lang: 'fr', source: 'ingredients_other', start: null, end: null }),
      ]),
      [1],
    );
    expect(lactose!.findings).toEqual([
      expect.objectContaining({ text: 'Milch', start: 0 }),
      expect.objectContaining({ text: 'lait', lang: 'fr', start: null, end: null }),
    ]);
  });

  it('given a green product, or diets the user does not follow, should explain nothing', () => {
    expect(dietEvidence(product({ red: [], yellow: [] }, [reason({ verdict: 'green' })]), [1, 2])).toEqual(
      [],
    );
    expect(dietEvidence(product({ red: [3], yellow: [4] }, [reason({ code: 3 })]), [1, 2])).toEqual([]);
  });

  it('given a coloured diet without reasons (older data), should still show it, with the unknown rule', () => {
    expect(dietEvidence(product({ red: [], yellow: [2] }), [2])).toEqual([
      {
        diet: 2,
        level: 'yellow',
        findings: [{ text: '', lang: null, start: null, end: null, kind: 'uncertain', rule: 'unknown' }],
      },
    ]);
  });
});

describe('readableText', () => {
  it.each([
    ['en:milk', 'milk'],
    ['en:lactose-free', 'lactose free'],
    ['fr:blé-dur', 'blé dur'],
    ['Vollmilch', 'Vollmilch'],
    ['Zutaten: Milch', 'Zutaten: Milch'],
  ])('given %j should print %j', (text, printed) => {
    expect(readableText(text)).toBe(printed);
  });

  it('given a trace tag as evidence should list its words, not the tag', () => {
    const [traces] = dietEvidence(
      product({ red: [], yellow: [1] }, [
        reason({ verdict: 'yellow', rule: 'lactose.may-contain', text: 'en:milk', source: 'traces' }),
      ]),
      [1],
    );
    expect(traces?.findings.map((finding) => finding.text)).toEqual(['milk']);
  });
});
