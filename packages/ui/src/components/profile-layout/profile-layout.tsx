import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { TabNav, TabNavLink } from '../tabs/index.js';

/** The profile area's tabs. */
export type ProfileTab = 'dietProfile' | 'personalInfo' | 'preferences' | 'sharedProfiles';

/** The spec's routes of the profile tabs. */
export const profileTabHrefs: Record<ProfileTab, string> = {
  dietProfile: '/diets-profile',
  personalInfo: '/personal-info',
  preferences: '/preferences',
  sharedProfiles: '/shared-profiles',
};

const tabs: ProfileTab[] = ['dietProfile', 'personalInfo', 'preferences', 'sharedProfiles'];

export type ProfileLayoutProps = ComponentProps<'div'> & {
  /** The user's first name or username, for "Hi, {name}!"; without it the greeting is "Hi!". */
  name?: string | null;
  /** The product's name, for "Manage your {product} profile.". */
  productName: string;
  /** The tab of the current page (`aria-current="page"`). */
  activeTab?: ProfileTab;
  /** Overrides of the tabs' routes; the defaults are the spec's (`profileTabHrefs`). */
  hrefs?: Partial<Record<ProfileTab, string>>;
  /** How the tab links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The profile area's frame: greeting "Hi, {name}!", subtitle "Manage your {product} profile.", the
 * tabs (Diet profile, Personal information, Preferences, Shared profiles) as links, then the page.
 */
export function ProfileLayout({
  name,
  productName,
  activeTab,
  hrefs,
  linkComponent: Link = 'a',
  className,
  children,
  ...props
}: ProfileLayoutProps) {
  const { t } = useTranslation('ui');
  const trimmed = name?.trim();
  return (
    <div
      data-slot="profile-layout"
      className={cn('flex w-full min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-fg md:text-3xl">
          {trimmed ? t('profileLayout.greeting', { name: trimmed }) : t('profileLayout.greetingAnonymous')}
        </h1>
        <p className="text-base text-muted-fg">{t('profileLayout.subtitle', { product: productName })}</p>
      </div>
      <TabNav aria-label={t('profileLayout.nav')}>
        {tabs.map((tab) => (
          <TabNavLink key={tab} asChild active={tab === activeTab}>
            <Link href={hrefs?.[tab] ?? profileTabHrefs[tab]}>{t(`profileLayout.tabs.${tab}`)}</Link>
          </TabNavLink>
        ))}
      </TabNav>
      <div data-slot="profile-layout-content" className="min-w-0">
        {children}
      </div>
    </div>
  );
}
