/** The profile and account areas' tabs as page stories (signed-in spec §5, §6). */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { PATHS } from '../../config/routes';
import { SEVERAL_DIETS_PROFILE } from './fixtures';
import { signedInAnswers } from './handlers';
import { headingShown, pageStory } from './page-story';

/**
 * Switches on one more of the page's switches (`index`), saves, and waits for what the save
 * changed (in any language: by role and slot, not by text); the spec's success toast is dismissed
 * for a steady picture (its own stories show it).
 */
function savedWith(index: number) {
  return async (canvas: HTMLElement) => {
    await headingShown(canvas);
    const doc = canvas.ownerDocument;
    await waitFor(() => expect(doc.querySelectorAll('[role="switch"]').length).toBeGreaterThan(index), {
      timeout: 15_000,
    });
    await userEvent.click(doc.querySelectorAll<HTMLElement>('[role="switch"]')[index]!);
    await userEvent.click(doc.querySelector<HTMLElement>('main button[type="submit"]')!);
    await waitFor(() => expect(doc.querySelector('[role="status"] [data-slot="alert"]')).toBeTruthy(), {
      timeout: 15_000,
    });
    // A steady picture: the spec's toast (which leaves on a timer) dismissed, the page at its top.
    for (const close of doc.querySelectorAll<HTMLElement>('[data-slot="toast"] button'))
      await userEvent.click(close);
    await waitFor(() => expect(doc.querySelector('[data-slot="toast"]')).toBeNull(), { timeout: 15_000 });
    doc.defaultView?.scrollTo(0, 0);
  };
}

const meta = {
  title: 'Pages/Profile & account',
  // Pages are reviewed story by story: no docs page rendering every state at once.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const DietProfile = {
  ...pageStory({ path: PATHS.dietProfile, signedIn: true }),
  tags: ['i18n-visual'],
};
export const DietProfileSeveralDiets = pageStory({
  path: PATHS.dietProfile,
  signedIn: true,
  answers: signedInAnswers(SEVERAL_DIETS_PROFILE),
});
/** After adding gluten-free: the spec's message, then what changed ("1 product is now red…"). */
export const DietProfileSaved = {
  ...pageStory({ path: PATHS.dietProfile, signedIn: true, ready: savedWith(1) }),
  tags: ['i18n-visual'],
};
export const PersonalInfo = pageStory({ path: PATHS.personalInfo, signedIn: true });
export const Preferences = {
  ...pageStory({ path: PATHS.preferences, signedIn: true }),
  tags: ['i18n-visual'],
};
/** After switching on red products: how many are shown again. */
export const PreferencesSaved = pageStory({ path: PATHS.preferences, signedIn: true, ready: savedWith(0) });
export const SharedProfiles = pageStory({ path: PATHS.sharedProfiles, signedIn: true });
export const LoginCredentials = pageStory({ path: PATHS.loginCredentials, signedIn: true });
export const Subscription = pageStory({ path: PATHS.subscription, signedIn: true });
export const PrivacyData = pageStory({ path: PATHS.privacyData, signedIn: true });
export const LegalHelp = pageStory({ path: PATHS.legalHelp, signedIn: true });
/** The language selector shows the language the page is in (the toolbar's) and is live. */
export const AppPreferences = {
  ...pageStory({ path: PATHS.appPreferences, signedIn: true }),
  tags: ['i18n-visual'],
};
