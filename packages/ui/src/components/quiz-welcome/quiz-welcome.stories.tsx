import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { APP_COPY, appCopy, storyLanguage } from '../../lib/app-copy.fixtures.js';
import { specRoutes } from '../../lib/spec-routes.fixtures.js';
import { QuizWelcome } from './quiz-welcome.js';

const start = { en: 'Start quiz', fr: 'Commencer le questionnaire', de: 'Quiz starten' };
const login = { en: 'Log in', fr: 'Se connecter', de: 'Anmelden' };

const meta = {
  title: 'Quiz & auth/QuizWelcome',
  component: QuizWelcome,
  tags: ['autodocs'],
  // The heading and text are the app's copy (the quiz's locales), not the kit's.
  args: {
    loginHref: specRoutes.login,
    onStart: fn(),
    title: appCopy(APP_COPY.quizWelcomeTitle),
    description: appCopy(APP_COPY.quizWelcomeDescription),
  },
} satisfies Meta<typeof QuizWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's heading and text, the kit's 'Start quiz' and the log-in link to /login. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: login[locale] })).toHaveAttribute('href', '/login');
  },
};

/** With an illustration above the heading. */
export const CustomContent: Story = {
  args: {
    illustration: (
      <svg aria-hidden="true" viewBox="0 0 120 80" className="diet:h-24 diet:text-primary">
        <rect x="8" y="8" width="104" height="64" rx="16" fill="currentColor" opacity="0.15" />
        <circle cx="60" cy="40" r="20" fill="currentColor" />
      </svg>
    ),
  },
};

/** 'Start quiz' calls `onStart`, by click and by keyboard. */
export const StartCallsOnStart: Story = {
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: start[storyLanguage(globals)] });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};

/** The log-in link can point elsewhere and be rendered by the app's router link. */
export const RouterLink: Story = {
  args: {
    loginHref: '/en/login',
    linkComponent: (props) => <a {...props} data-router-link="" />,
  },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: login[storyLanguage(globals)] });
    await expect(link).toHaveAttribute('href', '/en/login');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** The longest language on a 320 px phone: the button fills the width, nothing sticks out. */
export const GermanOnNarrowScreen: Story = {
  tags: ['mobile-only'],
  globals: { locale: 'de', viewport: { value: 'narrow', isRotated: false } },
  // A page's 16 px side padding, so the content is 288 px wide.
  decorators: [
    (Story) => (
      <div data-testid="page" className="diet:px-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('button', { name: start.de }).getBoundingClientRect().width).toBe(
      canvas.getByTestId('page').getBoundingClientRect().width - 32,
    );
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
