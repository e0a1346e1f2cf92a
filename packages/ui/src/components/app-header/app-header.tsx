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
        'diet:flex diet:items-center diet:gap-2 diet:border-b diet:border-border diet:bg-surface diet:px-4 diet:py-3 diet:md:gap-3 diet:md:px-6',
        className,
      )}
      {...props}
    >
      {leading}
      <form
        role="search"
        onSubmit={handleSubmit}
        className="diet:min-w-0 diet:flex-1"
        data-slot="app-header-search"
      >
        <label className="diet:relative diet:block">
          <span className="diet:sr-only">{t('appHeader.search')}</span>
          <Icon
            name="search"
            className="diet:pointer-events-none diet:absolute diet:top-1/2 diet:left-3 diet:size-5 diet:-translate-y-1/2 diet:text-muted-fg"
          />
          <input
            type="search"
            name={searchName}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            placeholder={t('appHeader.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(
              fieldControlVariants(),
              'diet:peer diet:h-11 diet:rounded-full diet:bg-canvas diet:pl-10 diet:text-ellipsis',
              // On a phone the field is too narrow for the sentence: a short hint shows instead (below).
              'diet:placeholder:text-transparent diet:md:placeholder:text-muted-fg',
            )}
          />
          <span
            aria-hidden="true"
            data-slot="app-header-search-hint"
            className="diet:pointer-events-none diet:absolute diet:top-1/2 diet:right-3 diet:left-10 diet:hidden diet:-translate-y-1/2 diet:truncate diet:text-muted-fg diet:peer-placeholder-shown:block diet:md:peer-placeholder-shown:hidden"
          >
            {t('appHeader.searchPlaceholderShort')}
          </span>
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
