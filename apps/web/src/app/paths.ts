/**
 * The app's routes by name (the specs' paths, as `routes.tsx` serves them). The kit's components
 * have no routes of their own: the links they render take these.
 */
import type { AccountTab } from '@diet/ui/account-layout';
import type { AppSidebarItem } from '@diet/ui/app-sidebar';
import type { AvatarMenuHrefs } from '@diet/ui/avatar-menu';
import type { MobileBottomBarItem } from '@diet/ui/mobile-bottom-bar';
import type { ProfileTab } from '@diet/ui/profile-layout';

export const PATHS = {
  home: '/',
  login: '/login',
  registration: '/registration-questionnaire',
  dashboard: '/dashboard',
  discover: '/discover',
  favorites: '/favorites',
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

/** The sidebar's items (signed-in spec §2, Layout). */
export const SIDEBAR_PATHS: Readonly<Record<AppSidebarItem, string>> = {
  dashboard: PATHS.dashboard,
  discover: PATHS.discover,
  favorites: PATHS.favorites,
  shoppingLists: PATHS.shoppingLists,
  upcoming: PATHS.comingSoon,
  support: PATHS.support,
};

/** The bottom bar's items on mobile: Home is the dashboard, Lists the shopping lists. */
export const BOTTOM_BAR_PATHS: Readonly<Record<MobileBottomBarItem, string>> = {
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
export const PROFILE_TAB_PATHS: Readonly<Record<ProfileTab, string>> = {
  dietProfile: PATHS.dietProfile,
  personalInfo: PATHS.personalInfo,
  preferences: PATHS.preferences,
  sharedProfiles: PATHS.sharedProfiles,
};

/** The account area's tabs. */
export const ACCOUNT_TAB_PATHS: Readonly<Record<AccountTab, string>> = {
  loginCredentials: PATHS.loginCredentials,
  subscription: PATHS.subscription,
  privacyData: PATHS.privacyData,
  legalHelp: PATHS.legalHelp,
  appPreferences: PATHS.appPreferences,
};
