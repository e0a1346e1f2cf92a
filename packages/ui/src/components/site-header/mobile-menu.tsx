'use client';

import { X } from '../icon/glyphs.js';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { Button, buttonVariants } from '../button/index.js';
import { LanguageMenu } from './language-menu.js';
import type { SiteLanguage } from './languages.js';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus returns to it on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  logoLink: ReactNode;
  items: readonly NavLink[];
  currentHref?: string;
  appHref: string;
  appText: ReactNode;
  language: SiteLanguage;
  onLanguageChange?: (language: SiteLanguage) => void;
  follow: (href: string) => void;
  linkComponent: LinkComponent;
};

/**
 * The site header's full-screen menu on mobile (a modal dialog: focus stays inside, Escape closes,
 * the page behind does not scroll). Loaded by the header when it first opens.
 */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
  logoLink,
  items,
  currentHref,
  appHref,
  appText,
  language,
  onLanguageChange,
  follow,
  linkComponent: Link,
}: MobileMenuProps) {
  const { t } = useUiTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-slot="site-header-mobile-menu"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // Escape in the open language menu closes that menu only (it handles the key itself).
            if (document.activeElement?.closest('[role="menu"]')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // The menu opens from a plain button (not a dialog trigger): focus goes back to it.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'diet:fixed diet:inset-0 diet:z-50 diet:flex diet:flex-col diet:overflow-y-auto diet:bg-canvas diet:px-4 diet:pt-3 diet:pb-8 diet:text-fg diet:outline-none',
            'diet:motion-safe:data-[state=open]:animate-slide-in diet:motion-safe:data-[state=closed]:animate-slide-out',
          )}
        >
          <div className="diet:flex diet:items-center diet:justify-between diet:gap-4">
            {logoLink}
            <DialogPrimitive.Close
              aria-label={t('siteHeader.closeMenu')}
              className={cn(
                buttonVariants({ variant: 'ghost' }),
                "diet:size-11 diet:rounded-full diet:px-0 diet:[&_svg:not([class*='size-'])]:size-6",
              )}
            >
              <X aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="diet:sr-only">{t('siteHeader.menu')}</DialogPrimitive.Title>
          <nav aria-label={t('siteHeader.navLabel')} className="diet:mt-8">
            <ul className="diet:flex diet:flex-col diet:gap-1">
              {items.map((item) => {
                const current = item.href === currentHref;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => follow(item.href)}
                      className={cn(
                        'diet:block diet:rounded-md diet:px-4 diet:py-3 diet:text-2xl diet:font-semibold diet:no-underline diet:outline-none',
                        'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
                        current
                          ? 'diet:bg-primary-soft diet:text-primary'
                          : 'diet:text-fg diet:hover:bg-muted',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="diet:mt-auto diet:flex diet:flex-col diet:gap-4 diet:pt-8">
            <Button asChild size="lg" className="diet:w-full">
              <Link href={appHref} onClick={() => follow(appHref)}>
                {appText}
              </Link>
            </Button>
            <div className="diet:flex diet:items-center diet:justify-between diet:gap-4 diet:px-1">
              <span className="diet:text-sm diet:text-muted-fg">{t('siteHeader.language')}</span>
              <LanguageMenu language={language} onLanguageChange={onLanguageChange} side="top" />
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
