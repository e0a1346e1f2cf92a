import { SharedProfiles } from '@diet/ui/shared-profiles';
import { useTranslation } from 'react-i18next';

import { AreaPage } from '../../../shared/components/area-page';

/**
 * /shared-profiles (signed-in spec §2): 'Profiles shared with you' is always empty ('No shared
 * profiles yet.') and 'Add a new profile' is disabled and marked coming soon: sharing profiles is
 * not built yet, and the page says so rather than pretending.
 */
export default function SharedProfilesScreen() {
  const { t } = useTranslation('profile');
  return (
    <AreaPage title={t('sharedProfiles.title')} intro={t('sharedProfiles.intro')}>
      <SharedProfiles profiles={[]} />
    </AreaPage>
  );
}
