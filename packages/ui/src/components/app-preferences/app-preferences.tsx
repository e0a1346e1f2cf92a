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
  /** The profile's language. Default `EN`. */
  language?: ProfileLanguage;
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
 * The app preferences page as the spec has it: nothing can change yet. Two disabled switches
 * (e-mail alerts off, in-app alerts on), disabled language and country selectors showing the profile's
 * values, and a disabled "Save preferences".
 */
export function AppPreferences({
  language = 'EN',
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
        {t('appPreferences.notice')}
      </Alert>
      <fieldset className="diet:flex diet:flex-col diet:gap-4">
        <legend className="diet:mb-4 diet:text-lg diet:font-semibold diet:text-fg">
          {t('appPreferences.notifications')}
        </legend>
        <Switch label={t('appPreferences.emailAlerts')} checked={emailNotifications} disabled />
        <Switch label={t('appPreferences.appAlerts')} checked={appNotifications} disabled />
      </fieldset>
      <Select label={t('appPreferences.language')} options={languageOptions} value={language} disabled />
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
