import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';

/** What an app may tell every component of the kit at once, through `DietUiProvider`. */
export type DietUiSettings = {
  /**
   * The language of the kit's texts (`fr`, `de-CH`, …). Default: the language of the app's i18next
   * instance when there is one, otherwise English.
   */
  locale?: string;
  /**
   * The app's own i18next instance, when it is not already provided through react-i18next (its
   * `I18nextProvider` or `initReactI18next`). The kit follows its language and takes the `ui`
   * namespace's texts from it where it has them (so an app may reword them); every other text comes
   * from the kit's own translations.
   */
  i18n?: I18n;
  /** ISO 4217 code of the prices' currency, shown beside them. Default `CHF`. */
  currency?: string;
  /** The store a product is shown at when it names none. Default `Coop`. */
  defaultStore?: string;
};

/** The kit's defaults, those of the DietCheck app. */
export const DEFAULT_UI_SETTINGS = { currency: 'CHF', defaultStore: 'Coop' } as const;

export const DietUiContext = createContext<DietUiSettings>({});

/** The settings of the nearest `DietUiProvider` with the kit's defaults filled in. */
export function useDietUiSettings(): DietUiSettings & { currency: string; defaultStore: string } {
  const settings = useContext(DietUiContext);
  return {
    ...settings,
    currency: settings.currency ?? DEFAULT_UI_SETTINGS.currency,
    defaultStore: settings.defaultStore ?? DEFAULT_UI_SETTINGS.defaultStore,
  };
}
