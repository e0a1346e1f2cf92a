import { keepPercentTogether } from './keep-together.js';

describe('keepPercentTogether', () => {
  it.each([
    ['Dark chocolate 70 %', 'Dark chocolate 70\u00A0%'],
    ['Milchdrink 2,5 %', 'Milchdrink 2,5\u00A0%'],
    ['Joghurt 3.5  % Fett', 'Joghurt 3.5\u00A0% Fett'],
    ['100% Arabica', '100% Arabica'],
    ['Lait 1 l', 'Lait 1\u00A0l'],
    ['Whole milk UHT 1 l, 6 pack', 'Whole milk UHT 1\u00A0l, 6 pack'],
    ['Gruyère 250 g', 'Gruyère 250\u00A0g'],
    ['Eistee 1,5 l', 'Eistee 1,5\u00A0l'],
    ['Rahm 2 dl', 'Rahm 2\u00A0dl'],
    ['Pack of 2 large eggs', 'Pack of 2 large eggs'],
    ['3 lemons', '3 lemons'],
    ['Bio 6 grains', 'Bio 6 grains'],
    ['50 % moins de sucre, 70 % cacao', '50\u00A0% moins de sucre, 70\u00A0% cacao'],
  ])('given %j, should give %j', (text, expected) => {
    expect(keepPercentTogether(text)).toBe(expected);
  });
});
