import { INTOLERANCE, INTOLERANCE_CODES, type IntoleranceCode } from '@diet/domain';
import { DIET_KEYS } from '@diet/ui/suitability-banner';

import { dietCodeOf, dietKeyOf, dietKeysOf } from './diet-keys';

describe('diet keys at the API boundary', () => {
  it.each([
    [1, 'lactose'],
    [2, 'gluten'],
    [3, 'fodmap'],
    [4, 'fructose'],
  ] as const)('given code %i, should name the %s diet and back', (code, key) => {
    expect(dietKeyOf(code)).toBe(key);
    expect(dietCodeOf(key)).toBe(code);
  });

  it("should know every one of the domain's codes, in the kit's order of keys", () => {
    expect(INTOLERANCE_CODES.map(dietKeyOf)).toEqual([...DIET_KEYS]);
    expect(Object.keys(INTOLERANCE).sort()).toEqual([...DIET_KEYS].sort());
  });

  it('given a number that is not a code, should refuse it', () => {
    expect(() => dietKeyOf(5 as IntoleranceCode)).toThrow(RangeError);
  });

  it("given a profile's codes, should keep their order and skip unknown ones", () => {
    expect(dietKeysOf([4, 1, 9])).toEqual(['fructose', 'lactose']);
    expect(dietKeysOf([])).toEqual([]);
  });
});
