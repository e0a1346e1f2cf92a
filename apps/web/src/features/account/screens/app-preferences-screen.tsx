import { AppPreferences } from '@diet/ui/app-preferences';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';

/** The country's name in the interface language (`CH` → "Switzerland", "Suisse", "Schweiz"). */
function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language ?? 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /app-preferences (signed-in spec §2, §4): nothing here can change yet. The e-mail alerts (off)
 * and in-app alerts (on), the profile's language (default EN) and country, and 'Save preferences'
 * are all disabled, and the page says that changing them is coming soon. The app keeps no list of
 * countries (the quiz asks for none), so the selector offers the profile's country, named in the
 * interface language.
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
        language={profile?.language ?? 'EN'}
        country={country}
        countryOptions={countryOptions}
      />
    </AreaPage>
  );
}
