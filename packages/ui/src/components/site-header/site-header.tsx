import { ChevronDown, Globe, Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { useIsDesktop } from '../../lib/site/media-query.js';
import { useBodyScrollLock } from '../../lib/site/scroll-lock.js';
import { Button, buttonVariants } from '../button/index.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.js';

/** The site's language codes as stored under `lang_code` (public-site spec §3): English, French, German. */
export type SiteLanguage = 'ENG' | 'FRA' | 'DEU';

/** The three languages with their short label and their own name (not translated). */
export const SITE_LANGUAGES: readonly { code: SiteLanguage; short: string; name: string; lang: string }[] = [
  { code: 'ENG', short: 'EN', name: 'English', lang: 'en' },
  { code: 'FRA', short: 'FR', name: 'Français', lang: 'fr' },
  { code: 'DEU', short: 'DE', name: 'Deutsch', lang: 'de' },
];

/**
 * The site language of a language tag such as i18next's (`de`, `de-CH` → `DEU`); English, the kit's
 * fallback, for a language the site does not offer.
 */
export function siteLanguageOf(tag: string | undefined): SiteLanguage {
  const base = tag?.toLowerCase().split('-')[0];
  return SITE_LANGUAGES.find((item) => item.lang === base)?.code ?? 'ENG';
}

type LanguageMenuProps = {
  language: SiteLanguage;
  onLanguageChange?: (language: SiteLanguage) => void;
  className?: string;
};

/** The language dropdown: closes on a choice, on Escape and on a click outside. */
function LanguageMenu({ language, onLanguageChange, className }: LanguageMenuProps) {
  const { t } = useTranslation('ui');
  const current = SITE_LANGUAGES.find((item) => item.code === language) ?? SITE_LANGUAGES[0];
  return (
    // Not modal: the rest of the page keeps its pointer events, so a click anywhere closes the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-slot="site-header-language"
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'gap-1.5 px-2.5 data-[state=open]:bg-muted',
          className,
        )}
      >
        <Globe aria-hidden="true" />
        <span className="sr-only">{t('siteHeader.language')}: </span>
        <span lang={current?.lang}>{current?.short}</span>
        <ChevronDown aria-hidden="true" className="text-muted-fg" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-40">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => onLanguageChange?.(value as SiteLanguage)}
        >
          {SITE_LANGUAGES.map((item) => (
            <DropdownMenuRadioItem key={item.code} value={item.code} lang={item.lang}>
              <span className="w-6 font-semibold">{item.short}</span>
              {item.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The product's logo (an `<img alt>`, an SVG or the name); it links to `homeHref`. */
  logo: ReactNode;
  /** Where the logo goes. Default "/". */
  homeHref?: string;
  /** Accessible name of the logo link, when the logo has no text or alt of its own. */
  homeLabel?: string;
  /** The page links, shown in the nav pill (desktop) and in the full-screen menu (mobile). */
  items: readonly NavLink[];
  /** The `href` of the page on screen: its link is marked as the current page. */
  currentHref?: string;
  /** Where the 'to app' button goes, e.g. "/dashboard". */
  appHref: string;
  /** Label of the 'to app' button. Default: the kit's "Go to app". */
  appLabel?: ReactNode;
  /**
   * The chosen language (ENG, FRA or DEU). Default: the language the kit's own text is shown in
   * (i18next's resolved language), so the header names the page's language without being told.
   */
  language?: SiteLanguage;
  /** Called with the language the user picks; the dropdown then closes. */
  onLanguageChange?: (language: SiteLanguage) => void;
  /** Called with the `href` whenever a link of the header is followed, e.g. to scroll to the top. */
  onNavigate?: (href: string) => void;
  /** Renders the links, e.g. the app's router link. Default `<a>`. */
  linkAs?: LinkComponent;
};

/**
 * The public site's header. Desktop (≥ 768 px): logo, a nav pill, a 'to app' button and a language
 * dropdown. Mobile: logo and a menu button that opens a full-screen menu with the same links and the
 * language choice; page scroll is locked while it is open and following a link closes it.
 */
export function SiteHeader({
  logo,
  homeHref = '/',
  homeLabel,
  items,
  currentHref,
  appHref,
  appLabel,
  language,
  onLanguageChange,
  onNavigate,
  linkAs: LinkAs = 'a',
  className,
  ...props
}: SiteHeaderProps) {
  const { t, i18n } = useTranslation('ui');
  const shownLanguage = language ?? siteLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  // The full-screen menu exists on mobile only: widening the window closes it.
  const mobileMenuOpen = menuOpen && !isDesktop;
  // Radix blocks wheel and touch scrolling; the body's overflow is locked too (public-site spec §2).
  useBodyScrollLock(mobileMenuOpen);
  const follow = (href: string) => {
    setMenuOpen(false);
    onNavigate?.(href);
  };
  const appText = appLabel ?? t('siteHeader.toApp');

  const logoLink = (
    <LinkAs
      href={homeHref}
      aria-label={homeLabel}
      onClick={() => follow(homeHref)}
      className="inline-flex shrink-0 items-center rounded-md text-xl font-bold text-fg no-underline outline-none focus-visible:ring-4 focus-visible:ring-focus"
    >
      {logo}
    </LinkAs>
  );

  return (
    <header data-slot="site-header" className={cn('w-full bg-canvas text-fg', className)} {...props}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 md:gap-3 md:px-4 lg:gap-4 lg:px-6">
        {logoLink}
        {isDesktop ? (
          <>
            <nav aria-label={t('siteHeader.navLabel')} className="flex min-w-0 justify-center">
              {/* Long labels (German) at the breakpoint: the pill scrolls sideways instead of overflowing. */}
              <ul
                data-slot="site-header-nav-pill"
                className="flex max-w-full items-center gap-0.5 overflow-x-auto rounded-full border border-border bg-surface p-1 shadow-card [scrollbar-width:none] lg:gap-1"
              >
                {items.map((item) => {
                  const current = item.href === currentHref;
                  return (
                    <li key={item.href}>
                      <LinkAs
                        href={item.href}
                        aria-current={current ? 'page' : undefined}
                        onClick={() => follow(item.href)}
                        className={cn(
                          'block rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap no-underline outline-none lg:px-4',
                          'transition-colors motion-reduce:transition-none focus-visible:ring-4 focus-visible:ring-focus',
                          current ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-muted',
                        )}
                      >
                        {item.label}
                      </LinkAs>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="flex shrink-0 items-center gap-2">
              <Button asChild size="sm">
                <LinkAs href={appHref} onClick={() => follow(appHref)}>
                  {appText}
                </LinkAs>
              </Button>
              <LanguageMenu language={shownLanguage} onLanguageChange={onLanguageChange} />
            </div>
          </>
        ) : (
          <DialogPrimitive.Root open={mobileMenuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger
              data-slot="site-header-menu-button"
              aria-label={t('siteHeader.openMenu')}
              className={cn(
                buttonVariants({ variant: 'ghost' }),
                "size-11 rounded-full px-0 [&_svg:not([class*='size-'])]:size-6",
              )}
            >
              <Menu aria-hidden="true" />
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Content
                data-slot="site-header-mobile-menu"
                aria-describedby={undefined}
                className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-canvas px-4 pt-3 pb-8 text-fg outline-none"
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
                          <LinkAs
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
                          </LinkAs>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <div className="mt-auto flex flex-col gap-4 pt-8">
                  <Button asChild size="lg" className="w-full">
                    <LinkAs href={appHref} onClick={() => follow(appHref)}>
                      {appText}
                    </LinkAs>
                  </Button>
                  <div className="flex items-center justify-between gap-4 px-1">
                    <span className="text-sm text-muted-fg">{t('siteHeader.language')}</span>
                    <LanguageMenu language={shownLanguage} onLanguageChange={onLanguageChange} />
                  </div>
                </div>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        )}
      </div>
    </header>
  );
}
