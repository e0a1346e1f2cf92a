import en from '../../../../locales/en/ui.json';

/**
 * The kit's English texts, part of every component's code: with no i18next set up by the app (or
 * before another language has loaded, or on a server) the components still speak English, never
 * their keys. An app that registers the `ui` namespace in its own i18next instance for every
 * language it serves may alias this module away (README, "Translations").
 */
export const englishTexts: Record<string, unknown> | null = en;
