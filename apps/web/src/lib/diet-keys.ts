/**
 * The API names a diet by its intolerance code (1 lactose … 4 fructose); the kit's components take
 * a diet key (`'lactose'`). The app converts at this one boundary, with the domain's table.
 */
import { INTOLERANCE, isIntoleranceCode, type IntoleranceCode } from '@diet/domain';
import type { DietKey } from '@diet/ui/suitability-banner';

/** The domain's codes by key; it only compiles while the domain's keys are the kit's. */
const CODE_OF: Readonly<Record<DietKey, IntoleranceCode>> = INTOLERANCE;

const KEY_OF = new Map(
  (Object.entries(CODE_OF) as [DietKey, IntoleranceCode][]).map(([key, code]) => [code, key]),
);

/** The kit's diet key of an intolerance code from the API: `1` → `'lactose'`. */
export function dietKeyOf(code: IntoleranceCode): DietKey {
  const key = KEY_OF.get(code);
  if (!key) throw new RangeError(`Not an intolerance code: ${String(code)}`);
  return key;
}

/** The diet keys of a profile's codes, in the same order, skipping anything that is not a code. */
export function dietKeysOf(codes: readonly number[]): DietKey[] {
  return codes.filter(isIntoleranceCode).map(dietKeyOf);
}

/** The intolerance code the API takes for a kit's diet key: `'lactose'` → `1`. */
export function dietCodeOf(key: DietKey): IntoleranceCode {
  return CODE_OF[key];
}
