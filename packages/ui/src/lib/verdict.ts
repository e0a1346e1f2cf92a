/** The traffic-light verdict of a product against the user's diets: green suits, yellow may not, red does not. */
export type Verdict = 'green' | 'yellow' | 'red';

/**
 * The verdict's former name.
 * @deprecated Use `Verdict`; this alias is removed in the next major version.
 */
export type Mood = Verdict;

/** A diet the kit names, by the keys of `@diet/domain`'s `INTOLERANCE` (not the backend's codes). */
export type DietKey = 'lactose' | 'gluten' | 'fodmap' | 'fructose';

/** Every diet key, in the order of the backend's intolerance codes (1 lactose … 4 fructose). */
export const DIET_KEYS = ['lactose', 'gluten', 'fodmap', 'fructose'] as const satisfies readonly DietKey[];

/**
 * The kit's locale files still number the diets as the spec does (`suitabilityBanner.red.1`); this is
 * the number of each key there. Internal: props take keys.
 */
export const dietTextIndex: Readonly<Record<DietKey, '1' | '2' | '3' | '4'>> = {
  lactose: '1',
  gluten: '2',
  fodmap: '3',
  fructose: '4',
};
