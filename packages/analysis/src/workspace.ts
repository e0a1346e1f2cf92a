import { MatchList } from './matcher';
import { Structure } from './parse';
import { newNormalized, type Normalized } from './text/normalize';

/**
 * The scratch of one analysis (a product or a text): the normalised text, its matches and its
 * structure, reused by the analysis' texts one after the other and dropped with it. Every call of
 * the engine makes its own, so calls never share state.
 */
export class Workspace {
  readonly text: Normalized = newNormalized();
  readonly matches = new MatchList();
  readonly structure = new Structure();
  /**
   * Per item: ingredients named in its sub-lists, whether one is a gluten cereal, the first rennet
   * match in them (-1: none), and whether the item is a soy sauce.
   */
  readonly subIngredients: number[] = [];
  readonly subGluten: number[] = [];
  readonly subRennet: number[] = [];
  readonly soySauce: number[] = [];

  /** Clears the per-item arrays for `count` items. */
  clearItems(count: number): void {
    for (let it = 0; it < count; it++) {
      this.subIngredients[it] = 0;
      this.subGluten[it] = 0;
      this.subRennet[it] = -1;
      this.soySauce[it] = 0;
    }
  }
}
