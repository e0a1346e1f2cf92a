'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { AreaLayout } from '../../lib/area-layout.js';
import type { LinkComponent } from '../../lib/link.js';

/** The profile area's tabs. */
export type ProfileTab = 'dietProfile' | 'personalInfo' | 'preferences' | 'sharedProfiles';

const tabs: ProfileTab[] = ['dietProfile', 'personalInfo', 'preferences', 'sharedProfiles'];

export type ProfileLayoutProps = ComponentProps<'div'> & {
  /** The user's first name or username, for "Hi, {name}!"; without it the greeting is "Hi!". */
  name?: string | null;
  /** The product's name, for "Manage your {product} profile.". */
  productName: string;
  /** The tab of the current page (`aria-current="page"`). */
  activeTab?: ProfileTab;
  /** The app's route of each tab. */
  hrefs: Record<ProfileTab, string>;
  /** How the tab links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The profile area's frame: greeting "Hi, {name}!", subtitle "Manage your {product} profile.", the
 * tabs (Diet profile, Personal information, Preferences, Shared profiles) as links, then the page.
 */
export function ProfileLayout({ name, productName, ...props }: ProfileLayoutProps) {
  const { t } = useUiTranslation();
  const trimmed = name?.trim();
  return (
    <AreaLayout
      slot="profile-layout"
      heading={
        trimmed ? t('profileLayout.greeting', { name: trimmed }) : t('profileLayout.greetingAnonymous')
      }
      subtitle={t('profileLayout.subtitle', { product: productName })}
      navLabel={t('profileLayout.nav')}
      tabs={tabs}
      tabLabel={(tab) => t(`profileLayout.tabs.${tab}`)}
      {...props}
    />
  );
}
