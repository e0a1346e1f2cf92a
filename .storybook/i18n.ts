import { uiResources, UI_NAMESPACE } from '@diet/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance for every story; the toolbar's language switch drives it. */
void i18next.use(initReactI18next).init({
  resources: uiResources,
  lng: 'en',
  fallbackLng: 'en',
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
