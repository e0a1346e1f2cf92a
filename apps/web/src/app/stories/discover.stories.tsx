/**
 * /discover as page stories (issue 31): the real screen, with MSW answering `/products/discover`
 * over the stories' catalogue and a few more products, so that rows and swaps look as they do on a
 * real shelf. States: loaded for one diet and for several, no diet chosen, nothing suits, loading,
 * and the API down.
 */
import type { ApiResponseBody } from '@diet/domain';
import type { Meta } from '@storybook/react-vite';

import { PATHS } from '../../config/routes';
import { ONE_DIET_PROFILE, PRODUCTS, SEVERAL_DIETS_PROFILE } from './fixtures';
import { discoverAnswer, signedInAnswers, type Answers } from './handlers';
import { busyShown, pageStory } from './page-story';

type ProductBody = ApiResponseBody<'/products/product-details'>;

const meta = {
  title: 'Pages/Discover',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

let next = 200;
function item(
  name_en: string,
  names: { de: string; fr: string },
  brand: string,
  price: number,
  store: string,
  category_id: number,
  subcategory_id: number,
  red: number[] = [],
  yellow: number[] = [],
): ProductBody {
  next += 1;
  return {
    id: next,
    name_en,
    name_de: names.de,
    name_fr: names.fr,
    brand,
    price,
    store,
    category_id,
    subcategory_id,
    colors: { red, yellow },
    is_favorite: false,
    image: null,
  };
}

/** More of a Swiss shelf: milks, yoghurts, breads, pasta and sweets, suitable or not. */
const SHELF: ProductBody[] = [
  ...PRODUCTS,
  item(
    'Lactose-free milk drink',
    { de: 'Milchdrink laktosefrei', fr: 'Lait drink sans lactose' },
    'Coop Free From',
    1.75,
    'Coop',
    1,
    11,
  ),
  item(
    'Oat drink barista',
    { de: 'Haferdrink Barista', fr: 'Boisson à l’avoine barista' },
    'Oatly',
    2.95,
    'Coop',
    1,
    11,
    [2],
  ),
  item(
    'Lactose-free strawberry yoghurt',
    { de: 'Erdbeerjoghurt laktosefrei', fr: 'Yogourt fraise sans lactose' },
    'Aha!',
    0.95,
    'Migros',
    1,
    12,
  ),
  item(
    'Strawberry yoghurt',
    { de: 'Erdbeerjoghurt', fr: 'Yogourt à la fraise' },
    'Emmi',
    0.55,
    'Coop',
    1,
    12,
    [1],
    [3],
  ),
  item(
    'Lactose-free mozzarella',
    { de: 'Mozzarella laktosefrei', fr: 'Mozzarella sans lactose' },
    'Aha!',
    2.1,
    'Migros',
    1,
    13,
  ),
  item(
    'Gluten-free white bread',
    { de: 'Weissbrot glutenfrei', fr: 'Pain blanc sans gluten' },
    'Schär',
    4.95,
    'Coop',
    2,
    21,
    [],
    [3],
  ),
  item(
    'White toast bread',
    { de: 'Toastbrot hell', fr: 'Pain toast blanc' },
    'Jowa',
    1.5,
    'Migros',
    2,
    21,
    [2, 3],
  ),
  item(
    'Sourdough rye bread',
    { de: 'Roggen-Sauerteigbrot', fr: 'Pain de seigle au levain' },
    'Jowa',
    3.2,
    'Migros',
    2,
    21,
    [2],
  ),
  item('Corn cakes', { de: 'Maiswaffeln', fr: 'Galettes de maïs' }, 'Coop Naturaplan', 1.95, 'Coop', 2, 22),
  item(
    'Gluten-free spaghetti',
    { de: 'Spaghetti glutenfrei', fr: 'Spaghetti sans gluten' },
    'Coop Free From',
    2.6,
    'Coop',
    3,
    31,
  ),
  item(
    'Red lentil penne',
    { de: 'Penne aus roten Linsen', fr: 'Penne aux lentilles corail' },
    'Barilla',
    3.3,
    'Migros',
    3,
    31,
    [],
    [3],
  ),
  item(
    'Risotto rice Arborio',
    { de: 'Risottoreis Arborio', fr: 'Riz à risotto Arborio' },
    'Coop',
    2.9,
    'Coop',
    3,
    32,
  ),
  item(
    'Polenta, quick-cooking',
    { de: 'Polenta, schnellkochend', fr: 'Polenta, cuisson rapide' },
    'Migros',
    1.8,
    'Migros',
    3,
    32,
  ),
  item(
    'Milk chocolate',
    { de: 'Milchschokolade', fr: 'Chocolat au lait' },
    'Frey',
    1.1,
    'Migros',
    4,
    41,
    [1],
    [2],
  ),
  item(
    'Dark chocolate 85 %',
    { de: 'Dunkle Schokolade 85 %', fr: 'Chocolat noir 85 %' },
    'Lindt',
    3.2,
    'Coop',
    4,
    41,
  ),
];

const shelf = (profile = ONE_DIET_PROFILE): Answers => ({
  ...signedInAnswers(profile),
  '/products/discover': (request) => ({ body: discoverAnswer(request, SHELF) }),
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
