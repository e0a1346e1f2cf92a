/**
 * Business constants and limits of public-site spec §9 and signed-in spec §9 (plus counts stated
 * in §2 of each). Durations carry their unit in the name.
 */

// --- Public site: timers ----------------------------------------------------------------------

/** How-it-works auto-advance, over {@link HOW_IT_WORKS_STEPS} steps, wrapping. */
export const HOW_IT_WORKS_INTERVAL_MS = 5000;
export const HOW_IT_WORKS_STEPS = 4;
/** The rotating section after how-it-works: same cadence, over 4 items. */
export const ROTATING_SECTION_INTERVAL_MS = 5000;
export const ROTATING_SECTION_ITEMS = 4;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const TESTIMONIAL_COUNT = 13;
/** Quiz splash, then welcome. */
export const SPLASH_MS = 2700;
/** Form success/error messages clear after this. */
export const FORM_MESSAGE_CLEAR_MS = 3000;
/** The diets newsletter modal closes this long after success. */
export const DIETS_NEWSLETTER_CLOSE_MS = 3000;

// --- Public site: layout and content counts ---------------------------------------------------

export const DESKTOP_BREAKPOINT_PX = 768;
/** Intersection ratio at which a how-it-works step marker selects its step. */
export const HOW_IT_WORKS_SCROLL_THRESHOLD = { desktop: 0.5, mobile: 0.3 } as const;
export const DIETS_PICKER_ROW_HEIGHT_PX = 96;
/** The diets products modal shows this many sample tiles (plus a locked tile)... */
export const PRODUCTS_MODAL_SAMPLE_TILES = 8;
/** ...while its title says "Top 20". */
export const PRODUCTS_MODAL_TITLE_COUNT = 20;
export const TEAM_SIZE = 3;
export const FEATURE_SECTIONS = 4;

/** The FAQ: 10 questions; shows 3, 'show more' goes to 6, then all, then back to 3. */
export const FAQ_COUNT = 10;
export const FAQ_INITIAL_VISIBLE = 3;
export const FAQ_EXPANDED_VISIBLE = 6;

/**
 * How many FAQ items 'show more' reveals next: 3 → 6 → all → 3. With `total` at most 6 the
 * cycle shortens (3 → total → 3). Any other current count restarts at 3.
 */
export function nextFaqVisibleCount(current: number, total: number = FAQ_COUNT): number {
  const steps = [
    ...new Set([FAQ_INITIAL_VISIBLE, FAQ_EXPANDED_VISIBLE, total].map((n) => Math.min(n, total))),
  ];
  const index = steps.indexOf(current);
  if (index === -1) return steps[0] ?? 0;
  return steps[(index + 1) % steps.length] ?? 0;
}

/** Legal pages: section counts and effective dates (ISO 8601; the spec writes dd.mm.yyyy). */
export const LEGAL = {
  terms: { sections: 13, effective: '2025-09-24' },
  privacy: { sections: 8, effective: '2025-05-20' },
  cookie: { sections: 7, effective: '2025-05-20' },
} as const;

// --- Quiz and account -------------------------------------------------------------------------

export const QUIZ_QUESTION_STEPS = 4;
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

// --- Identity service -------------------------------------------------------------------------

export const SIGN_IN_STATE_TTL_S = 180;
export const AUTO_SIGN_IN_WAIT_S = 180;
export const CREDENTIALS_REFRESH_WINDOW_S = 3000;
export const IDENTITY_MAX_ATTEMPTS = 3;
/** Cap of the exponential back-off between identity calls: 5 minutes. */
export const IDENTITY_MAX_DELAY_MS = 5 * 60 * 1000;

// --- Signed-in app ----------------------------------------------------------------------------

/** Lifetime of the profile, categories and products caches: 720 minutes (12 hours). */
export const CACHE_LIFETIME_MINUTES = 720;
export const CACHE_LIFETIME_MS = CACHE_LIFETIME_MINUTES * 60 * 1000;
/** `top_k` of the suggestions call. */
export const RECOMMENDATIONS_TOP_K = 5;
/** Horizontal scroll step of the products carousel. */
export const PRODUCT_CAROUSEL_SCROLL_PX = 320;
/** Horizontal scroll step of the categories carousel. */
export const CATEGORY_CAROUSEL_SCROLL_PX = 360;
export const CURRENCY = 'CHF';
/** Store label shown when a product has none: the default supermarket chain. */
export const DEFAULT_STORE_LABEL = 'Coop';
/**
 * The retailer options of /preferences. The spec says only one exists; it names only the default
 * chain, so that one is assumed here.
 */
export const RETAILERS = [DEFAULT_STORE_LABEL] as const;
/** `sees_red_products` sent with the products call when the profile does not say. */
export const DEFAULT_SEES_RED_PRODUCTS = false;
/** `sees_red_products` sent with the suggestions call when there is no cached profile. */
export const DEFAULT_SEES_RED_PRODUCTS_FOR_SUGGESTIONS_WITHOUT_PROFILE = true;
/** Share dialog QR code. */
export const SHARE_QR_CODE = { size: 180, level: 'M' } as const;
/** /app-preferences toggles (disabled): their fixed defaults. */
export const NOTIFICATION_DEFAULTS = { email: false, inApp: true } as const;
