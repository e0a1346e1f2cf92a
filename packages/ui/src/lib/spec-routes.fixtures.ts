/**
 * The spec's routes (signed-in spec §2), for the stories and tests only: the kit's components have
 * no routes of their own, the app passes them. Not part of the published API.
 */
import type { AccountTab } from '../components/account-layout/index.js';
import type { AppSidebarItem } from '../components/app-sidebar/index.js';
import type { AvatarMenuHrefs } from '../components/avatar-menu/index.js';
import type { MobileBottomBarItem } from '../components/mobile-bottom-bar/index.js';
import type { ProfileTab } from '../components/profile-layout/index.js';

export const specRoutes = {
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

export const appSidebarHrefs: Record<AppSidebarItem, string> = {
  dashboard: specRoutes.dashboard,
  discover: specRoutes.discover,
  favorites: specRoutes.favorites,
  shoppingLists: specRoutes.shoppingLists,
  upcoming: specRoutes.comingSoon,
  support: specRoutes.support,
};

export const mobileBottomBarHrefs: Record<MobileBottomBarItem, string> = {
  home: specRoutes.dashboard,
  discover: specRoutes.discover,
  favorites: specRoutes.favorites,
  lists: specRoutes.shoppingLists,
  help: specRoutes.support,
};

export const avatarMenuHrefs: AvatarMenuHrefs = {
  diets: specRoutes.dietProfile,
  profile: specRoutes.personalInfo,
  settings: specRoutes.loginCredentials,
};

export const profileTabHrefs: Record<ProfileTab, string> = {
  dietProfile: specRoutes.dietProfile,
  personalInfo: specRoutes.personalInfo,
  preferences: specRoutes.preferences,
  sharedProfiles: specRoutes.sharedProfiles,
};

export const accountTabHrefs: Record<AccountTab, string> = {
  loginCredentials: specRoutes.loginCredentials,
  subscription: specRoutes.subscription,
  privacyData: specRoutes.privacyData,
  legalHelp: specRoutes.legalHelp,
  appPreferences: specRoutes.appPreferences,
};
