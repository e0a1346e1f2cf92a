/**
 * The shopping lists' routes as page stories (issue 31): the lists page (with lists, empty, the API
 * down), the short address opening the most recent list, and a list with products that suit, one
 * that does not (whole milk for a lactose-free diet, with its swap named and "Replace with …"), a free text, one in the basket and one typed
 * while the API was down (not saved, with retry); an empty list.
 */
import { STORAGE_KEYS } from '@diet/domain';
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { PATHS, shoppingListPath } from '../../config/routes';
import { EMPTY, LISTS_PENDING, NO_LISTS, shoppingListAnswers, WEEK } from './api/shopping-lists';
import { ONE_DIET_PROFILE } from './fixtures';
import { apiDown } from './handlers';
import { busyShown, headingShown, pageStory } from './page-story';

/** The list is shown with the swap of its product that does not suit, named (looked up once in view). */
async function swapShown(canvas: HTMLElement): Promise<void> {
  await headingShown(canvas);
  await waitFor(() => expect(canvas.querySelector('[data-slot="shopping-list-item-replace"]')).toBeTruthy(), {
    timeout: 15_000,
  });
}

const meta = {
  title: 'Pages/Shopping lists',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const Lists = {
  ...pageStory({ path: PATHS.shoppingLists, signedIn: true, answers: shoppingListAnswers() }),
  tags: ['i18n-visual'],
};
export const ListsEmpty = pageStory({
  path: PATHS.shoppingLists,
  signedIn: true,
  answers: shoppingListAnswers(NO_LISTS),
});
export const ListsLoading = pageStory({
  path: PATHS.shoppingLists,
  signedIn: true,
  answers: shoppingListAnswers(LISTS_PENDING),
  ready: busyShown,
});
export const ListsApiDown = pageStory({
  path: PATHS.shoppingLists,
  signedIn: true,
  answers: { ...apiDown(), '/user-profile/get-user-profile': { body: ONE_DIET_PROFILE } },
});
/** The lists' short address opens the most recently changed list. */
export const LatestList = pageStory({
  path: PATHS.shoppingList,
  signedIn: true,
  answers: shoppingListAnswers(),
});
export const List = {
  ...pageStory({
    path: PATHS.shoppingListDetail.replace(':id', WEEK),
    signedIn: true,
    answers: shoppingListAnswers(),
    ready: swapShown,
    // Typed while the API was down: kept, "not saved", with a retry.
    storage: {
      [STORAGE_KEYS.unsavedListItems]: JSON.stringify([
        {
          id: 'b0000000-0000-4000-8000-000000000001',
          listId: WEEK,
          profileId: String(ONE_DIET_PROFILE.id),
          text: 'Gluten-free oats',
          product: null,
          quantity: 1,
        },
      ]),
    },
  }),
  tags: ['i18n-visual'],
};
export const ListEmpty = pageStory({
  path: shoppingListPath(EMPTY),
  signedIn: true,
  answers: shoppingListAnswers(),
});
export const ListNotFound = pageStory({
  path: shoppingListPath('8a4c0d51-6e7f-4081-9293-a4b5c6d7e8f9'),
  signedIn: true,
  answers: shoppingListAnswers(),
});
