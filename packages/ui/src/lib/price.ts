/** A CHF price split for display: the whole francs and always two digits of centimes. */
export type PriceParts = { whole: string; cents: string };

/** The largest magnitude split: beyond it, cents are no longer exact at 15 significant digits. */
export const MAX_SPLITTABLE_PRICE = 1e12;

/**
 * Splits a price into its whole part and two-digit cents, rounding half away from zero to the
 * centime on the decimal value as written: `splitPrice(3.5)` → `{ whole: '3', cents: '50' }`,
 * `splitPrice(12)` → `{ whole: '12', cents: '00' }`, `splitPrice(1.005)` → `{ whole: '1', cents: '01' }`.
 * A negative price keeps its sign on the whole part; one that rounds to zero is never signed.
 * NaN, infinities and magnitudes beyond {@link MAX_SPLITTABLE_PRICE} give `null` (show no price
 * rather than a wrong one).
 * (A copy of the domain rule "price shown as whole part and two-digit cents": the kit does not
 * import @diet/domain; a test compares the two.)
 */
export function splitPrice(price: number): PriceParts | null {
  if (!Number.isFinite(price) || Math.abs(price) > MAX_SPLITTABLE_PRICE) return null;
  // Work in whole centimes; toPrecision(15) undoes binary noise (1.005 * 100 = 100.49999999999999).
  const totalCents = Math.round(Number((Math.abs(price) * 100).toPrecision(15)));
  const sign = price < 0 && totalCents > 0 ? '-' : '';
  return {
    whole: `${sign}${Math.floor(totalCents / 100)}`,
    cents: String(totalCents % 100).padStart(2, '0'),
  };
}
