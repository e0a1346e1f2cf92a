/**
 * The modules of the quiz, login and the signed-in app, behind one dynamic import. The router's
 * table (in the entry chunk every public page loads) then holds a single import for all of them
 * instead of one per page with each page's list of dependencies, which cost every public page
 * about 0.7 kB of gzip JavaScript.
 */
export const signedInPages = {
  quiz: () => import('../features/quiz/screens/quiz-screen'),
  login: () => import('../features/auth/screens/login-screen'),
  layout: () => import('./layouts/app-layout'),
  dashboard: () => import('../features/dashboard/screens/dashboard-screen'),
  product: () => import('../features/product/screens/product-screen'),
  favorites: () => import('../features/favorites/screens/favorites-screen'),
  discover: () => import('../features/discover/screens/discover-screen'),
  support: () => import('../features/support/screens/support-screen'),
  shoppingLists: () => import('../features/shopping-lists/screens/shopping-lists-screen'),
  shoppingList: () => import('../features/shopping-lists/screens/shopping-list-screen'),
  latestShoppingList: () => import('../features/shopping-lists/screens/latest-list-screen'),
  roadmap: () => import('../features/coming-soon/screens/roadmap-screen'),
  profileArea: () => import('../features/profile/screens/profile-area'),
  dietProfile: () => import('../features/profile/screens/diet-profile-screen'),
  personalInfo: () => import('../features/profile/screens/personal-info-screen'),
  preferences: () => import('../features/profile/screens/preferences-screen'),
  sharedProfiles: () => import('../features/profile/screens/shared-profiles-screen'),
  accountArea: () => import('../features/account/screens/account-area'),
  loginCredentials: () => import('../features/account/screens/credentials-screen'),
  subscription: () => import('../features/account/screens/subscription-screen'),
  privacyData: () => import('../features/account/screens/privacy-data-screen'),
  legalHelp: () => import('../features/account/screens/legal-help-screen'),
  appPreferences: () => import('../features/account/screens/app-preferences-screen'),
};
