import { initialLangCode, langCodeToLocale, type Locale } from '@diet/domain';
import { uiResources } from '@diet/ui/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import deHome from '../../../../locales/de/home.json';
import enHome from '../../../../locales/en/home.json';
import frHome from '../../../../locales/fr/home.json';

/**
 * The initial language (public-site spec §4): the stored `lang_code` choice, otherwise the browser
 * language (fr gives French, de gives German, anything else English).
 */
export function initialLanguage(stored: string | null, browserLanguage: string | undefined): Locale {
  return langCodeToLocale(initialLangCode(stored, browserLanguage));
}

export function createI18n(language: Locale): I18n {
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
