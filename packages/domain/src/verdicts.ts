/**
 * Product suitability for a user (signed-in spec §4): the detail page's banner, the product
 * card's mood icon, and the `is_red` / `is_yellow` flags derived from a product's colours.
 */
import type { IntoleranceCode, Verdict } from './codes';

/** A product's colours as the rules read them (`Colors` fits). Order matters: see {@link suitability}. */
export interface ColorLists {
  readonly red: readonly number[];
  readonly yellow: readonly number[];
}

/** The banner's verdict: for red and yellow, the intolerance that names the diet. */
export type Suitability =
  | { readonly level: 'red'; readonly code: IntoleranceCode }
  | { readonly level: 'yellow'; readonly code: IntoleranceCode }
  | { readonly level: 'green' };

function firstMatch(list: readonly number[], user: ReadonlySet<number>): IntoleranceCode | undefined {
  return list.find((code) => user.has(code)) as IntoleranceCode | undefined;
}

/**
 * The suitability banner rule, first match wins: red if any of the product's red codes is among
 * the user's intolerances, else yellow likewise, else green. The first code of the product's
 * list (in the product's order) that the user has names the diet.
 */
export function suitability(colors: ColorLists, userIntolerances: readonly number[]): Suitability {
  const user = new Set(userIntolerances);
  const red = firstMatch(colors.red, user);
  if (red !== undefined) return { level: 'red', code: red };
  const yellow = firstMatch(colors.yellow, user);
  if (yellow !== undefined) return { level: 'yellow', code: yellow };
  return { level: 'green' };
}

/** The flags a product list carries for a user: whether any red / any yellow code matches. */
export interface ColorFlags {
  is_red: boolean;
  is_yellow: boolean;
}

/**
 * `is_red` / `is_yellow` of a product for a user. Each is computed on its own, so a product can be
 * both; {@link productMood} gives red precedence.
 */
export function colorFlags(colors: ColorLists, userIntolerances: readonly number[]): ColorFlags {
  const user = new Set(userIntolerances);
  return {
    is_red: colors.red.some((code) => user.has(code)),
    is_yellow: colors.yellow.some((code) => user.has(code)),
  };
}

/** The product card's mood icon: red if `is_red`, else yellow if `is_yellow`, else green. */
export function productMood(flags: {
  readonly is_red?: boolean | null;
  readonly is_yellow?: boolean | null;
}): Verdict {
  if (flags.is_red === true) return 'red';
  if (flags.is_yellow === true) return 'yellow';
  return 'green';
}

/**
 * Whether a product's yellow for the user comes only from our reading (`colors.unknown`, "couldn't
 * check"): the user has no red code, at least one yellow code, and every yellow code the user has
 * is one we could not read. The product page then says "We couldn't check this product…" instead
 * of "may not suit", which would claim something about the product we do not know.
 */
export function isUnreadOnly(
  colors: ColorLists & { readonly unknown?: readonly number[] },
  userIntolerances: readonly number[],
): boolean {
  const user = new Set(userIntolerances);
  if (colors.red.some((code) => user.has(code))) return false;
  const yellow = colors.yellow.filter((code) => user.has(code));
  const unknown = new Set(colors.unknown ?? []);
  return yellow.length > 0 && yellow.every((code) => unknown.has(code));
}
