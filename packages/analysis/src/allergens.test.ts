import { describe, expect, it } from 'vitest';
import { isAllergenName } from './allergens';

describe('isAllergenName', () => {
  it.each(['milk', 'Milch', 'lait', 'cereals containing gluten', 'Weizen', 'oats'])(
    'given the listed name "%s", should be true',
    (name) => expect(isAllergenName(name)).toBe(true),
  );

  it.each(['Gersten', 'gersten', 'Haselnüssen', 'Mandeln'])(
    'given the German dative plural "%s", should be true, as the statement reader takes it',
    (name) => expect(isAllergenName(name)).toBe(true),
  );

  it.each(['sugar', 'Zucker', 'wheat flour', 'salt', ''])('given "%s", should be false', (name) =>
    expect(isAllergenName(name)).toBe(false),
  );
});
