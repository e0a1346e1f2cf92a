'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { AreaLayout } from '../../lib/area-layout.js';
import type { LinkComponent } from '../../lib/link.js';

/** The account area's tabs. */
export type AccountTab = 'loginCredentials' | 'subscription' | 'privacyData' | 'legalHelp' | 'appPreferences';

const tabs: AccountTab[] = ['loginCredentials', 'subscription', 'privacyData', 'legalHelp', 'appPreferences'];

export type AccountLayoutProps = ComponentProps<'div'> & {
  /** The user's first name or username, for "Hi, {name}!"; without it the greeting is "Hi!". */
  name?: string | null;
  /** The product's name, for "Manage your general {product} settings.". */
  productName: string;
  /** The tab of the current page (`aria-current="page"`). */
  activeTab?: AccountTab;
  /** The app's route of each tab. */
  hrefs: Record<AccountTab, string>;
  /** How the tab links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The account area's frame: greeting "Hi, {name}!", subtitle "Manage your general {product} settings.",
 * the tabs (Login credentials, Subscription, Privacy & data, Legal & help, App preferences) as links,
 * then the page.
 */
export function AccountLayout({ name, productName, ...props }: AccountLayoutProps) {
  const { t } = useUiTranslation();
  const trimmed = name?.trim();
  return (
    <AreaLayout
      slot="account-layout"
      heading={
        trimmed ? t('accountLayout.greeting', { name: trimmed }) : t('accountLayout.greetingAnonymous')
      }
      subtitle={t('accountLayout.subtitle', { product: productName })}
      navLabel={t('accountLayout.nav')}
      tabs={tabs}
      tabLabel={(tab) => t(`accountLayout.tabs.${tab}`)}
      {...props}
    />
  );
}
