'use client';

import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Icon } from '../icon/index.js';
import { IconButton } from '../icon-button/index.js';
import { fieldControlVariants } from '../text-field/index.js';

export type AppHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The search text (controlled). */
  value: string;
  /** Called with the new search text on every keystroke. */
  onValueChange: (value: string) => void;
  /** Called with the search text when the search is submitted (Enter). */
  onSearch?: (value: string) => void;
  /** Called when the scan button is pressed (the app opens the scan dialog). Without it there is no scan button. */
  onScan?: () => void;
  /** The account menu at the end, usually `<AvatarMenu … />` (its avatar button opens it). */
  accountMenu?: ReactNode;
  /** Content before the search box, e.g. the logo on mobile. */
  leading?: ReactNode;
  /** Name of the search input (for forms). Default `q`. */
  searchName?: string;
};

/**
 * The signed-in app's top header: a search box ("What are you looking to purchase today?"), a scan
 * button and the avatar button with its menu.
 */
export function AppHeader({
  value,
  onValueChange,
  onSearch,
  onScan,
  accountMenu,
  leading,
  searchName = 'q',
  className,
  ...props
}: AppHeaderProps) {
  const { t } = useUiTranslation();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.(value);
  };
  return (
    <header
      data-slot="app-header"
      className={cn(
        'flex items-center gap-2 border-b border-border bg-surface px-4 py-3 md:gap-3 md:px-6',
        className,
      )}
      {...props}
    >
      {leading}
      <form role="search" onSubmit={handleSubmit} className="min-w-0 flex-1" data-slot="app-header-search">
        <label className="relative block">
          <span className="sr-only">{t('appHeader.search')}</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-fg"
          />
          <input
            type="search"
            name={searchName}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            placeholder={t('appHeader.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(fieldControlVariants(), 'h-11 rounded-full bg-canvas pl-10 text-ellipsis')}
          />
        </label>
      </form>
      {onScan ? (
        <IconButton variant="ghost" label={t('appHeader.scan')} onClick={onScan} data-slot="app-header-scan">
          <Icon name="scan" />
        </IconButton>
      ) : null}
      {accountMenu}
    </header>
  );
}
