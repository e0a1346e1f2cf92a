/**
 * Prices in CHF shown as a whole part and two-digit cents (signed-in spec §2 product detail, §9).
 */

export interface SplitPrice {
  /** The whole francs, with a leading '-' for a negative price. */
  whole: string;
  /** Always two digits, '00' to '99'. */
  cents: string;
}

/** The largest magnitude split: beyond it, cents are no longer exact at 15 significant digits. */
export const MAX_SPLITTABLE_PRICE = 1e12;

/**
 * Splits a CHF amount into whole part and cents, rounding half away from zero to the cent on the
 * decimal value as written: 3.5 → 3 / 50, 12 → 12 / 00, 2.999 → 3 / 00, 1.005 → 1 / 01.
 *
 * - A negative amount keeps its sign on the whole part (-3.5 → '-3' / '50'); an amount that rounds
 *   to zero is never signed (-0.001 → '0' / '00').
 * - NaN, ±Infinity, and magnitudes beyond one trillion ({@link MAX_SPLITTABLE_PRICE}) give `null`: the
 *   screen should show no price rather than a wrong one.
 */
export function splitPrice(price: number): SplitPrice | null {
  if (!Number.isFinite(price) || Math.abs(price) > MAX_SPLITTABLE_PRICE) return null;
  // toPrecision(15) undoes binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  const totalCents = Math.round(Number((Math.abs(price) * 100).toPrecision(15)));
  const whole = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const sign = price < 0 && totalCents > 0 ? '-' : '';
  return { whole: `${sign}${whole}`, cents: String(cents).padStart(2, '0') };
}
