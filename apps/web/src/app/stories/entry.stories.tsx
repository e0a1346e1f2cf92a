/** The quiz and login as page stories: public routes that lead into the signed-in app. */
import type { Meta } from '@storybook/react-vite';

import { STORAGE_KEYS } from '@diet/domain';

import { PATHS } from '../../config/routes';
import { COMPLETE_PROFILE_STATE } from '../../features/quiz/utils/complete-profile-state';
import { pageStory } from './page-story';

const meta = {
  title: 'Pages/Entry',
  // Pages are reviewed story by story: no docs page rendering every state at once.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const Login = { ...pageStory({ path: PATHS.login }), tags: ['i18n-visual'] };
export const RegistrationQuestionnaire = {
  ...pageStory({ path: PATHS.registration }),
  tags: ['i18n-visual'],
};

/**
 * A signed-in owner whose account has no profile (the guard sent them here): the quiz's last step
 * saves the stored answers with the owner's token, no account form.
 */
export const CompleteProfile = {
  ...pageStory({
    path: PATHS.registration,
    state: COMPLETE_PROFILE_STATE,
    signedIn: true,
    storage: {
      [STORAGE_KEYS.quizAnswers]: JSON.stringify({
        step: 'account',
        answers: {
          intolerances: ['lactose', 'glutenfree'],
          otherIntolerance: '',
          shopWhere: 3,
          gender: 'female',
          birthYear: '1990',
        },
      }),
    },
    answers: {},
  }),
  tags: ['i18n-visual'],
};
