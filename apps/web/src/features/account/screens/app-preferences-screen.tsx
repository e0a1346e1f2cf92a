import type { LangCode, ProfileLanguage } from '@diet/domain';
import { AppPreferences } from '@diet/ui/app-preferences';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage, langCodeOf } from '../../../lib/i18n';
import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';

/** The selector's codes (the spec's EN, DE, FR) and the stored `lang_code` of each. */
const LANG_CODE: Readonly<Record<ProfileLanguage, LangCode>> = { EN: 'ENG', DE: 'DEU', FR: 'FRA' };
const SELECTOR_CODE: Readonly<Record<LangCode, ProfileLanguage>> = { ENG: 'EN', DEU: 'DE', FRA: 'FR' };

/** The country's name in the interface language (`CH` → "Switzerland", "Suisse", "Schweiz"). */
function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language ?? 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /app-preferences (signed-in spec §2, §4; issue 30 "Language anywhere"): the language selector shows
 * the language the app is in and changes it at once, stored under `lang_code` as the public site's
 * switch does. It is not saved in the profile: no call of the spec carries it, and the profile's
 * `language` is only the default of catalogue calls, which always send the page's language. The
 * e-mail alerts (off), in-app alerts (on), the profile's country and 'Save preferences' stay
 * disabled, and the page says that those cannot change yet. The app keeps no list of countries (the
 * quiz asks for none), so the selector offers the profile's country, named in the interface language.
 */
export default function AppPreferencesScreen() {
  const { t, i18n } = useTranslation('account');
  const profile = useProfile();
  const country = profile?.country ?? null;
  const language = i18n.resolvedLanguage;
  const countryOptions = useMemo(
    () => (country ? [{ value: country, label: countryName(country, language) }] : []),
    [country, language],
  );
  return (
    <AreaPage title={t('appPreferences.title')} intro={t('appPreferences.intro')}>
      <AppPreferences
        language={SELECTOR_CODE[langCodeOf(i18n)]}
        onLanguageChange={(choice) => void chooseLanguage(i18n, LANG_CODE[choice])}
        country={country}
        countryOptions={countryOptions}
      />
    </AreaPage>
  );
}
