'use client';

import { Check, ChevronDown, Globe } from '../icon/glyphs.js';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { buttonVariants } from '../button/index.js';
import { SITE_LANGUAGES, type SiteLanguage } from './languages.js';

export type LanguageMenuProps = {
  language: SiteLanguage;
  onLanguageChange?: (language: SiteLanguage) => void;
  /** Where the list opens: under the button (header) or above it (foot of the mobile menu). */
  side?: 'bottom' | 'top';
  className?: string;
};

/**
 * The language menu button (WAI-ARIA menu button with radio items): opens on click, Enter, Space or
 * Arrow Down; Arrow keys, Home and End move between the languages; a choice, Escape, Tab or a click
 * anywhere else closes it, and focus returns to the button. Built on plain elements (not a popper
 * library): it is on every page of the site, and three fixed items need no collision logic.
 */
export function LanguageMenu({ language, onLanguageChange, side = 'bottom', className }: LanguageMenuProps) {
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const current = SITE_LANGUAGES.find((item) => item.code === language) ?? SITE_LANGUAGES[0]!;
  const currentIndex = Math.max(
    SITE_LANGUAGES.findIndex((item) => item.code === language),
    0,
  );

  useEffect(() => {
    if (!open) return;
    items.current[currentIndex]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, currentIndex]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (code: SiteLanguage) => {
    close(true);
    if (code !== language) onLanguageChange?.(code);
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = items.current.findIndex((item) => item === document.activeElement);
    const last = SITE_LANGUAGES.length - 1;
    const target = {
      ArrowDown: focused >= last ? 0 : focused + 1,
      ArrowUp: focused <= 0 ? last : focused - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items.current[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className={cn('relative inline-flex', className)}>
      <button
        ref={button}
        type="button"
        data-slot="site-header-language"
        data-state={open ? 'open' : 'closed'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'gap-1.5 px-2.5 data-[state=open]:bg-muted',
        )}
      >
        <Globe aria-hidden="true" />
        <span className="sr-only">{t('siteHeader.language')}: </span>
        <span lang={current.lang}>{current.short}</span>
        <ChevronDown aria-hidden="true" className="text-muted-fg" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('siteHeader.language')}
          data-slot="site-header-language-menu"
          onKeyDown={move}
          className={cn(
            'absolute right-0 z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-overlay',
            side === 'bottom' ? 'top-full mt-2' : 'bottom-full mb-2',
          )}
        >
          {SITE_LANGUAGES.map((item, index) => {
            const checked = item.code === language;
            return (
              <button
                key={item.code}
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                lang={item.lang}
                onClick={() => choose(item.code)}
                className={cn(
                  'relative flex w-full cursor-default items-center gap-2 rounded-sm py-2 pr-3 pl-9 text-left text-sm select-none',
                  'outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
                )}
              >
                <span className="pointer-events-none absolute left-3 flex size-4 items-center justify-center">
                  {checked ? <Check aria-hidden="true" className="size-4" /> : null}
                </span>
                <span className="w-6 font-semibold">{item.short}</span>
                {item.name}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
