import { SharedProfiles } from '@diet/ui/shared-profiles';
import { useTranslation } from 'react-i18next';

import { ProfilePage } from '../components/profile-page';

/**
 * /shared-profiles (signed-in spec §2): 'Profiles shared with you' is always empty ('No shared
 * profiles yet.') and 'Add a new profile' is disabled and marked coming soon: sharing profiles is
 * not built yet, and the page says so rather than pretending.
 */
export default function SharedProfilesScreen() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('sharedProfiles.title')} intro={t('sharedProfiles.intro')}>
      <SharedProfiles profiles={[]} />
    </ProfilePage>
  );
}
