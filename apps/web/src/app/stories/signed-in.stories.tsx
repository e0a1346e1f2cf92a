/**
 * The signed-in app's routes as page stories (signed-in spec §2): the guard passes with the fake
 * identity's session, and MSW answers the profile, categories, products and the rest from the
 * contract's fixtures. States as a designer asks for them: loaded for a user with one diet and one
 * with several, loading, empty, and the API failing.
 */
import type { Meta } from '@storybook/react-vite';

import { PATHS, productPath } from '../../config/routes';
import { SEVERAL_DIETS_PROFILE } from './fixtures';
import { apiDown, signedInAnswers } from './handlers';
import { busyShown, pageStory } from './page-story';

const meta = {
  title: 'Pages/App',
  // Pages are reviewed story by story: no docs page rendering every state at once.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const Dashboard = { ...pageStory({ path: PATHS.dashboard, signedIn: true }), tags: ['i18n-visual'] };
export const DashboardSeveralDiets = pageStory({
  path: PATHS.dashboard,
  signedIn: true,
  answers: signedInAnswers(SEVERAL_DIETS_PROFILE),
});
export const DashboardLoading = pageStory({
  path: PATHS.dashboard,
  signedIn: true,
  answers: { ...signedInAnswers(), '/user-profile/get-user-profile': 'pending' },
  ready: busyShown,
});
export const DashboardEmpty = pageStory({
  path: PATHS.dashboard,
  signedIn: true,
  answers: {
    ...signedInAnswers(),
    '/products': { body: [] },
    '/products/page': { body: { products: [], total: 0, hidden: 0, hidden_red: 0, next: null } },
  },
});
export const DashboardApiDown = pageStory({ path: PATHS.dashboard, signedIn: true, answers: apiDown() });

export const ProductRed = { ...pageStory({ path: productPath(107), signedIn: true }), tags: ['i18n-visual'] };
export const ProductYellowSeveralDiets = pageStory({
  path: productPath(106),
  signedIn: true,
  answers: signedInAnswers(SEVERAL_DIETS_PROFILE),
});
export const ProductNotFound = pageStory({ path: productPath(999), signedIn: true });

export const Favorites = pageStory({ path: PATHS.favorites, signedIn: true });
export const Discover = pageStory({ path: PATHS.discover, signedIn: true });
export const ShoppingList = pageStory({ path: PATHS.shoppingList, signedIn: true });
export const ShoppingLists = pageStory({ path: PATHS.shoppingLists, signedIn: true });
/** /coming-soon, the sidebar's "Upcoming": the short roadmap (no 'Feature coming soon'). */
export const ComingSoon = { ...pageStory({ path: PATHS.comingSoon, signedIn: true }), tags: ['i18n-visual'] };
export const Support = pageStory({ path: PATHS.support, signedIn: true });
