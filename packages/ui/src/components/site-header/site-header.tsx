'use client';

import { Menu } from '../icon/glyphs.js';
import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { useIsDesktop } from '../../lib/site/media-query.js';
import { useBodyScrollLock } from '../../lib/site/scroll-lock.js';
import { Button, buttonVariants } from '../button/index.js';
import { LanguageMenu } from './language-menu.js';
import { siteLanguageOf, type SiteLanguage } from './languages.js';

// The full-screen menu (and the dialog library under it) loads when it first opens: the header is
// on every page, and most visitors never open it.
const MobileMenu = lazy(() => import('./mobile-menu.js').then((module) => ({ default: module.MobileMenu })));

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The product's logo (an `<img alt>`, an SVG or the name); it links to `homeHref`. */
  logo: ReactNode;
  /** Where the logo goes: the app's home page. */
  homeHref: string;
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
  linkComponent?: LinkComponent;
};

/**
 * The public site's header. Desktop (≥ 768 px): logo, a nav pill, a 'to app' button and a language
 * dropdown. Mobile: logo and a menu button that opens a full-screen menu with the same links and the
 * language choice; page scroll is locked while it is open and following a link closes it.
 */
export function SiteHeader({
  logo,
  homeHref,
  homeLabel,
  items,
  currentHref,
  appHref,
  appLabel,
  language,
  onLanguageChange,
  onNavigate,
  linkComponent: Link = 'a',
  className,
  ...props
}: SiteHeaderProps) {
  const { t, i18n } = useUiTranslation();
  const shownLanguage = language ?? siteLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that closing can run its course and return focus.
  const [menuOpened, setMenuOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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
    <Link
      href={homeHref}
      aria-label={homeLabel}
      onClick={() => follow(homeHref)}
      className="diet:inline-flex diet:shrink-0 diet:items-center diet:rounded-md diet:text-xl diet:font-bold diet:text-fg diet:no-underline diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
    >
      {logo}
    </Link>
  );

  return (
    <header
      data-slot="site-header"
      className={cn('diet:w-full diet:bg-canvas diet:text-fg', className)}
      {...props}
    >
      <div className="diet:mx-auto diet:flex diet:max-w-6xl diet:items-center diet:justify-between diet:gap-4 diet:px-4 diet:py-3 diet:md:px-6">
        {logoLink}
        {isDesktop ? (
          <>
            <nav aria-label={t('siteHeader.navLabel')} className="diet:flex diet:min-w-0 diet:justify-center">
              {/* Long labels (German) at the breakpoint: the pill scrolls sideways instead of overflowing. */}
              <ul
                data-slot="site-header-nav-pill"
                className="diet:flex diet:max-w-full diet:items-center diet:gap-1 diet:overflow-x-auto diet:rounded-full diet:border diet:border-border diet:bg-surface diet:p-1 diet:shadow-card diet:[scrollbar-width:none]"
              >
                {items.map((item) => {
                  const current = item.href === currentHref;
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={current ? 'page' : undefined}
                        onClick={() => follow(item.href)}
                        className={cn(
                          'diet:block diet:rounded-full diet:px-4 diet:py-2 diet:text-sm diet:font-medium diet:whitespace-nowrap diet:no-underline diet:outline-none',
                          'diet:transition-colors diet:motion-reduce:transition-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
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
            <div className="diet:flex diet:shrink-0 diet:items-center diet:gap-2">
              <Button asChild size="sm">
                <Link href={appHref} onClick={() => follow(appHref)}>
                  {appText}
                </Link>
              </Button>
              <LanguageMenu language={shownLanguage} onLanguageChange={onLanguageChange} />
            </div>
          </>
        ) : (
          <>
            <button
              ref={menuButton}
              type="button"
              data-slot="site-header-menu-button"
              aria-label={t('siteHeader.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={mobileMenuOpen}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen(true);
              }}
              className={cn(
                buttonVariants({ variant: 'ghost' }),
                "diet:size-11 diet:rounded-full diet:px-0 diet:[&_svg:not([class*='size-'])]:size-6",
              )}
            >
              <Menu aria-hidden="true" />
            </button>
            {menuOpened ? (
              <Suspense fallback={null}>
                <MobileMenu
                  open={mobileMenuOpen}
                  onOpenChange={setMenuOpen}
                  returnFocusTo={menuButton}
                  logoLink={logoLink}
                  items={items}
                  currentHref={currentHref}
                  appHref={appHref}
                  appText={appText}
                  language={shownLanguage}
                  onLanguageChange={onLanguageChange}
                  follow={follow}
                  linkComponent={Link}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
