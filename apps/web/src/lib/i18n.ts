import { uiResources } from '@diet/ui/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import deHome from '../../../../locales/de/home.json';
import enHome from '../../../../locales/en/home.json';
import frHome from '../../../../locales/fr/home.json';

export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec's stored language codes (public-site spec §4): ENG, FRA, DEU. */
const STORED_TO_LANGUAGE: Record<string, Language> = { ENG: 'en', FRA: 'fr', DEU: 'de' };

/**
 * The initial language: the stored choice (`lang_code`), otherwise the browser language
 * (fr gives French, de gives German, anything else English).
 */
export function initialLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  const fromStorage = stored ? STORED_TO_LANGUAGE[stored] : undefined;
  if (fromStorage) return fromStorage;
  const prefix = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return prefix === 'fr' || prefix === 'de' ? prefix : 'en';
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      en: { ...uiResources.en, home: enHome },
      fr: { ...uiResources.fr, home: frHome },
      de: { ...uiResources.de, home: deHome },
    },
    lng: language,
    fallbackLng: 'en',
    ns: ['ui', 'home'],
    defaultNS: 'home',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return instance;
}
