import fc from 'fast-check';

import type { IntoleranceCode } from './codes';
import {
  colorFlags,
  productMood,
  SUITABILITY_MESSAGES_EN,
  suitability,
  suitabilityKey,
  suitabilityMessageEn,
  type Suitability,
} from './verdicts';

describe('suitability banner', () => {
  it.each<[string, { red: number[]; yellow: number[] }, number[], Suitability]>([
    ['red beats yellow', { red: [2], yellow: [1] }, [1, 2], { level: 'red', code: 2 }],
    [
      'first red in the product order names the diet',
      { red: [4, 1], yellow: [] },
      [1, 4],
      { level: 'red', code: 4 },
    ],
    ['unmatched red codes are skipped', { red: [3, 1], yellow: [] }, [1], { level: 'red', code: 1 }],
    ['yellow when no red matches', { red: [3], yellow: [2, 1] }, [1, 2], { level: 'yellow', code: 2 }],
    ['green when nothing matches', { red: [3], yellow: [4] }, [1, 2], { level: 'green' }],
    ['green for a user without intolerances', { red: [1, 2, 3, 4], yellow: [] }, [], { level: 'green' }],
    ['green for a product without colours', { red: [], yellow: [] }, [1, 2, 3, 4], { level: 'green' }],
  ])('given %s should give %j', (_name, colors, user, expected) => {
    expect(suitability(colors, user)).toEqual(expected);
  });

  it.each<[Suitability, string, string]>([
    [{ level: 'red', code: 1 }, 'verdict.red.1', 'This product is not lactose-free.'],
    [{ level: 'red', code: 2 }, 'verdict.red.2', 'This product is not gluten-free.'],
    [{ level: 'red', code: 3 }, 'verdict.red.3', 'This product is not low FODMAP diet.'],
    [{ level: 'red', code: 4 }, 'verdict.red.4', 'This product is not low fructose diet.'],
    [{ level: 'yellow', code: 1 }, 'verdict.yellow.1', 'This product may not suit a lactose-free diet.'],
    [{ level: 'yellow', code: 2 }, 'verdict.yellow.2', 'This product may not suit a gluten-free diet.'],
    [{ level: 'yellow', code: 3 }, 'verdict.yellow.3', 'This product may not suit a low FODMAP diet.'],
    [{ level: 'yellow', code: 4 }, 'verdict.yellow.4', 'This product may not suit a low fructose diet.'],
    [{ level: 'green' }, 'verdict.green', 'This product suits your diets.'],
  ])('given %j should use key %s and say %j', (result, key, text) => {
    expect(suitabilityKey(result)).toBe(key);
    expect(suitabilityMessageEn(result)).toBe(text);
  });

  it('given the wording table should hold exactly 9 banners', () => {
    expect(Object.keys(SUITABILITY_MESSAGES_EN)).toHaveLength(9);
  });

  const code = fc.constantFrom<IntoleranceCode>(1, 2, 3, 4);
  const codes = fc.uniqueArray(code, { maxLength: 4 });

  it('given any colours and user should be red exactly when a red code is the user’s', () => {
    fc.assert(
      fc.property(codes, codes, codes, (red, yellow, user) => {
        const result = suitability({ red, yellow }, user);
        const redMatch = red.find((c) => user.includes(c));
        const yellowMatch = yellow.find((c) => user.includes(c));
        if (redMatch !== undefined) expect(result).toEqual({ level: 'red', code: redMatch });
        else if (yellowMatch !== undefined) expect(result).toEqual({ level: 'yellow', code: yellowMatch });
        else expect(result).toEqual({ level: 'green' });
      }),
    );
  });

  it('given any colours and user should agree with the card mood from the computed flags', () => {
    fc.assert(
      fc.property(codes, codes, codes, (red, yellow, user) => {
        expect(productMood(colorFlags({ red, yellow }, user))).toBe(suitability({ red, yellow }, user).level);
      }),
    );
  });
});

describe('colour flags', () => {
  it.each([
    [{ red: [1], yellow: [2] }, [1, 2], { is_red: true, is_yellow: true }],
    [{ red: [1], yellow: [2] }, [2], { is_red: false, is_yellow: true }],
    [{ red: [1], yellow: [2] }, [1], { is_red: true, is_yellow: false }],
    [{ red: [1], yellow: [2] }, [3, 4], { is_red: false, is_yellow: false }],
    [{ red: [], yellow: [] }, [], { is_red: false, is_yellow: false }],
  ])('given colours %j and user %j should give %j', (colors, user, expected) => {
    expect(colorFlags(colors, user)).toEqual(expected);
  });
});

describe('product card mood', () => {
  it.each([
    [{ is_red: true, is_yellow: true }, 'red'],
    [{ is_red: true, is_yellow: false }, 'red'],
    [{ is_red: false, is_yellow: true }, 'yellow'],
    [{ is_red: false, is_yellow: false }, 'green'],
    [{}, 'green'],
    [{ is_red: null, is_yellow: null }, 'green'],
  ])('given flags %j should show %s', (flags, mood) => {
    expect(productMood(flags)).toBe(mood);
  });
});
