import de from '../../../../locales/de/ui.json';
import en from '../../../../locales/en/ui.json';
import fr from '../../../../locales/fr/ui.json';
import { UI_NAMESPACE } from './constants.js';

export { UI_LANGUAGES, UI_NAMESPACE, uiLanguageOf, type UiLanguage } from './constants.js';
export { loadUiLanguage } from './kit-i18n.js';
export { useUiTranslation, type UiT } from './use-ui-translation.js';

/**
 * The kit's translations, shaped for i18next's `resources` option:
 * `i18next.init({ resources: uiResources, ... })` or `addResourceBundle` per language. Optional: the
 * components carry English and load French and German by themselves; an app registers these to
 * reword them or to serve every text from its own instance.
 */
export const uiResources = {
  en: { [UI_NAMESPACE]: en },
  fr: { [UI_NAMESPACE]: fr },
  de: { [UI_NAMESPACE]: de },
} as const;
