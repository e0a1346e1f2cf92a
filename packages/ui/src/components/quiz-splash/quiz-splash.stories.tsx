import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizSplash } from './quiz-splash.js';

const status = {
  en: 'Getting your quiz ready…',
  fr: 'Nous préparons votre questionnaire…',
  de: 'Ihr Quiz wird vorbereitet…',
};

const logoSvg = (
  <svg role="img" aria-label="DietApp" viewBox="0 0 120 120" className="diet:size-28">
    <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.2" />
    <path d="M60 24c-14 12-22 26-22 40a22 22 0 0 0 44 0c0-14-8-28-22-40Z" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Quiz & auth/QuizSplash',
  component: QuizSplash,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // Static by default: the timer is off so screenshots are stable.
  args: { logo: 'DietApp', durationMs: 0, onDone: fn() },
} satisfies Meta<typeof QuizSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The splash with the product's name as its mark (timer off). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(status[locale]);
    // The mark fades in over 700 ms.
    await waitFor(() => expect(canvas.getByText('DietApp')).toBeVisible());
  },
};

/** An image mark instead of the name. */
export const WithLogo: Story = { args: { logo: logoSvg } };

/** After `durationMs` the splash calls `onDone` once (here 300 ms; the default is the spec's 2700 ms). */
export const CallsOnDoneAfterDuration: Story = {
  args: { durationMs: 300 },
  play: async ({ args }) => {
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** `durationMs={0}` turns the timer off: the splash stays. */
export const StaysWithTimerOff: Story = {
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
