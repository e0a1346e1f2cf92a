/**
 * The page stories answer as the API does on the one swap rule: Discover pairs each everyday
 * product with the better swap its product page shows (`betterSwapOf` over the suggestions the
 * page asks for), for each story profile and retailer, so the Discover and product page stories
 * never show two different swaps for one product.
 */
import { apiCalls, readResponse, RECOMMENDATIONS_TOP_K, type Product } from '@diet/domain';

import { betterSwapOf } from '../../shared/better-swap';
import { DISCOVER_SHELF, ONE_DIET_PROFILE, SEVERAL_DIETS_PROFILE } from './fixtures';
import { discoverAnswer, signedInAnswers } from './handlers';

type Profile = typeof ONE_DIET_PROFILE;

const dietsOf = (profile: Profile) => (profile as { intolerances?: number[] }).intolerances ?? [];

/** The product page's better swap for `product`, from the suggestions the stories answer. */
function pageSwap(profile: Profile, product: Product): Product | null {
  const answer = signedInAnswers(profile)['/products/get-recommended-products'];
  if (typeof answer !== 'function') throw new Error('The stories answer suggestions per request');
  const result = answer({
    name: product.name_en,
    product_id: product.id,
    category_id: product.category_id,
    subcategory_id: product.subcategory_id,
    top_k: RECOMMENDATIONS_TOP_K,
    sees_red_products: profile.sees_red_products,
    intolerances: dietsOf(profile),
  });
  if (typeof result !== 'object' || !('body' in result)) throw new Error('Suggestions failed');
  const suggestions = readResponse(apiCalls['/products/get-recommended-products'].response, result.body);
  return betterSwapOf(product, dietsOf(profile), suggestions);
}

/** Discover's pairs as [product, Discover's swap, the product page's better swap], by English name. */
function pairs(profile: Profile, retailer?: string) {
  const answer = readResponse(
    apiCalls['/products/discover'].response,
    discoverAnswer({ intolerances: dietsOf(profile), ...(retailer ? { retailer } : {}) }, DISCOVER_SHELF),
  );
  return answer.swaps.map((swap) => [
    swap.product.name_en,
    swap.alternatives[0]?.name_en,
    pageSwap(profile, swap.product)?.name_en ?? null,
  ]);
}

describe('the stories’ Discover and product page swaps', () => {
  it('given a lactose-free user, should pair whole milk with the lactose-free whole milk its page shows', () => {
    expect(pairs(ONE_DIET_PROFILE)).toEqual([
      ['Whole milk UHT', 'Lactose-free whole milk', 'Lactose-free whole milk'],
      ['Strawberry yoghurt', 'Lactose-free strawberry yoghurt', 'Lactose-free strawberry yoghurt'],
      ['Milk chocolate', 'Dark chocolate 85 %', 'Dark chocolate 85 %'],
    ]);
  });

  it.each([
    ['one diet', ONE_DIET_PROFILE],
    ['several diets', SEVERAL_DIETS_PROFILE],
  ])('given %s, should show on Discover only the product page’s better swap', (_, profile) => {
    const found = pairs(profile);
    expect(found.length).toBeGreaterThan(0);
    for (const [, swap, page] of found) expect(swap).toBe(page);
  });
});
