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

// --- Wording ----------------------------------------------------------------------------------

/** i18n key of a banner: `verdict.red.1` … `verdict.yellow.4`, `verdict.green`. */
export type SuitabilityKey = `verdict.${'red' | 'yellow'}.${IntoleranceCode}` | 'verdict.green';

/**
 * The banner wording in English, whole sentences per code so that translations can word each diet
 * in their own grammar. Red follows the spec's list exactly
 * ('This product is not {lactose-free|gluten-free|low FODMAP diet|low fructose diet}.').
 * Yellow is 'This product may not suit a {diet}.' with {diet} read as the diet's name as a noun:
 * lactose-free diet, gluten-free diet, low FODMAP diet, low fructose diet.
 */
export const SUITABILITY_MESSAGES_EN: Readonly<Record<SuitabilityKey, string>> = {
  'verdict.red.1': 'This product is not lactose-free.',
  'verdict.red.2': 'This product is not gluten-free.',
  'verdict.red.3': 'This product is not low FODMAP diet.',
  'verdict.red.4': 'This product is not low fructose diet.',
  'verdict.yellow.1': 'This product may not suit a lactose-free diet.',
  'verdict.yellow.2': 'This product may not suit a gluten-free diet.',
  'verdict.yellow.3': 'This product may not suit a low FODMAP diet.',
  'verdict.yellow.4': 'This product may not suit a low fructose diet.',
  'verdict.green': 'This product suits your diets.',
};

export function suitabilityKey(result: Suitability): SuitabilityKey {
  return result.level === 'green' ? 'verdict.green' : `verdict.${result.level}.${result.code}`;
}

export function suitabilityMessageEn(result: Suitability): string {
  return SUITABILITY_MESSAGES_EN[suitabilityKey(result)];
}
