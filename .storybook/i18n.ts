import { uiResources, UI_NAMESPACE } from '@diet/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * A text the story asked for that the kit's resources do not hold in the story's language. Thrown
 * from `t()`, it fails the render: Storybook reports the story as errored, so the visual run (and
 * the Storybook tests) fail on it, in English, French and German alike.
 */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

/**
 * One i18next instance for every story; the toolbar's language switch drives it. No fallback
 * language: a key missing in French or German must not quietly show the English text, it fails.
 */
void i18next.use(initReactI18next).init({
  resources: uiResources,
  lng: 'en',
  fallbackLng: false,
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  interpolation: { escapeValue: false },
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    throw new MissingTranslationError(
      `Missing translation: ${namespace}:${key} (${[languages].flat().join(', ')})`,
    );
  },
  // A `{{variable}}` the caller did not pass would show as an empty gap: as wrong as a missing key.
  missingInterpolationHandler: (text, match) => {
    throw new MissingTranslationError(`Missing interpolation value ${match[0]} in "${text}"`);
  },
});

export default i18next;
