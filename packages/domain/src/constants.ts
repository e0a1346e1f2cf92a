/**
 * Business constants and limits of public-site spec §9 and signed-in spec §9 (plus counts stated
 * in §2 of each). Durations carry their unit in the name.
 */

// --- Public site: timers ----------------------------------------------------------------------

/** How-it-works auto-advance, over its 4 steps, wrapping. */
export const HOW_IT_WORKS_INTERVAL_MS = 5000;
/** The rotating section after how-it-works: same cadence, over 4 items. */
export const ROTATING_SECTION_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 5000;

// --- Public site: layout and content counts ---------------------------------------------------

/** The diets products modal shows this many sample tiles (plus a locked tile)... */
export const PRODUCTS_MODAL_SAMPLE_TILES = 8;
/** ...while its title says "Top 20". */
export const PRODUCTS_MODAL_TITLE_COUNT = 20;

/** Legal pages: section counts and effective dates (ISO 8601; the spec writes dd.mm.yyyy). */
export const LEGAL = {
  terms: { sections: 13, effective: '2025-09-24' },
  privacy: { sections: 8, effective: '2025-05-20' },
  cookie: { sections: 7, effective: '2025-05-20' },
} as const;

// --- Quiz and account -------------------------------------------------------------------------

export const BIRTH_YEAR_MAX_DIGITS = 4;
/** The oldest valid birth year is the current year minus this. */
export const BIRTH_YEAR_MAX_AGE = 120;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The password rule (`isValidPassword`) as a user pool's password policy: what the local pool and
 * the production pool are both configured with (a lower-case letter is not required).
 */
export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  requireUppercase: true,
  requireLowercase: false,
  requireDigits: true,
  requireSymbols: true,
} as const;
/** Length of the e-mail confirmation code. */
export const CONFIRMATION_CODE_LENGTH = 6;

// --- Signed-in app ----------------------------------------------------------------------------

/** Lifetime of the profile, categories and products caches: 720 minutes (12 hours). */
export const CACHE_LIFETIME_MINUTES = 720;
export const CACHE_LIFETIME_MS = CACHE_LIFETIME_MINUTES * 60 * 1000;
/** `top_k` of the suggestions call. */
export const RECOMMENDATIONS_TOP_K = 5;
/** Store label shown when a product has none: the default supermarket chain. */
export const DEFAULT_STORE_LABEL = 'Coop';
/**
 * The retailer options of /preferences. The spec says only one exists; it names only the default
 * chain, so that one is assumed here.
 */
export const RETAILERS = [DEFAULT_STORE_LABEL] as const;
