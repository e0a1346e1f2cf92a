import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizShopStep } from './quiz-shop-step.js';

const question = {
  en: 'Where do you do your grocery shopping?',
  fr: 'Où faites-vous vos courses ?',
  de: 'Wo kaufen Sie Ihre Lebensmittel ein?',
};
const next = { en: 'Next', fr: 'Suivant', de: 'Weiter' };
const scale = {
  en: [
    'Only in store',
    'Mostly in store',
    'Slightly more in store',
    'Both equally',
    'Slightly more online',
    'Mostly online',
    'Only online',
  ],
};

/** Holds the value like the app does and reports every change to the spy. */
function Stateful(args: ComponentProps<typeof QuizShopStep>) {
  const [value, setValue] = useState(args.value);
  return (
    <QuizShopStep
      {...args}
      value={value}
      onValueChange={(nextValue) => {
        setValue(nextValue);
        args.onValueChange(nextValue);
      }}
    />
  );
}

const meta = {
  title: 'Quiz & auth/QuizShopStep',
  component: QuizShopStep,
  tags: ['autodocs'],
  args: { value: 3, onValueChange: fn(), onNext: fn(), onBack: fn() },
  argTypes: { value: { control: { type: 'range', min: 0, max: 6, step: 1 } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuizShopStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slider in the middle ("Both equally"), named by the question; progress at two fifths. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const slider = canvas.getByRole('slider', { name: question[locale] });
    await expect(slider).toHaveAttribute('aria-valuenow', '3');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '6');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  },
};

export const OnlyInStore: Story = { args: { value: 0 } };
export const OnlyOnline: Story = { args: { value: 6 } };

/** Arrow keys move one point on the 0-6 scale and the point's label is read out, in the spec's words. */
export const MovesWithArrowKeys: Story = {
  play: async ({ canvas, args, globals }) => {
    const slider = canvas.getByRole('slider', { name: question[storyLanguage(globals)] });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    if (storyLanguage(globals) === 'en') {
      for (const [value, label] of scale.en.entries()) {
        await expect(slider).toHaveAttribute('aria-valuetext', label);
        if (value < 6) await userEvent.keyboard('{ArrowRight}');
      }
    }
  },
};

/** The slider always has a value, so 'Next' is always enabled. */
export const NextAlwaysEnabled: Story = {
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: next[storyLanguage(globals)] });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The longest language on a 320 px phone: nothing sticks out to the side. */
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
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: question.de })).toBeVisible();
    await expect(window.innerWidth).toBe(320);
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
