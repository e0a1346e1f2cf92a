import fc from 'fast-check';

import type { IntoleranceCode } from './codes';
import { colorFlags, isUnreadOnly, productMood, suitability, type Suitability } from './verdicts';

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

describe('isUnreadOnly', () => {
  const colors = { red: [4], yellow: [1, 2, 3], unknown: [1, 2] };

  it('given only the diets we could not read, should be unread-only', () => {
    expect(isUnreadOnly(colors, [1])).toBe(true);
    expect(isUnreadOnly(colors, [1, 2])).toBe(true);
  });

  it('given a diet the product itself makes yellow, or a red one, should not be', () => {
    expect(isUnreadOnly(colors, [1, 3])).toBe(false);
    expect(isUnreadOnly(colors, [1, 4])).toBe(false);
  });

  it('given no yellow diet of the user, or no unknown list, should not be', () => {
    expect(isUnreadOnly({ red: [], yellow: [] }, [1])).toBe(false);
    expect(isUnreadOnly({ red: [], yellow: [1] }, [1])).toBe(false);
  });
});
