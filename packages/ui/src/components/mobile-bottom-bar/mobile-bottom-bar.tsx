'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { Icon, type IconName } from '../icon/index.js';

/** The destinations of the mobile bottom bar. */
export type MobileBottomBarItem = 'home' | 'discover' | 'favorites' | 'lists' | 'help';

const items: { key: MobileBottomBarItem; icon: IconName; activeIcon?: IconName }[] = [
  { key: 'home', icon: 'home' },
  { key: 'discover', icon: 'compass' },
  { key: 'favorites', icon: 'heart', activeIcon: 'heart-filled' },
  { key: 'lists', icon: 'list' },
  { key: 'help', icon: 'help' },
];

export type MobileBottomBarProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The item of the current page: highlighted, with `aria-current="page"`. */
  activeItem?: MobileBottomBarItem;
  /** The app's route of each item (Home is the dashboard, Lists the shopping lists). */
  hrefs: Record<MobileBottomBarItem, string>;
  /** How links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The signed-in app's bottom navigation on mobile: Home, Discover, Favorites, Lists and Help, each an
 * icon over a short label. The app pins it to the bottom below the 768 px breakpoint.
 */
export function MobileBottomBar({
  activeItem,
  hrefs,
  linkComponent: Link = 'a',
  className,
  ...props
}: MobileBottomBarProps) {
  const { t } = useUiTranslation();
  return (
    <nav
      data-slot="mobile-bottom-bar"
      aria-label={t('mobileBottomBar.label')}
      className={cn('border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]', className)}
      {...props}
    >
      <ul className="grid grid-cols-5">
        {items.map(({ key, icon, activeIcon }) => {
          const active = key === activeItem;
          return (
            <li key={key} className="flex min-w-0">
              <Link
                href={hrefs[key]}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-1 px-1 py-2 text-xs font-medium no-underline',
                  'outline-none focus-visible:ring-4 focus-visible:ring-focus focus-visible:ring-inset',
                  active ? 'text-primary' : 'text-muted-fg hover:text-fg',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors motion-reduce:transition-none',
                    active && 'bg-primary-soft',
                  )}
                >
                  <Icon name={active && activeIcon ? activeIcon : icon} className="size-5" />
                </span>
                <span className="max-w-full truncate">{t(`mobileBottomBar.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
