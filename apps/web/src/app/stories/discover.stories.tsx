/**
 * /discover as page stories (issue 31): the real screen, with MSW answering `/products/discover`
 * over the stories' catalogue and a few more products, so that rows and swaps look as they do on a
 * real shelf. States: loaded for one diet and for several, no diet chosen, nothing suits, loading,
 * and the API down.
 */
import type { Meta } from '@storybook/react-vite';

import { PATHS } from '../../config/routes';
import { DISCOVER_SHELF, ONE_DIET_PROFILE, SEVERAL_DIETS_PROFILE } from './fixtures';
import { discoverAnswer, signedInAnswers, type Answers } from './handlers';
import { busyShown, pageStory } from './page-story';

const meta = {
  title: 'Pages/Discover',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

const shelf = (profile = ONE_DIET_PROFILE): Answers => ({
  ...signedInAnswers(profile),
  '/products/discover': (request) => ({ body: discoverAnswer(request, DISCOVER_SHELF) }),
});

/** A lactose-free user: swaps for whole milk, yoghurt and milk chocolate; rows of what suits. */
export const Loaded = {
  ...pageStory({ path: PATHS.discover, signedIn: true, answers: shelf() }),
  tags: ['i18n-visual'],
};

/** Lactose-free, gluten-free and low FODMAP: fewer products suit, one chip per diet. */
export const SeveralDiets = pageStory({
  path: PATHS.discover,
  signedIn: true,
  answers: shelf(SEVERAL_DIETS_PROFILE),
});

/** No diet chosen: the catalogue's best prices and a way to choose diets; no swaps. */
export const NoDiets = pageStory({
  path: PATHS.discover,
  signedIn: true,
  answers: shelf({ ...ONE_DIET_PROFILE, intolerances: [] }),
});

/** Nothing suits the diets in any category (a small catalogue, strict diets). */
export const NothingSuits = pageStory({
  path: PATHS.discover,
  signedIn: true,
  answers: {
    ...shelf(),
    '/products/discover': {
      body: {
        categories: [1, 2, 3, 4].map((id) => ({ category_id: id, suitable: 0, products: [] })),
        swaps: [],
      },
    },
  },
});

export const Loading = pageStory({
  path: PATHS.discover,
  signedIn: true,
  answers: { ...shelf(), '/products/discover': 'pending' },
  ready: busyShown,
});

/** Discover's call fails (the rest of the app answers): the error and Try again. */
export const Failed = pageStory({
  path: PATHS.discover,
  signedIn: true,
  answers: { ...shelf(), '/products/discover': { status: 500 } },
});
