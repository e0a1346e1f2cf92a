/**
 * The signed-in app's frame (signed-in spec §2, Layout): the desktop sidebar, the header with the
 * search box, the scan button and the avatar menu (with the interface language, `lang_code` as on the
 * public site), the mobile bottom bar, the share dialog, and the loading overlay shown while a save
 * is under way.
 */
import { INTOLERANCE_CODES } from '@diet/domain';
import { AppHeader } from '@diet/ui/app-header';
import { AppSidebar, type AppSidebarItem } from '@diet/ui/app-sidebar';
import { AvatarMenu } from '@diet/ui/avatar-menu';
import { LoadingOverlay } from '@diet/ui/loading-overlay';
import { MobileBottomBar, type MobileBottomBarItem } from '@diet/ui/mobile-bottom-bar';
import { ShareProfileDialog } from '@diet/ui/share-profile-dialog';
import { ToastRegion, useToasts } from '@diet/ui/toast';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';

import { AVATAR_MENU_PATHS, BOTTOM_BAR_PATHS, PATHS, productPath, SIDEBAR_PATHS } from '../../config/routes';
import { chooseLanguage, langCodeOf } from '../../lib/i18n';
import { profileQuery } from '../../shared/api/catalogue';
import { refetchCatalogueInLanguage } from '../../shared/api/catalogue-language';
import { Logo } from '../../shared/components/logo';
import { PageLoading } from '../../shared/components/page-loading';
import { RouterLink } from '../../shared/components/router-link';
import { PRODUCT_NAME } from '../../shared/route-meta';
import { displayName, endSession, SignedInContext, type SignedIn } from '../../shared/session';

const Scanner = lazy(() => import('../../features/scan/components/scanner'));

/** The link the share dialog shows (spec §2: a fixed link): the product's sign-up page. */
export function shareLink(origin: string = window.location.origin): string {
  return `${origin}${PATHS.registration}`;
}

function sidebarItem(pathname: string): AppSidebarItem | undefined {
  if (pathname.startsWith(PATHS.dashboard) || pathname.startsWith(productPath(''))) return 'dashboard';
  if (pathname.startsWith(PATHS.discover)) return 'discover';
  if (pathname.startsWith(PATHS.favorites)) return 'favorites';
  if (pathname.startsWith(PATHS.shoppingList)) return 'shoppingLists';
  if (pathname.startsWith(PATHS.comingSoon)) return 'upcoming';
  if (pathname.startsWith(PATHS.support)) return 'support';
  return undefined;
}

const BOTTOM: Partial<Record<AppSidebarItem, MobileBottomBarItem>> = {
  dashboard: 'home',
  discover: 'discover',
  favorites: 'favorites',
  shoppingLists: 'lists',
  support: 'help',
};

export function AppFrame({ email, claims }: Pick<SignedIn, 'email' | 'claims'>) {
  const { t, i18n } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  // The frame provides the session context, so it reads the profile query itself.
  const profile = useQuery(profileQuery(email)).data;
  const { toasts, show, dismiss } = useToasts();
  const [search, setSearchText] = useState('');
  const [sharing, setSharing] = useState(false);
  const [scanning, setScanning] = useState(false);
  const saving = useIsMutating({ mutationKey: ['save'] }) > 0;

  // A new page starts with an empty search, unless the search itself brought the user here.
  const searchNavigation = useRef(false);
  useEffect(() => {
    if (searchNavigation.current) searchNavigation.current = false;
    else setSearchText('');
  }, [pathname]);

  const setSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      if (!pathname.startsWith(PATHS.dashboard) && !pathname.startsWith(PATHS.favorites)) {
        searchNavigation.current = true;
        navigate(PATHS.dashboard);
      }
    },
    [navigate, pathname],
  );

  const logOut = () => void endSession(navigate, PATHS.home);

  // A new interface language (the avatar menu, app preferences): the catalogue's lists are asked
  // for again in it. `<html lang>`, which the calls send, follows first (its listener is older).
  useEffect(() => {
    const follow = () => refetchCatalogueInLanguage(client);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, client]);

  const context = useMemo<SignedIn>(
    () => ({
      email,
      claims,
      notify: show,
      dismiss,
      search,
      setSearch,
      openScanner: () => setScanning(true),
    }),
    [email, claims, show, dismiss, search, setSearch],
  );

  const active = sidebarItem(pathname);
  const name = displayName(profile, claims);
  const tags = (profile?.intolerances ?? [])
    .filter((code) => INTOLERANCE_CODES.includes(code))
    .map((code) => t(`diets.${code}`));

  return (
    <SignedInContext.Provider value={context}>
      <div className="min-h-dvh bg-canvas text-fg md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:ring-4 focus:ring-focus"
        >
          {t('skipToContent')}
        </a>
        <AppSidebar
          activeItem={active}
          productName={PRODUCT_NAME}
          logo={<Logo />}
          homeHref={PATHS.home}
          hrefs={SIDEBAR_PATHS}
          linkComponent={RouterLink}
          className="sticky top-0 hidden h-dvh border-r border-border md:flex"
        />
        <div className="flex min-w-0 flex-col pb-20 md:pb-0">
          <AppHeader
            value={search}
            onValueChange={setSearch}
            onScan={() => setScanning(true)}
            leading={
              <RouterLink
                href={PATHS.home}
                aria-label={t('homeLabel', { product: PRODUCT_NAME })}
                className="flex size-11 shrink-0 items-center justify-center rounded-md text-lg font-bold text-fg no-underline focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none md:hidden"
              >
                <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9">
                  <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
                  <circle cx="16" cy="16" r="6" fill="var(--color-verdict-yellow)" />
                </svg>
              </RouterLink>
            }
            accountMenu={
              <AvatarMenu
                name={name}
                dietaryTags={tags}
                onShare={() => setSharing(true)}
                onLogOut={logOut}
                language={langCodeOf(i18n)}
                onLanguageChange={(code) => void chooseLanguage(i18n, code)}
                hrefs={AVATAR_MENU_PATHS}
                linkComponent={RouterLink}
              />
            }
            className="sticky top-0 z-30"
          />
          <main id="main" tabIndex={-1} className="relative flex-1 outline-none">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
            <LoadingOverlay active={saving} label={t('saving')} cover="page" />
          </main>
        </div>
        <MobileBottomBar
          activeItem={active ? BOTTOM[active] : undefined}
          hrefs={BOTTOM_BAR_PATHS}
          linkComponent={RouterLink}
          className="fixed inset-x-0 bottom-0 z-30 md:hidden"
        />
      </div>
      <ShareProfileDialog
        open={sharing}
        onOpenChange={setSharing}
        link={shareLink()}
        description={t('share.description')}
      />
      {scanning ? (
        <Suspense fallback={null}>
          <Scanner open={scanning} onOpenChange={setScanning} />
        </Suspense>
      ) : null}
      <ToastRegion toasts={toasts} onDismiss={dismiss} label={t('notifications')} />
      <ScrollRestoration />
    </SignedInContext.Provider>
  );
}
