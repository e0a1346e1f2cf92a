import { AccountLayout, type AccountTab } from '@diet/ui/account-layout';
import { Outlet, useLocation } from 'react-router-dom';

import { ACCOUNT_TAB_PATHS } from '../../../config/routes';
import { areaTab } from '../../../shared/area-tab';
import { RouterLink } from '../../../shared/components/router-link';
import { PRODUCT_NAME } from '../../../shared/route-meta';
import { displayName, useProfile, useSignedIn } from '../../../shared/session';

/**
 * The account area (signed-in spec §2): the greeting with the first name or username, 'Manage your
 * general {product} settings.' and the five tabs, around the tab's page (a layout route).
 */
export default function AccountArea() {
  const { claims } = useSignedIn();
  const profile = useProfile();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <AccountLayout
        name={displayName(profile, claims)}
        productName={PRODUCT_NAME}
        activeTab={areaTab<AccountTab>(ACCOUNT_TAB_PATHS, pathname)}
        hrefs={ACCOUNT_TAB_PATHS}
        linkComponent={RouterLink}
      >
        <Outlet />
      </AccountLayout>
    </div>
  );
}
