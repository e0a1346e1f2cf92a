'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Alert } from '../alert/index.js';
import { Button } from '../button/index.js';
import { Select, type SelectOption } from '../select/index.js';
import { Switch } from '../switch/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel =
  'diet:h-auto diet:min-h-11 diet:max-w-full diet:py-2 diet:text-center diet:whitespace-normal';

/** The profile languages (spec: default EN). */
export type ProfileLanguage = 'EN' | 'DE' | 'FR';

/** Each language named in itself, the same in every UI language, as the spec lists them. */
const languageOptions: SelectOption[] = [
  { value: 'EN', label: 'English (EN)' },
  { value: 'DE', label: 'Deutsch (DE)' },
  { value: 'FR', label: 'Français (FR)' },
];

export type AppPreferencesProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /**
   * The language shown: with `onLanguageChange`, the interface language the app is in; without it,
   * the profile's (the spec's disabled selector). Default `EN`.
   */
  language?: ProfileLanguage;
  /**
   * Makes the language selector live: called with the language picked (never the current one), which
   * the app applies at once. The other settings stay disabled and the notice says so.
   */
  onLanguageChange?: (language: ProfileLanguage) => void;
  /** The profile's two-letter country code, e.g. `CH`. */
  country?: string | null;
  /** Countries to show in the country selector (the app's local list, in the user's language). */
  countryOptions?: readonly SelectOption[];
  /** Notifications/alerts on email. Default off (the spec's). */
  emailNotifications?: boolean;
  /** Notifications/alerts in app. Default on (the spec's). */
  appNotifications?: boolean;
};

/**
 * The app preferences page: two disabled switches (e-mail alerts off, in-app alerts on), the language
 * and country selectors, and a disabled "Save preferences". As the spec has it nothing can change
 * and the selectors show the profile's values; with `onLanguageChange` the language selector is live
 * (it applies at once, so it needs no save) and the notice names what still cannot change.
 */
export function AppPreferences({
  language = 'EN',
  onLanguageChange,
  country,
  countryOptions = [],
  emailNotifications = false,
  appNotifications = true,
  className,
  ...props
}: AppPreferencesProps) {
  const { t } = useUiTranslation();
  const code = country?.toUpperCase() ?? '';
  const countries =
    code && !countryOptions.some((option) => option.value.toUpperCase() === code)
      ? [...countryOptions, { value: code, label: code }]
      : countryOptions;
  const countryValue = countries.find((option) => option.value.toUpperCase() === code)?.value ?? '';
  return (
    <form
      data-slot="app-preferences"
      onSubmit={(event) => event.preventDefault()}
      className={cn('diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-6', className)}
      {...props}
    >
      <Alert tone="info" live={false}>
        {t(onLanguageChange ? 'appPreferences.noticeExceptLanguage' : 'appPreferences.notice')}
      </Alert>
      <fieldset className="diet:flex diet:flex-col diet:gap-4">
        <legend className="diet:mb-4 diet:text-lg diet:font-semibold diet:text-fg">
          {t('appPreferences.notifications')}
        </legend>
        <Switch label={t('appPreferences.emailAlerts')} checked={emailNotifications} disabled />
        <Switch label={t('appPreferences.appAlerts')} checked={appNotifications} disabled />
      </fieldset>
      {onLanguageChange ? (
        <Select
          label={t('appPreferences.language')}
          hint={t('appPreferences.languageHint')}
          options={languageOptions}
          value={language}
          onChange={(event) => {
            const next = event.target.value as ProfileLanguage;
            if (next !== language) onLanguageChange(next);
          }}
        />
      ) : (
        <Select label={t('appPreferences.language')} options={languageOptions} value={language} disabled />
      )}
      <Select
        label={t('appPreferences.country')}
        options={countries}
        value={countryValue}
        placeholder={countryValue ? undefined : '—'}
        disabled
      />
      <div>
        <Button type="submit" className={wrapLabel} disabled>
          {t('appPreferences.submit')}
        </Button>
      </div>
    </form>
  );
}
