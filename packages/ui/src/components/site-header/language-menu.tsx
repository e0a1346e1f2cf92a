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
    <div ref={root} className={cn('diet:relative diet:inline-flex', className)}>
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
          'diet:gap-1.5 diet:px-2.5 diet:data-[state=open]:bg-muted',
        )}
      >
        <Globe aria-hidden="true" />
        <span className="diet:sr-only">{t('siteHeader.language')}: </span>
        <span lang={current.lang}>{current.short}</span>
        <ChevronDown aria-hidden="true" className="diet:text-muted-fg" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('siteHeader.language')}
          data-slot="site-header-language-menu"
          onKeyDown={move}
          className={cn(
            'diet:absolute diet:right-0 diet:z-50 diet:min-w-44 diet:rounded-md diet:border diet:border-border diet:bg-surface diet:p-1 diet:text-fg diet:shadow-overlay',
            side === 'bottom' ? 'diet:top-full diet:mt-2' : 'diet:bottom-full diet:mb-2',
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
                  'diet:relative diet:flex diet:w-full diet:cursor-default diet:items-center diet:gap-2 diet:rounded-sm diet:py-2 diet:pr-3 diet:pl-9 diet:text-left diet:text-sm diet:select-none',
                  'diet:outline-none diet:hover:bg-muted diet:focus-visible:bg-muted diet:focus-visible:ring-2 diet:focus-visible:ring-focus diet:focus-visible:ring-inset',
                )}
              >
                <span className="diet:pointer-events-none diet:absolute diet:left-3 diet:flex diet:size-4 diet:items-center diet:justify-center">
                  {checked ? <Check aria-hidden="true" className="diet:size-4" /> : null}
                </span>
                <span className="diet:w-6 diet:font-semibold">{item.short}</span>
                {item.name}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
