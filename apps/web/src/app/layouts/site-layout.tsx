import { SiteFooter } from '@diet/ui/site-footer';
import { SiteHeader } from '@diet/ui/site-header';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';

import { PATHS } from '../../config/routes';
import { chooseLanguage, langCodeOf } from '../../lib/i18n';
import { Logo } from '../../shared/components/logo';
import { PageLoading } from '../../shared/components/page-loading';
import { RouterLink } from '../../shared/components/router-link';
import { PRODUCT_NAME, useRouteMeta } from '../../shared/route-meta';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../shared/site-facts';

/** Following a link of the header or the footer starts the next page at its top (public-site spec §2). */
function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * Back and forward return to where the visitor was. A page opened afresh (typed, reloaded, a new
 * document) has the key 'default', which every such page shares: keyed by its path instead, it
 * never opens at the scroll position of another page.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** The public site's frame: header, the page, footer; sets each page's title and description. */
export function SiteLayout() {
  useRouteMeta();
  const { t, i18n } = useTranslation('site');
  const { pathname } = useLocation();
  const pages = [
    { href: PATHS.home, label: t('nav.home') },
    { href: PATHS.about, label: t('nav.about') },
    { href: PATHS.diets, label: t('nav.diets') },
    { href: PATHS.contact, label: t('nav.faq') },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:ring-4 focus:ring-focus"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader
        logo={<Logo />}
        homeHref={PATHS.home}
        homeLabel={t('nav.homeLabel', { product: PRODUCT_NAME })}
        items={pages}
        currentHref={pathname}
        appHref={PATHS.dashboard}
        appLabel={t('nav.toApp')}
        language={langCodeOf(i18n)}
        onLanguageChange={(code) => void chooseLanguage(i18n, code)}
        onNavigate={scrollToTop}
        linkComponent={RouterLink}
        className="sticky top-0 z-40 border-b border-border/60 bg-canvas/95 backdrop-blur"
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter
        logo={<Logo />}
        tagline={t('footer.tagline')}
        links={pages}
        socialLinks={SOCIAL_LINKS}
        email={CONTACT_EMAIL}
        legalLinks={[
          { href: PATHS.cookie, label: t('footer.cookie') },
          { href: PATHS.privacy, label: t('footer.privacy') },
          { href: PATHS.terms, label: t('footer.terms') },
        ]}
        signUpHref={PATHS.registration}
        signUpLabel={t('footer.signUp')}
        copyright={t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
        linkComponent={RouterLink}
        onNavigate={scrollToTop}
      />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
