import { keepPercentTogether } from './keep-together.js';

describe('keepPercentTogether', () => {
  it.each([
    ['Dark chocolate 70 %', 'Dark chocolate 70\u00A0%'],
    ['Milchdrink 2,5 %', 'Milchdrink 2,5\u00A0%'],
    ['Joghurt 3.5  % Fett', 'Joghurt 3.5\u00A0% Fett'],
    ['100% Arabica', '100% Arabica'],
    ['Lait 1 l', 'Lait 1 l'],
    ['50 % moins de sucre, 70 % cacao', '50\u00A0% moins de sucre, 70\u00A0% cacao'],
  ])('given %j, should give %j', (text, expected) => {
    expect(keepPercentTogether(text)).toBe(expected);
  });
});
