/**
 * The app's routes by name (the specs' paths, as `routes.tsx` serves them). The kit's components
 * have no routes of their own: the links they render take these.
 */
import type { AccountTab } from '@diet/ui/account-layout';
import type { AppSidebarItem } from '@diet/ui/app-sidebar';
import type { AvatarMenuHrefs } from '@diet/ui/avatar-menu';
import type { MobileBottomBarItem } from '@diet/ui/mobile-bottom-bar';
import type { ProfileTab } from '@diet/ui/profile-layout';

/**
 * Every page path of both specs, written once. The router (`app/routes.tsx`), the kit's link props
 * (below), the build's preload list (`vite.config.ts`) and the journeys' helpers take them from here;
 * a test checks the kit's story fixtures against them.
 */
export const PATHS = {
  // public site (public-site spec §2)
  home: '/',
  about: '/about',
  diets: '/diets',
  contact: '/contact',
  privacy: '/privacy',
  cookie: '/cookie',
  terms: '/terms-of-service',
  // entry: the quiz and login
  registration: '/registration-questionnaire',
  login: '/login',
  // signed-in app (signed-in spec §2)
  dashboard: '/dashboard',
  product: '/product/details/:id',
  discover: '/discover',
  favorites: '/favorites',
  shoppingList: '/shopping-list',
  shoppingListDetail: '/shopping-list/:id',
  shoppingLists: '/shopping-lists',
  comingSoon: '/coming-soon',
  support: '/support',
  dietProfile: '/diets-profile',
  personalInfo: '/personal-info',
  preferences: '/preferences',
  sharedProfiles: '/shared-profiles',
  loginCredentials: '/login-credentials',
  subscription: '/subscription',
  privacyData: '/privacy-data',
  legalHelp: '/legal-help',
  appPreferences: '/app-preferences',
} as const;

export type PathName = keyof typeof PATHS;
export type AppPath = (typeof PATHS)[PathName];

/** A product's page (`/product/details/:id`). */
export function productPath(id: string | number): string {
  return PATHS.product.replace(':id', encodeURIComponent(String(id)));
}

/** A shopping list's page (`/shopping-list/:id`). */
export function shoppingListPath(id: string): string {
  return PATHS.shoppingListDetail.replace(':id', encodeURIComponent(id));
}

/** The public pages, in the footer's order. */
export const PUBLIC_PATHS = [
  PATHS.home,
  PATHS.about,
  PATHS.diets,
  PATHS.contact,
  PATHS.privacy,
  PATHS.cookie,
  PATHS.terms,
] as const;

/** The quiz and login: public, outside the site's page list. */
export const ENTRY_PATHS = [PATHS.registration, PATHS.login] as const;

/** The signed-in routes, each behind the guard. */
export const SIGNED_IN_PATHS = [
  PATHS.dashboard,
  PATHS.favorites,
  PATHS.dietProfile,
  PATHS.personalInfo,
  PATHS.preferences,
  PATHS.sharedProfiles,
  PATHS.loginCredentials,
  PATHS.subscription,
  PATHS.privacyData,
  PATHS.legalHelp,
  PATHS.appPreferences,
  PATHS.product,
  PATHS.discover,
  PATHS.shoppingList,
  PATHS.shoppingListDetail,
  PATHS.shoppingLists,
  PATHS.comingSoon,
  PATHS.support,
] as const;

/** The path of a route as the router's children write it: relative, without the leading '/'. */
export function childPath(path: AppPath): string {
  return path.slice(1);
}

/** The sidebar's items (signed-in spec §2, Layout). */
export const SIDEBAR_PATHS: Readonly<Record<AppSidebarItem, AppPath>> = {
  dashboard: PATHS.dashboard,
  discover: PATHS.discover,
  favorites: PATHS.favorites,
  shoppingLists: PATHS.shoppingLists,
  upcoming: PATHS.comingSoon,
  support: PATHS.support,
};

/** The bottom bar's items on mobile, named as in the sidebar (Lists short for Shopping Lists). */
export const BOTTOM_BAR_PATHS: Readonly<Record<MobileBottomBarItem, AppPath>> = {
  home: PATHS.dashboard,
  discover: PATHS.discover,
  favorites: PATHS.favorites,
  lists: PATHS.shoppingLists,
  help: PATHS.support,
};

/** The avatar menu's links: the dietary tags, My Profile and Settings. */
export const AVATAR_MENU_PATHS: Readonly<AvatarMenuHrefs> = {
  diets: PATHS.dietProfile,
  profile: PATHS.personalInfo,
  settings: PATHS.loginCredentials,
};

/** The profile area's tabs. */
export const PROFILE_TAB_PATHS: Readonly<Record<ProfileTab, AppPath>> = {
  dietProfile: PATHS.dietProfile,
  personalInfo: PATHS.personalInfo,
  preferences: PATHS.preferences,
  sharedProfiles: PATHS.sharedProfiles,
};

/** The account area's tabs. */
export const ACCOUNT_TAB_PATHS: Readonly<Record<AccountTab, AppPath>> = {
  loginCredentials: PATHS.loginCredentials,
  subscription: PATHS.subscription,
  privacyData: PATHS.privacyData,
  legalHelp: PATHS.legalHelp,
  appPreferences: PATHS.appPreferences,
};
