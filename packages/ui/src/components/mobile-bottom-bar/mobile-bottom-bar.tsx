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
  /** The app's route of each item (`home` is the dashboard, `lists` the shopping lists). */
  hrefs: Record<MobileBottomBarItem, string>;
  /** How links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/**
 * The signed-in app's bottom navigation on mobile: Dashboard, Discover, Favorites, Lists and Support (the sidebar's words, "Lists" short for "Shopping Lists"), each an
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
      className={cn(
        'diet:border-t diet:border-border diet:bg-surface diet:pb-[env(safe-area-inset-bottom)]',
        className,
      )}
      {...props}
    >
      <ul className="diet:grid diet:grid-cols-5">
        {items.map(({ key, icon, activeIcon }) => {
          const active = key === activeItem;
          return (
            <li key={key} className="diet:flex diet:min-w-0">
              <Link
                href={hrefs[key]}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'diet:flex diet:min-h-14 diet:min-w-0 diet:flex-1 diet:flex-col diet:items-center diet:justify-center diet:gap-1 diet:px-0.5 diet:py-2 diet:text-xs diet:font-medium diet:no-underline',
                  'diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-inset',
                  active ? 'diet:text-primary' : 'diet:text-muted-fg diet:hover:text-fg',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'diet:flex diet:h-7 diet:w-12 diet:items-center diet:justify-center diet:rounded-full diet:transition-colors diet:motion-reduce:transition-none',
                    active && 'diet:bg-primary-soft',
                  )}
                >
                  <Icon name={active && activeIcon ? activeIcon : icon} className="diet:size-5" />
                </span>
                <span className="diet:max-w-full diet:truncate">{t(`mobileBottomBar.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
