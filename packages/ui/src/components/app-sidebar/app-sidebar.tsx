'use client';

import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { Icon, type IconName } from '../icon/index.js';

/** The destinations of the signed-in app's sidebar. */
export type AppSidebarItem =
  'dashboard' | 'discover' | 'favorites' | 'shoppingLists' | 'upcoming' | 'support';

const icons: Record<AppSidebarItem, IconName> = {
  dashboard: 'home',
  discover: 'compass',
  favorites: 'heart',
  shoppingLists: 'list',
  upcoming: 'calendar',
  support: 'help',
};

const mainItems: AppSidebarItem[] = ['dashboard', 'discover', 'favorites', 'shoppingLists', 'upcoming'];

export const appSidebarLinkVariants = cva(
  [
    'diet:flex diet:min-h-11 diet:items-center diet:gap-3 diet:rounded-md diet:px-3 diet:py-2 diet:text-base diet:font-medium diet:no-underline',
    'diet:transition-colors diet:outline-none diet:motion-reduce:transition-none',
    'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
    "diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      active: {
        true: 'diet:bg-primary-soft diet:text-primary',
        false: 'diet:text-fg diet:hover:bg-muted',
      },
    },
    defaultVariants: { active: false },
  },
);

export type AppSidebarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The item of the current page: it is highlighted and gets `aria-current="page"`. */
  activeItem?: AppSidebarItem;
  /** The product's name: the logo link is read as "{product} – home page". */
  productName: string;
  /** The product's logo (decorative); without it the product name is shown as text. */
  logo?: ReactNode;
  /** Where the logo links to (the app's public home page). */
  homeHref: string;
  /** The app's route of each item. */
  hrefs: Record<AppSidebarItem, string>;
  /** How links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The signed-in app's desktop left sidebar: logo, Dashboard, Discover, Favorites, Shopping Lists,
 * Upcoming, and Support at the bottom. The app shows it from the 768 px breakpoint up.
 */
export function AppSidebar({
  activeItem,
  productName,
  logo,
  homeHref,
  hrefs,
  linkComponent: Link = 'a',
  className,
  ...props
}: AppSidebarProps) {
  const { t } = useUiTranslation();
  const item = (key: AppSidebarItem) => {
    const active = key === activeItem;
    return (
      <li key={key}>
        <Link
          href={hrefs[key]}
          aria-current={active ? 'page' : undefined}
          data-active={active || undefined}
          className={appSidebarLinkVariants({ active })}
        >
          <Icon name={icons[key]} />
          <span className="diet:min-w-0 diet:break-words">{t(`appSidebar.${key}`)}</span>
        </Link>
      </li>
    );
  };
  return (
    <div
      data-slot="app-sidebar"
      className={cn(
        'diet:flex diet:h-full diet:w-64 diet:shrink-0 diet:flex-col diet:border-r diet:border-border diet:bg-surface',
        className,
      )}
      {...props}
    >
      <nav
        aria-label={t('appSidebar.label')}
        className="diet:flex diet:min-h-0 diet:flex-1 diet:flex-col diet:gap-6 diet:overflow-y-auto diet:p-4"
      >
        <Link
          href={homeHref}
          aria-label={t('appSidebar.home', { product: productName })}
          className="diet:flex diet:min-h-11 diet:items-center diet:gap-2 diet:self-start diet:rounded-md diet:px-3 diet:text-xl diet:font-bold diet:text-primary diet:no-underline diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
        >
          {logo ?? <span aria-hidden="true">{productName}</span>}
        </Link>
        <ul className="diet:flex diet:flex-col diet:gap-1">{mainItems.map(item)}</ul>
        <ul className="diet:mt-auto diet:flex diet:flex-col diet:gap-1 diet:border-t diet:border-border diet:pt-4">
          {item('support')}
        </ul>
      </nav>
    </div>
  );
}
