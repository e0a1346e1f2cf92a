import { ProfileLayout, type ProfileTab } from '@diet/ui/profile-layout';
import { Outlet, useLocation } from 'react-router-dom';

import { PROFILE_TAB_PATHS } from '../../../config/routes';
import { areaTab } from '../../../shared/area-tab';
import { RouterLink } from '../../../shared/components/router-link';
import { PRODUCT_NAME } from '../../../shared/route-meta';
import { displayName, useProfile, useSignedIn } from '../../../shared/session';

/**
 * The profile area (signed-in spec §2): 'Hi, {name}!' (the cached profile's name, else the token's
 * claims), 'Manage your {product} profile.' and the four tabs, around the tab's page. A layout
 * route, so moving between tabs keeps the frame and only swaps the page.
 */
export default function ProfileArea() {
  const { claims } = useSignedIn();
  const profile = useProfile();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <ProfileLayout
        name={displayName(profile, claims)}
        productName={PRODUCT_NAME}
        activeTab={areaTab<ProfileTab>(PROFILE_TAB_PATHS, pathname)}
        hrefs={PROFILE_TAB_PATHS}
        linkComponent={RouterLink}
      >
        <Outlet />
      </ProfileLayout>
    </div>
  );
}
