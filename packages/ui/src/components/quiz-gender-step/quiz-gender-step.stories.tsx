import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizGenderStep, type QuizGender } from './quiz-gender-step.js';

const text = {
  question: { en: 'What is your gender?', fr: 'Quel est votre genre ?', de: 'Welches Geschlecht haben Sie?' },
  male: { en: 'Male', fr: 'Homme', de: 'Männlich' },
  female: { en: 'Female', fr: 'Femme', de: 'Weiblich' },
  other: { en: 'Other', fr: 'Autre', de: 'Divers' },
  next: { en: 'Next', fr: 'Suivant', de: 'Weiter' },
};

/** Holds the answer like the app does and reports every change to the spy. */
function Stateful(args: ComponentProps<typeof QuizGenderStep>) {
  const [value, setValue] = useState<QuizGender | null>(args.value);
  return (
    <QuizGenderStep
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Quiz & auth/QuizGenderStep',
  component: QuizGenderStep,
  tags: ['autodocs'],
  args: { value: null, onValueChange: fn(), onNext: fn(), onBack: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuizGenderStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 'Next' is disabled and says why. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const group = canvas.getByRole('radiogroup', { name: text.question[locale] });
    await expect(group).toBeVisible();
    for (const option of ['male', 'female', 'other'] as const) {
      await expect(canvas.getByRole('radio', { name: text[option][locale] })).not.toBeChecked();
    }
  },
};

/** A choice made. */
export const Chosen: Story = { args: { value: 'female' } };

/** 'Next' is disabled until a gender is chosen; then it calls `onNext`. */
export const NextNeedsAChoice: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const next = canvas.getByRole('button', { name: text.next[locale] });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: text.other[locale] }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('other');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Single choice: choosing another answer replaces the first; arrow keys move the choice. */
export const SingleChoiceWithKeyboard: Story = {
  args: { value: 'male' },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const male = canvas.getByRole('radio', { name: text.male[locale] });
    await userEvent.tab(); // back arrow
    await userEvent.tab();
    await expect(male).toHaveFocus();
    // Radix checks the item an arrow key focuses while the key is down: hold it, then release.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: text.female[locale] })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('female');
    await expect(male).not.toBeChecked();
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
  args: { value: 'other' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Divers' })).toBeChecked();
    await expect(window.innerWidth).toBe(320);
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
