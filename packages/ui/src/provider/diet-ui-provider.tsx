'use client';

import { useContext, useMemo, type ReactNode } from 'react';

import { DietUiContext, type DietUiSettings } from './context.js';

export type DietUiProviderProps = DietUiSettings & { children?: ReactNode };

/**
 * Settings for every kit component below it: the language of the kit's texts (`locale`), the app's
 * own i18next instance (`i18n`), the prices' `currency` and the `defaultStore`. Optional: without
 * it the components speak the language of the app's react-i18next instance, or English, and show
 * prices in CHF at Coop. Nested providers inherit what they do not set.
 */
export function DietUiProvider({ children, locale, i18n, currency, defaultStore }: DietUiProviderProps) {
  const outer = useContext(DietUiContext);
  const value = useMemo<DietUiSettings>(
    () => ({
      locale: locale ?? outer.locale,
      i18n: i18n ?? outer.i18n,
      currency: currency ?? outer.currency,
      defaultStore: defaultStore ?? outer.defaultStore,
    }),
    [outer, locale, i18n, currency, defaultStore],
  );
  return <DietUiContext value={value}>{children}</DietUiContext>;
}
