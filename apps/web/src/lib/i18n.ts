/**
 * The app's i18next instance. Only the active language's strings are downloaded: each namespace of
 * `locales/<lang>/` is a JSON file of its own (hashed, cached for good), fetched when a screen
 * needs it (a route loads its namespace with its code, before it renders, so no key or other
 * language ever flashes). Texts are data, not code: fetched as JSON they cost a `JSON.parse`, not a
 * script compile. The kit's `ui` namespace is loaded the same way, from the same files the kit
 * exports as `uiResources`.
 */
import {
  initialLangCode,
  langCodeToLocale,
  localeToLangCode,
  STORAGE_KEYS,
  type LangCode,
  type Locale,
} from '@diet/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The address of every namespace file, by path (Vite emits each as a hashed asset). */
const bundleUrls = import.meta.glob<string>('../../../../locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchTexts(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Texts ${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The namespaces of the app (one per area) and the kit's own. */
export const NAMESPACES = [
  'ui',
  'site',
  'home',
  'about',
  'diets',
  'contact',
  'legal',
  'quiz',
  'auth',
  'app',
  'dashboard',
  'product',
  'favorites',
  'lists',
  'scan',
  'profile',
  'account',
  'discover',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every screen needs: the kit's texts and the shell's (header, footer, titles). */
export const SHELL_NAMESPACES: readonly Namespace[] = ['ui', 'site'];

export function bundlePath(language: string, namespace: string): string {
  return `../../../../locales/${language}/${namespace}.json`;
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const url = bundleUrls[bundlePath(language, namespace)];
    if (!url) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    fetchTexts(url).then(
      (resources) => callback(null, resources as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * The initial language (public-site spec §4): the stored `lang_code` choice, otherwise the browser
 * language (fr gives French, de gives German, anything else English).
 */
export function initialLanguage(stored: string | null, browserLanguage: string | undefined): Locale {
  return langCodeToLocale(initialLangCode(stored, browserLanguage));
}

/**
 * Creates and initialises the instance, resolving once the shell's namespaces of `language` are
 * loaded. There is no fallback language: the locale test guarantees that every language has every
 * key, so no English strings are ever downloaded for a French or German page.
 */
export async function createI18n(language: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['en', 'fr', 'de'],
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'site',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  const follow = (lng: string) => {
    document.documentElement.lang = lng;
  };
  instance.on('languageChanged', follow);
  follow(language);
  return instance;
}

/** The stored language code of the current interface language. */
export function langCodeOf(instance: I18n): LangCode {
  const language = instance.resolvedLanguage ?? instance.language;
  return localeToLangCode(language === 'fr' || language === 'de' ? language : 'en');
}

/**
 * The user's choice (public-site spec §4): changes the interface language and stores the choice
 * under `lang_code`. The new language's namespaces load before anything re-renders.
 */
export async function chooseLanguage(instance: I18n, code: LangCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.langCode, code);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this visit.
  }
  await instance.changeLanguage(langCodeToLocale(code));
}
