import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizBirthYearStep } from './quiz-birth-year-step.js';

const label = { en: 'Birth year', fr: 'Année de naissance', de: 'Geburtsjahr' };
const finish = { en: 'Finish quiz', fr: 'Terminer le questionnaire', de: 'Quiz abschliessen' };
const outOfRange = {
  en: 'Please enter a year between 1906 and 2026.',
  fr: 'Veuillez saisir une année entre 1906 et 2026.',
  de: 'Bitte geben Sie ein Jahr zwischen 1906 und 2026 ein.',
};

/** A fixed clock: valid years are 1906 to 2026. */
const now = new Date('2026-06-01T12:00:00');

/** Holds the text like the app does and reports every change to the spy. */
function Stateful(args: ComponentProps<typeof QuizBirthYearStep>) {
  const [value, setValue] = useState(args.value);
  return (
    <QuizBirthYearStep
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
  title: 'Quiz & auth/QuizBirthYearStep',
  component: QuizBirthYearStep,
  tags: ['autodocs'],
  args: { value: '', now, onValueChange: fn(), onFinish: fn(), onBack: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuizBirthYearStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 'Finish quiz' is disabled; progress at four fifths. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: finish[storyLanguage(globals)] })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
  },
};

/** A valid year. */
export const ValidYear: Story = { args: { value: '1985' } };

/** A full year outside the range: the field turns red and says which years are valid. */
export const OutOfRangeYear: Story = {
  args: { value: '1905' },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const field = canvas.getByRole('textbox', { name: label[locale] });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(outOfRange[locale]));
  },
};

/** Typing '19a8x55' keeps '1985': letters and a fifth digit are dropped as they are typed. */
export const DropsLettersAndFifthDigit: Story = {
  play: async ({ canvas, args, globals }) => {
    const field = canvas.getByRole('textbox', { name: label[storyLanguage(globals)] });
    await userEvent.type(field, '19a8x55');
    await expect(field).toHaveValue('1985');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1985');
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/[^0-9]|^[0-9]{5,}$/));
  },
};

/** Pasted text is filtered the same way. */
export const FiltersPastedText: Story = {
  play: async ({ canvas, globals }) => {
    const field = canvas.getByRole('textbox', { name: label[storyLanguage(globals)] });
    await userEvent.click(field);
    await userEvent.paste(' 19-85 born!12');
    await expect(field).toHaveValue('1985');
  },
};

/**
 * With the clock at 2026-06-01: 1906 and 2026 are valid, 1905 and 2027 are not ('Finish quiz'
 * disabled, the range shown); three digits are not valid yet but show no error.
 */
export const RejectsOutOfRange: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const field = canvas.getByRole('textbox', { name: label[locale] });
    const button = canvas.getByRole('button', { name: finish[locale] });
    const check = async (year: string, valid: boolean) => {
      await userEvent.clear(field);
      await userEvent.type(field, year);
      if (valid) {
        await expect(button).toBeEnabled();
        await expect(field).not.toHaveAttribute('aria-invalid');
      } else {
        await expect(button).toBeDisabled();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(canvas.getByText(outOfRange[locale])).toBeVisible();
      }
    };
    await check('1906', true);
    await check('1905', false);
    await check('2026', true);
    await check('2027', false);
    await userEvent.clear(field);
    await userEvent.type(field, '199');
    await expect(button).toBeDisabled();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, '0{Enter}');
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** The longest language on a 320 px phone, with the error showing. */
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
  args: { value: '2027' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(outOfRange.de)).toBeVisible();
    await expect(window.innerWidth).toBe(320);
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
