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
            'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-canvas px-4 pt-3 pb-8 text-fg outline-none',
            'motion-safe:data-[state=open]:animate-slide-in motion-safe:data-[state=closed]:animate-slide-out',
          )}
        >
          <div className="flex items-center justify-between gap-4">
            {logoLink}
            <DialogPrimitive.Close
              aria-label={t('siteHeader.closeMenu')}
              className={cn(
                buttonVariants({ variant: 'ghost' }),
                "size-11 rounded-full px-0 [&_svg:not([class*='size-'])]:size-6",
              )}
            >
              <X aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{t('siteHeader.menu')}</DialogPrimitive.Title>
          <nav aria-label={t('siteHeader.navLabel')} className="mt-8">
            <ul className="flex flex-col gap-1">
              {items.map((item) => {
                const current = item.href === currentHref;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => follow(item.href)}
                      className={cn(
                        'block rounded-md px-4 py-3 text-2xl font-semibold no-underline outline-none',
                        'focus-visible:ring-4 focus-visible:ring-focus',
                        current ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-muted',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-4 pt-8">
            <Button asChild size="lg" className="w-full">
              <Link href={appHref} onClick={() => follow(appHref)}>
                {appText}
              </Link>
            </Button>
            <div className="flex items-center justify-between gap-4 px-1">
              <span className="text-sm text-muted-fg">{t('siteHeader.language')}</span>
              <LanguageMenu language={language} onLanguageChange={onLanguageChange} side="top" />
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
