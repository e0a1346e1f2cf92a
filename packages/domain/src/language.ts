/**
 * Interface language (public-site spec §3 browser storage, §4 language, §9) and the profile's
 * language field (signed-in spec §2 /app-preferences, §3, §9).
 */

/** The codes stored under `lang_code`. */
export const LANG_CODES = ['ENG', 'FRA', 'DEU'] as const;

export type LangCode = (typeof LANG_CODES)[number];

/** The i18n locales of the interface. */
export const LOCALES = ['en', 'fr', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export const LANG_CODE_TO_LOCALE: Readonly<Record<LangCode, Locale>> = { ENG: 'en', FRA: 'fr', DEU: 'de' };

export const LOCALE_TO_LANG_CODE: Readonly<Record<Locale, LangCode>> = { en: 'ENG', fr: 'FRA', de: 'DEU' };

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function langCodeToLocale(code: LangCode): Locale {
  return LANG_CODE_TO_LOCALE[code];
}

export function localeToLangCode(locale: Locale): LangCode {
  return LOCALE_TO_LANG_CODE[locale];
}

/**
 * The language implied by the browser (public-site spec §4): French gives FRA, German gives DEU,
 * anything else (including nothing) gives ENG.
 *
 * Interpretation: "fr" and "de" are matched on the primary subtag of a BCP 47 tag, case-insensitive,
 * so `fr-CH`, `FR` and `de_AT` count, while `fro` (Old French) or `dsb` do not.
 */
export function langCodeFromBrowser(browserLanguage: string | null | undefined): LangCode {
  const primary = (browserLanguage ?? '').trim().split(/[-_]/)[0]?.toLowerCase();
  if (primary === 'fr') return 'FRA';
  if (primary === 'de') return 'DEU';
  return 'ENG';
}

/**
 * The initial interface language: the stored `lang_code` when it is one of ENG/FRA/DEU,
 * otherwise the browser rule of {@link langCodeFromBrowser}.
 */
export function initialLangCode(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): LangCode {
  return isLangCode(stored) ? stored : langCodeFromBrowser(browserLanguage);
}

/**
 * The profile's `language` field (signed-in spec §3: default EN) as offered by the
 * /app-preferences selector: English (EN), Deutsch (DE), Français (FR). These two-letter codes
 * are distinct from the three-letter `lang_code` storage codes above.
 */
export const PROFILE_LANGUAGES = ['EN', 'DE', 'FR'] as const;

export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const DEFAULT_PROFILE_LANGUAGE: ProfileLanguage = 'EN';

/** A profile language from any casing; unknown or missing values give the default EN. */
export function toProfileLanguage(value: unknown): ProfileLanguage {
  if (typeof value !== 'string') return DEFAULT_PROFILE_LANGUAGE;
  const upper = value.trim().toUpperCase();
  return (PROFILE_LANGUAGES as readonly string[]).includes(upper)
    ? (upper as ProfileLanguage)
    : DEFAULT_PROFILE_LANGUAGE;
}
