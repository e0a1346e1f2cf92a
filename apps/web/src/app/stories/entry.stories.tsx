/** The quiz and login as page stories: public routes that lead into the signed-in app. */
import type { Meta } from '@storybook/react-vite';

import { PATHS } from '../../config/routes';
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
