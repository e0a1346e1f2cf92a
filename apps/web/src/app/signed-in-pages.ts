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
  dashboard: () => import('../features/dashboard/dashboard-screen'),
  product: () => import('../features/product/product-screen'),
  favorites: () => import('../features/favorites/favorites-screen'),
  support: () => import('../features/app/screens/support-screen'),
  comingSoon: () => import('../features/app/screens/coming-soon-screen'),
  notYet: () => import('../features/site/screens/not-yet-screen'),
};
