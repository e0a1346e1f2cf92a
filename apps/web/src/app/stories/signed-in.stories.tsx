/**
 * The signed-in app's routes as page stories (signed-in spec §2): the guard passes with the fake
 * identity's session, and MSW answers the profile, categories, products and the rest from the
 * contract's fixtures. States as a designer asks for them: loaded for a user with one diet and one
 * with several, loading, empty, and the API failing.
 */
import type { ApiResponseBody } from '@diet/domain';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { PATHS, productPath } from '../../config/routes';
import { dashboardFilterState } from '../../shared/dashboard-filter';
import { BARN_EGGS, forUser, ONE_DIET_PROFILE, SEVERAL_DIETS_PROFILE } from './fixtures';
import { apiDown, signedInAnswers } from './handlers';
import { busyShown, headingShown, pageStory } from './page-story';

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
/** A phone with the legend unfolded from the button beside the list's heading. */
export const DashboardLegendOpen = {
  ...pageStory({
    path: PATHS.dashboard,
    signedIn: true,
    ready: async (canvas) => {
      await headingShown(canvas);
      const toggle = await waitFor(
        () => {
          const found = canvas.ownerDocument.querySelector<HTMLButtonElement>(
            '[data-slot="dashboard-legend-toggle"]',
          );
          expect(found).toBeTruthy();
          return found!;
        },
        { timeout: 15_000 },
      );
      await userEvent.click(toggle);
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      const legend = canvas.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!);
      await waitFor(() => expect(legend).toBeVisible());
    },
  }),
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
};
/**
 * Types `text` in the header's search box and waits for the list to show its results, with a count
 * like `count` ("1 of 7 products matches" once the whole list's size is known, else "1 match").
 */
async function searched(canvas: HTMLElement, text: string, count: RegExp): Promise<void> {
  await headingShown(canvas);
  const box = await waitFor(
    () => {
      const found = canvas.ownerDocument.querySelector<HTMLInputElement>('input[type="search"]');
      expect(found).toBeTruthy();
      return found!;
    },
    { timeout: 15_000 },
  );
  await userEvent.type(box, text);
  await waitFor(
    () => expect(canvas.ownerDocument.querySelector('[data-slot="dashboard-query"]')).toHaveTextContent(text),
    { timeout: 15_000 },
  );
  await waitFor(() =>
    expect(canvas.ownerDocument.querySelector('[data-slot="dashboard-count"]')).toHaveTextContent(count),
  );
}

/**
 * A search typed in the header: the list says what it shows ("Results for “milk”"), best first. On
 * a phone the greeting, the scan button and the categories fold away, so the results come first.
 */
export const DashboardSearch = pageStory({
  path: PATHS.dashboard,
  signedIn: true,
  ready: (canvas) => searched(canvas, 'milk', / of /),
});
/** A phone searching in a category: the line names it and offers every category instead. */
export const DashboardSearchInCategory = {
  ...pageStory({
    path: PATHS.dashboard,
    signedIn: true,
    state: dashboardFilterState({ categoryId: '1', subcategoryId: null }),
    // Opened on the category, the list never knew its whole size: the count is the matches'.
    ready: (canvas) => searched(canvas, 'milk', /match/),
  }),
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
};
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

/** Eggs sold without an ingredient list: yellow for every diet only because there is nothing to read. */
const EGGS_WITHOUT_LIST: ApiResponseBody<'/products/product-details'> = {
  id: 109,
  name_en: 'Free-range eggs, 6 pieces',
  name_de: 'Freilandeier, 6 Stück',
  name_fr: 'Œufs de plein air, 6 pièces',
  brand: 'Coop Naturaplan',
  price: 4.5,
  store: 'Coop',
  category_id: 1,
  subcategory_id: 14,
  is_favorite: false,
  image: null,
  colors: {
    red: [],
    yellow: [1, 2, 3, 4],
    unknown: [1, 2, 3, 4],
    why: Object.fromEntries(
      [1, 2, 3, 4].map((code) => [code, { kind: 'unread' as const, words: [], missing: 'no-list' as const }]),
    ),
  },
  ingredients: null,
  nutritional_info: {},
  notes: null,
  reasons: [1, 2, 3, 4].map((code) => ({
    code: code as 1 | 2 | 3 | 4,
    verdict: 'yellow' as const,
    rule: 'data.no-ingredients',
    text: '',
    source: 'product' as const,
  })),
};

/** The product page of a product with `answers` for its details, for a user with `profile`. */
function productStory(
  product: ApiResponseBody<'/products/product-details'>,
  profile: ApiResponseBody<'/user-profile/get-user-profile'> = ONE_DIET_PROFILE,
) {
  const intolerances = (profile as { intolerances?: number[] }).intolerances ?? [];
  return pageStory({
    path: productPath(product.id as number),
    signedIn: true,
    answers: {
      ...signedInAnswers(profile),
      '/products/product-details': { body: forUser(product, intolerances) },
    },
  });
}

/** Red for a lactose-free user: the verdict card says so and why, in the first screen on a phone. */
export const ProductRed = { ...pageStory({ path: productPath(107), signedIn: true }), tags: ['i18n-visual'] };
/** Three diets: may contain traces for two, suits the third (what was read). */
export const ProductYellowSeveralDiets = {
  ...pageStory({
    path: productPath(106),
    signedIn: true,
    answers: signedInAnswers(SEVERAL_DIETS_PROFILE),
  }),
  tags: ['i18n-visual'],
};
/** Green for three diets: each row says what was checked. */
export const ProductGreenSeveralDiets = {
  ...pageStory({
    path: productPath(102),
    signedIn: true,
    answers: signedInAnswers(SEVERAL_DIETS_PROFILE),
  }),
  tags: ['i18n-visual'],
};
/** No ingredient list: "We couldn't check", in a neutral colour, with what is missing. */
export const ProductCouldNotCheck = { ...productStory(EGGS_WITHOUT_LIST), tags: ['i18n-visual'] };
/** The same eggs for a user with two diets: one headline for both, a row each. */
export const ProductCouldNotCheckTwoDiets = productStory(EGGS_WITHOUT_LIST, {
  ...ONE_DIET_PROFILE,
  intolerances: [1, 2],
});
/** Green, and nothing else on its shelf suits as well: it says so and offers the shelf, no dead end. */
export const ProductGreenOnlyOne = { ...productStory(BARN_EGGS), tags: ['i18n-visual'] };
export const ProductNotFound = pageStory({ path: productPath(999), signedIn: true });

export const Favorites = pageStory({ path: PATHS.favorites, signedIn: true });
/** Saved favourites, newest first, each with its verdict in words (a red one kept on purpose too). */
export const FavoritesSaved = {
  ...pageStory({
    path: PATHS.favorites,
    signedIn: true,
    answers: signedInAnswers(ONE_DIET_PROFILE, [106, 101, 107, 104]),
  }),
  tags: ['i18n-visual'],
};
/** /coming-soon, the sidebar's "Upcoming": the short roadmap (no 'Feature coming soon'). */
export const ComingSoon = { ...pageStory({ path: PATHS.comingSoon, signedIn: true }), tags: ['i18n-visual'] };
export const Support = pageStory({ path: PATHS.support, signedIn: true });
