/** The i18next namespace that holds the kit's own microcopy. */
export const UI_NAMESPACE = 'ui';

/** Languages the kit ships text for. English is the default and the fallback. */
export const UI_LANGUAGES = ['en', 'fr', 'de'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The kit's language for a language tag (`de-CH` → `de`); English for any other language. */
export function uiLanguageOf(tag: string | null | undefined): UiLanguage {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (UI_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as UiLanguage) : 'en';
}
