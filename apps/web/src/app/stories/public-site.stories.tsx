/**
 * The public site's routes as page stories (public-site spec §2): every page a visitor can open,
 * rendered by the real router with the app's texts. Only the diets page's sample products and the
 * newsletter and contact posts reach the API, and only when a visitor asks for them.
 */
import type { Meta } from '@storybook/react-vite';

import { PATHS } from '../../config/routes';
import { pageStory, wholePageShown } from './page-story';

const meta = {
  title: 'Pages/Public site',
  // Pages are reviewed story by story: no docs page rendering every state at once.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const Home = { ...pageStory({ path: PATHS.home, ready: wholePageShown }), tags: ['i18n-visual'] };
export const About = pageStory({ path: PATHS.about, ready: wholePageShown });
export const Diets = { ...pageStory({ path: PATHS.diets, ready: wholePageShown }), tags: ['i18n-visual'] };
export const Contact = { ...pageStory({ path: PATHS.contact }), tags: ['i18n-visual'] };
export const Privacy = pageStory({ path: PATHS.privacy });
export const Cookie = pageStory({ path: PATHS.cookie });
export const TermsOfService = pageStory({ path: PATHS.terms });
/** An address no route serves: the 404 page with ways on. */
export const NotFound = pageStory({ path: '/no-such-page' });
