/** A CHF price split for display: the whole francs and always two digits of centimes. */
export type PriceParts = { whole: string; cents: string };

/**
 * Splits a price into its whole part and two-digit cents, rounded to the centime:
 * `splitPrice(3.5)` → `{ whole: '3', cents: '50' }`, `splitPrice(12)` → `{ whole: '12', cents: '00' }`.
 * (A local copy of the domain rule "price shown as whole part and two-digit cents": the kit does not
 * import @diet/domain.) Throws a RangeError for NaN and infinities.
 */
export function splitPrice(price: number): PriceParts {
  if (!Number.isFinite(price)) throw new RangeError(`Not a price: ${price}`);
  // Work in whole centimes so 0.1 + 0.2 style float errors cannot leak into the digits.
  const totalCents = Math.round(Math.abs(price) * 100);
  const sign = price < 0 && totalCents > 0 ? '-' : '';
  return {
    whole: `${sign}${Math.floor(totalCents / 100)}`,
    cents: String(totalCents % 100).padStart(2, '0'),
  };
}
