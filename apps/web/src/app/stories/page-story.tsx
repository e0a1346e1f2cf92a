/**
 * A route of the web app as a story: the real route table (`createRoutes`) in a memory router at
 * the story's path, the app's own i18next instance in the toolbar's language, the real TanStack
 * Query client, the identity adapter's fake (`identity.ts`), and MSW answering the API's contract
 * (`handlers.ts`). What the designers review is the screen users get.
 *
 * Storybook reads a story's tags from its file without running it: a story also reviewed in French
 * and German spreads this and adds `tags: ['i18n-visual']` in its own object literal.
 */
import { localeToLangCode, STORAGE_KEYS, type Locale } from '@diet/domain';
import type { StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';

import { createI18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query/client';
import { createRoutes } from '../routes';
import { storyToken } from './fixtures';
import { apiHandlers, signedInAnswers, type Answers } from './handlers';

export interface PageStoryOptions {
  /** The address the story opens, e.g. `PATHS.dashboard` or `productPath(107)`. */
  path: string;
  /** The router's location state at that address (what a `navigate(path, { state })` passes). */
  state?: unknown;
  /** Browser storage the visit starts with besides the language and token (e.g. quiz answers). */
  storage?: Record<string, string>;
  /** Signed in (a token stored, the fake identity's session) or a visitor. Default: a visitor. */
  signedIn?: boolean;
  /** How the API answers; default: a signed-in user's data, or nothing for a visitor. */
  answers?: Answers;
  /**
   * When the screen is ready for its picture. Default: a level-1 heading is shown. Loading states
   * wait for their spinner instead.
   */
  ready?: (canvas: HTMLElement) => Promise<void>;
}

/**
 * The app's i18next instances, one per language, made once and in turn: making one sets the page's
 * `lang`, so two made at the same time (a story re-rendered in the new language while the next one
 * loads) could leave the wrong one last. The harness sets `lang` for the story it shows.
 */
let instances: Promise<Map<Locale, I18n>> | undefined;
function appI18n(locale: Locale): Promise<I18n> {
  instances ??= (async () => {
    const made = new Map<Locale, I18n>();
    for (const language of ['en', 'fr', 'de'] as const) made.set(language, await createI18n(language));
    return made;
  })();
  return instances.then((made) => made.get(locale)!);
}

function PageHarness({
  i18n,
  path,
  state,
  locale,
}: {
  i18n: I18n;
  path: string;
  state: unknown;
  locale: Locale;
}) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(i18n), { initialEntries: [{ pathname: path, state }] }),
  );
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

/**
 * Waits until the screen shows its main heading and nothing on it is still loading (no element
 * marked `aria-busy="true"`): the page has loaded its code, texts and data. A screen shows its
 * heading above a skeleton while its data loads, so the heading alone is not enough.
 */
export async function headingShown(canvas: HTMLElement): Promise<void> {
  const doc = canvas.ownerDocument;
  await waitFor(
    () => {
      expect(doc.querySelector('h1')).toBeTruthy();
      expect(doc.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 15_000 },
  );
}

/**
 * The whole page, as a reader scrolling through it sees it: the heading, then what loads below the
 * fold once the reader starts scrolling (a scroll event is what a reader's first move sends).
 */
export async function wholePageShown(canvas: HTMLElement): Promise<void> {
  await headingShown(canvas);
  const doc = canvas.ownerDocument;
  doc.defaultView?.dispatchEvent(new Event('scroll'));
  await waitFor(() => expect(doc.querySelector('[data-slot="below-the-fold"]')).toBeNull(), {
    timeout: 15_000,
  });
}

/** Waits until a busy indicator (the guard's or a list's) is on screen. */
export async function busyShown(canvas: HTMLElement): Promise<void> {
  await waitFor(
    () => expect(canvas.ownerDocument.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy(),
    { timeout: 15_000 },
  );
}

export function pageStory({
  path,
  state = null,
  storage = {},
  signedIn = false,
  answers,
  ready = headingShown,
}: PageStoryOptions): StoryObj {
  return {
    parameters: {
      layout: 'fullscreen',
      msw: { handlers: apiHandlers(answers ?? (signedIn ? signedInAnswers() : {})) },
    },
    loaders: [
      async ({ globals }) => {
        const locale = ((globals.locale as string | undefined) ?? 'en') as Locale;
        // Each story starts as a fresh visit: nothing stored but the language (and the token). Done
        // before the first await, so the story shown last is the one whose storage stays.
        localStorage.clear();
        sessionStorage.clear();
        queryClient.clear();
        localStorage.setItem(STORAGE_KEYS.langCode, localeToLangCode(locale));
        if (signedIn) localStorage.setItem(STORAGE_KEYS.token, storyToken());
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        return { i18n: await appI18n(locale), locale };
      },
    ],
    render: (_args, { loaded }) => (
      <PageHarness
        key={`${path}-${String(loaded.locale)}`}
        i18n={loaded.i18n as I18n}
        path={path}
        state={state}
        locale={loaded.locale as Locale}
      />
    ),
    play: async ({ canvasElement }) => {
      await ready(canvasElement);
    },
  };
}
