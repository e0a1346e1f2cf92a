/**
 * Intolerance codes used by the API, the profile and product verdicts
 * (public-site spec §3, signed-in spec §3): 1 lactose, 2 gluten free, 3 low FODMAP, 4 low fructose.
 */
export const INTOLERANCE = {
  lactose: 1,
  gluten: 2,
  fodmap: 3,
  fructose: 4,
} as const;

export type IntoleranceCode = (typeof INTOLERANCE)[keyof typeof INTOLERANCE];

/** Every intolerance code, in ascending order. */
export const INTOLERANCE_CODES: readonly IntoleranceCode[] = [1, 2, 3, 4];

/** A traffic-light verdict for one diet. */
export type Verdict = 'green' | 'yellow' | 'red';

/** A product's suitability as the spec stores it: the codes it is red for and yellow for. */
export interface Colors {
  red: IntoleranceCode[];
  yellow: IntoleranceCode[];
}
