import de from '../../../../locales/de/ui.json';
import en from '../../../../locales/en/ui.json';
import fr from '../../../../locales/fr/ui.json';

/** The i18next namespace that holds the kit's own microcopy. */
export const UI_NAMESPACE = 'ui';

/** Languages the kit ships text for. English is the default and the fallback. */
export const UI_LANGUAGES = ['en', 'fr', 'de'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The kit's translations, shaped for i18next's `resources` option:
 * `i18next.init({ resources: uiResources, ... })` or `addResourceBundle` per language.
 */
export const uiResources = {
  en: { [UI_NAMESPACE]: en },
  fr: { [UI_NAMESPACE]: fr },
  de: { [UI_NAMESPACE]: de },
} as const;
