/**
 * Which suggestion the product page offers as the better swap under the verdict (issue 30): the
 * rule is shared with the shopping lists' swaps (shared/better-swap.ts).
 */
export { betterSwapOf } from '../../../shared/better-swap';
