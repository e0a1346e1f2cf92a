import i18next, { type i18n as I18n } from 'i18next';

import { UI_NAMESPACE, type UiLanguage } from './constants.js';
import { englishTexts } from './english-texts.js';

type Texts = Record<string, unknown>;

/** French and German load on first use, each as its own chunk: a page pays only for its language. */
const loaders: Record<Exclude<UiLanguage, 'en'>, () => Promise<Texts>> = {
  fr: () => import('../../../../locales/fr/ui.json').then((module) => module.default as Texts),
  de: () => import('../../../../locales/de/ui.json').then((module) => module.default as Texts),
};

/**
 * The kit's own i18next instance, used when the app's instance lacks a text (or there is none).
 * It is a cache of immutable texts: it never changes language (every lookup names its language),
 * so concurrent renders in different languages (a server) do not disturb each other.
 */
let kit: I18n | undefined;
const pending = new Map<UiLanguage, Promise<void>>();
const listeners = new Set<() => void>();

export function kitI18n(): I18n {
  if (!kit) {
    kit = i18next.createInstance();
    void kit.init({
      resources: englishTexts ? { en: { [UI_NAMESPACE]: englishTexts } } : {},
      lng: 'en',
      fallbackLng: 'en',
      ns: [UI_NAMESPACE],
      defaultNS: UI_NAMESPACE,
      keySeparator: '.',
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return kit;
}

/** Whether the kit's own texts in `language` are ready. */
export function isUiLanguageLoaded(language: UiLanguage): boolean {
  return kitI18n().hasResourceBundle(language, UI_NAMESPACE);
}

/**
 * Loads the kit's texts in `language` (French and German come as separate chunks). Components
 * load their language by themselves and show English meanwhile; await this before a server render
 * or the first paint to show the language at once.
 */
export function loadUiLanguage(language: UiLanguage): Promise<void> {
  if (language === 'en' || isUiLanguageLoaded(language)) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (texts) => {
        kitI18n().addResourceBundle(language, UI_NAMESPACE, texts, true, false);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending.delete(language); // a later render may try again
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** Calls `listener` whenever a language of the kit's own texts has loaded. */
export function onUiLanguageLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
