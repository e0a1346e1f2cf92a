/** The profile and account areas' tabs as page stories (signed-in spec §5, §6). */
import type { Meta } from '@storybook/react-vite';

import { PATHS } from '../../config/routes';
import { SEVERAL_DIETS_PROFILE } from './fixtures';
import { signedInAnswers } from './handlers';
import { pageStory } from './page-story';

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
export const PersonalInfo = pageStory({ path: PATHS.personalInfo, signedIn: true });
export const Preferences = {
  ...pageStory({ path: PATHS.preferences, signedIn: true }),
  tags: ['i18n-visual'],
};
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
