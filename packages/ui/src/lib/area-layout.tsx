import type { ComponentProps, ReactNode } from 'react';

import { TabNav, TabNavLink } from '../components/tabs/index.js';
import { cn } from './cn.js';
import type { LinkComponent } from './link.js';

export type AreaLayoutProps<Tab extends string> = ComponentProps<'div'> & {
  /** `data-slot` of the frame; its content is `{slot}-content`. */
  slot: string;
  heading: ReactNode;
  subtitle: ReactNode;
  /** The tab navigation's accessible name. */
  navLabel: string;
  tabs: readonly Tab[];
  tabLabel: (tab: Tab) => ReactNode;
  activeTab?: Tab;
  /** The app's route of each tab. */
  hrefs: Record<Tab, string>;
  linkComponent?: LinkComponent;
};

/**
 * The frame shared by the signed-in areas with tabs (profile, account): greeting, subtitle, the
 * tabs as links, then the page. The areas give their own texts, tabs and routes.
 */
export function AreaLayout<Tab extends string>({
  slot,
  heading,
  subtitle,
  navLabel,
  tabs,
  tabLabel,
  activeTab,
  hrefs,
  linkComponent: Link = 'a',
  className,
  children,
  ...props
}: AreaLayoutProps<Tab>) {
  return (
    <div
      data-slot={slot}
      className={cn('diet:flex diet:w-full diet:min-w-0 diet:flex-col diet:gap-6', className)}
      {...props}
    >
      <div className="diet:flex diet:flex-col diet:gap-1">
        <h1 className="diet:text-2xl diet:font-bold diet:break-words diet:text-fg diet:md:text-3xl">
          {heading}
        </h1>
        <p className="diet:text-base diet:text-muted-fg">{subtitle}</p>
      </div>
      <TabNav aria-label={navLabel}>
        {tabs.map((tab) => (
          <TabNavLink key={tab} asChild active={tab === activeTab}>
            <Link href={hrefs[tab]}>{tabLabel(tab)}</Link>
          </TabNavLink>
        ))}
      </TabNav>
      <div data-slot={`${slot}-content`} className="diet:min-w-0">
        {children}
      </div>
    </div>
  );
}
