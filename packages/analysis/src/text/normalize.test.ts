import { normalize, normalizeToString } from './normalize';

describe('normalize', () => {
  it.each([
    ['Süßmolkenpulver', 'sussmolkenpulver'],
    ['Süssmolkenpulver', 'sussmolkenpulver'],
    ['ŒUFS, crème fraîche', 'oeufs, creme fraiche'],
    ['_Milch_, _Weizen_mehl', 'milch , weizen mehl'],
    ['<span class="allergen">Wheat</span> flour', 'wheat flour'],
    ['gluten-free', 'gluten free'],
    ['Sucre - Beurre – Sel', 'sucre , beurre , sel'],
    ['laktose - und glutenfrei', 'laktose und glutenfrei'],
    ['Zucker [Rohr]; Salz {CH}', 'zucker (rohr), salz (ch)'],
    ['Sel • Sucre · Eau / Huile', 'sel , sucre , eau , huile'],
    ['farine d’épeautre', "farine d'epeautre"],
    ['a   b\n\n c', 'a b\nc'],
    ['E 420, E-420', 'e 420, e 420'],
  ])('given "%s", should fold it to "%s"', (input, expected) => {
    expect(normalizeToString(input)).toBe(expected);
  });

  it('given text with expansions and removals, should map every output character back to its source', () => {
    const text = '  Süß_Molke <b>ß</b>';
    const { n, map } = normalize(text);
    const out = normalizeToString(text);
    expect(out).toBe('suss molke ss ');
    for (let i = 0; i < n; i++) {
      const src = text[map[i]!]!;
      const ch = out[i]!;
      if (ch === ' ') continue;
      expect(src.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace('ß', 's')).toContain(ch);
    }
  });

  it('given an unterminated tag or a stray "<", should keep the text after it', () => {
    expect(normalizeToString('Zucker < 5 %, Milch')).toBe('zucker 5 %, milch');
    expect(normalizeToString('Zucker <b Milch')).toBe('zucker b milch');
  });

  it('given a very long text, should grow its buffers', () => {
    const text = 'Weizen, '.repeat(5000);
    expect(normalizeToString(text)).toBe('weizen, '.repeat(5000));
  });
});
