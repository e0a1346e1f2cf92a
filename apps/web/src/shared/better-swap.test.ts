import { productSchema } from '@diet/domain';

import { betterSwapOf } from './better-swap';

type Colors = { red: number[]; yellow: number[]; unknown?: number[] };

const product = (id: number, colors: Colors) => productSchema.parse({ id, colors });

const LACTOSE = [1];
const redMilk = product(1, { red: [1], yellow: [] });
const yellowCheese = product(2, { red: [], yellow: [1] });
const greenMilk = product(3, { red: [], yellow: [] });
const otherGreen = product(4, { red: [], yellow: [] });
const unread = product(5, { red: [], yellow: [1], unknown: [1] });

describe('betterSwapOf', () => {
  it('offers the first suggestion when it suits better, the one the alternatives then leave out', () => {
    expect(betterSwapOf(redMilk, LACTOSE, [greenMilk, otherGreen])?.id).toBe(greenMilk.id);
    expect(betterSwapOf(redMilk, LACTOSE, [yellowCheese, greenMilk])?.id).toBe(yellowCheese.id);
    expect(betterSwapOf(yellowCheese, LACTOSE, [greenMilk])?.id).toBe(greenMilk.id);
  });

  it('never offers the product itself', () => {
    expect(betterSwapOf(redMilk, LACTOSE, [redMilk, greenMilk])?.id).toBe(greenMilk.id);
  });

  it('offers nothing no better, for a green product, for one we could not check, or without suggestions', () => {
    expect(betterSwapOf(yellowCheese, LACTOSE, [product(6, { red: [], yellow: [1] })])).toBeNull();
    expect(betterSwapOf(greenMilk, LACTOSE, [otherGreen])).toBeNull();
    expect(betterSwapOf(unread, LACTOSE, [greenMilk])).toBeNull();
    expect(betterSwapOf(redMilk, LACTOSE, undefined)).toBeNull();
    expect(betterSwapOf(redMilk, LACTOSE, [])).toBeNull();
  });
});
