/** The site's language codes as stored under `lang_code` (public-site spec §3): English, French, German. */
export type SiteLanguage = 'ENG' | 'FRA' | 'DEU';

/** The three languages with their short label and their own name (not translated). */
export const SITE_LANGUAGES: readonly { code: SiteLanguage; short: string; name: string; lang: string }[] = [
  { code: 'ENG', short: 'EN', name: 'English', lang: 'en' },
  { code: 'FRA', short: 'FR', name: 'Français', lang: 'fr' },
  { code: 'DEU', short: 'DE', name: 'Deutsch', lang: 'de' },
];

/**
 * The site language of a language tag such as i18next's (`de`, `de-CH` → `DEU`); English, the kit's
 * fallback, for a language the site does not offer.
 */
export function siteLanguageOf(tag: string | undefined): SiteLanguage {
  const base = tag?.toLowerCase().split('-')[0];
  return SITE_LANGUAGES.find((item) => item.lang === base)?.code ?? 'ENG';
}
