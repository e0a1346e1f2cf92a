import type { i18n as I18n } from 'i18next';
import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

import { DietUiContext } from '../provider/context.js';
import { UI_NAMESPACE, uiLanguageOf, type UiLanguage } from './constants.js';
import { isUiLanguageLoaded, kitI18n, loadUiLanguage, onUiLanguageLoaded } from './kit-i18n.js';

/** Looks up a text of the kit's `ui` namespace, with its interpolation values and count. */
export type UiT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Lookup options that hold whatever the app's instance is configured with: the kit's keys are
 * dotted paths (`loginForm.title`) even where the app sets `keySeparator: false`, its placeholders
 * are `{{name}}`, and React escapes, not i18next.
 */
const KIT_LOOKUP = {
  ns: UI_NAMESPACE,
  keySeparator: '.',
  nsSeparator: false,
  returnObjects: false,
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
} as const;

const noSubscription = () => () => {};

/** Re-renders when the app's instance changes language or gains texts. */
function hostSnapshot(host: I18n | undefined): string {
  if (!host) return '';
  const language = host.resolvedLanguage ?? host.language ?? '';
  return `${language}\u0000${host.hasResourceBundle?.(uiLanguageOf(language), UI_NAMESPACE) ?? false}`;
}

/**
 * The kit's translation hook. The language comes from `DietUiProvider`'s `locale`, else from the
 * app's i18next instance (the provider's `i18n`, react-i18next's context or `initReactI18next`),
 * else English. A text comes from the app's instance when it holds it (an app may reword the kit),
 * otherwise from the kit's own translations, otherwise in English: a key never reaches the screen.
 */
export function useUiTranslation(): { t: UiT; i18n: { language: string; resolvedLanguage: UiLanguage } } {
  const settings = useContext(DietUiContext);
  const fromReact = useContext(I18nContext)?.i18n;
  const host: I18n | undefined = settings.i18n ?? fromReact ?? getI18n() ?? undefined;

  const subscribeHost = useCallback(
    (onChange: () => void) => {
      if (!host?.on) return noSubscription();
      const events = ['languageChanged', 'loaded', 'added'] as const;
      for (const event of events) host.on(event, onChange);
      return () => {
        for (const event of events) host.off(event, onChange);
      };
    },
    [host],
  );
  const hostState = useSyncExternalStore(
    host ? subscribeHost : noSubscription,
    () => hostSnapshot(host),
    () => hostSnapshot(host),
  );
  const hostLanguage = hostState ? hostState.split('\u0000')[0] : undefined;
  const requested = settings.locale ?? (hostLanguage || 'en');
  const language = uiLanguageOf(requested);
  const loaded = useSyncExternalStore(
    onUiLanguageLoaded,
    () => isUiLanguageLoaded(language),
    () => isUiLanguageLoaded(language),
  );

  useEffect(() => {
    if (!loaded) loadUiLanguage(language).catch(() => {}); // English stays when a chunk fails
  }, [language, loaded]);

  const t = useMemo<UiT>(() => {
    const kit = kitI18n();
    return (key, options) => {
      const lookup = { ...options, ...KIT_LOOKUP, lng: language };
      if (host?.exists?.(key, lookup)) return String(host.t(key, lookup));
      if (kit.exists(key, lookup)) return String(kit.t(key, lookup));
      // Not (yet) in this language: English rather than the key.
      return String(kit.t(key, { ...lookup, lng: 'en' }));
    };
    // `hostState` and `loaded` change what the instances hold, so `t` changes with them.
  }, [host, language, hostState, loaded]);

  return { t, i18n: { language: requested, resolvedLanguage: language } };
}
