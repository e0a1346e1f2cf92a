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
    'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-base font-medium no-underline',
    'transition-colors outline-none motion-reduce:transition-none',
    'focus-visible:ring-4 focus-visible:ring-focus',
    "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      active: {
        true: 'bg-primary-soft text-primary',
        false: 'text-fg hover:bg-muted',
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
          <span className="min-w-0 break-words">{t(`appSidebar.${key}`)}</span>
        </Link>
      </li>
    );
  };
  return (
    <div
      data-slot="app-sidebar"
      className={cn('flex h-full w-64 shrink-0 flex-col border-r border-border bg-surface', className)}
      {...props}
    >
      <nav
        aria-label={t('appSidebar.label')}
        className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto p-4"
      >
        <Link
          href={homeHref}
          aria-label={t('appSidebar.home', { product: productName })}
          className="flex min-h-11 items-center gap-2 self-start rounded-md px-3 text-xl font-bold text-primary no-underline outline-none focus-visible:ring-4 focus-visible:ring-focus"
        >
          {logo ?? <span aria-hidden="true">{productName}</span>}
        </Link>
        <ul className="flex flex-col gap-1">{mainItems.map(item)}</ul>
        <ul className="mt-auto flex flex-col gap-1 border-t border-border pt-4">{item('support')}</ul>
      </nav>
    </div>
  );
}
