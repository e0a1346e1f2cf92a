import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizDietsStep } from './quiz-diets-step.js';

const text = {
  lactose: { en: 'Lactose intolerance', fr: 'Intolérance au lactose', de: 'Laktoseintoleranz' },
  other: { en: 'Other', fr: 'Autre', de: 'Andere' },
  otherField: {
    en: 'Which other intolerance or diet?',
    fr: 'Quelle autre intolérance ou quel autre régime ?',
    de: 'Welche andere Unverträglichkeit oder Ernährungsweise?',
  },
  next: { en: 'Next', fr: 'Suivant', de: 'Weiter' },
};

/** Holds `selected` and `otherText` like the app does, and reports every change to the spies. */
function Stateful(args: ComponentProps<typeof QuizDietsStep>) {
  const [selected, setSelected] = useState<string[]>([...args.selected]);
  const [otherText, setOtherText] = useState(args.otherText);
  return (
    <QuizDietsStep
      {...args}
      selected={selected}
      otherText={otherText}
      onSelectedChange={(next) => {
        setSelected(next);
        args.onSelectedChange(next);
      }}
      onOtherTextChange={(next) => {
        setOtherText(next);
        args.onOtherTextChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Quiz & auth/QuizDietsStep',
  component: QuizDietsStep,
  tags: ['autodocs'],
  args: {
    selected: [],
    otherText: '',
    onSelectedChange: fn(),
    onOtherTextChange: fn(),
    onNext: fn(),
    onBack: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuizDietsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: 'Next' is disabled and says why. */
export const Default: Story = {};

/** Two diets chosen. */
export const WithSelection: Story = { args: { selected: ['lactose', 'lowfodmap'] } };

/** 'Other' chosen with its free text. */
export const OtherWithText: Story = {
  args: { selected: ['glutenfree', 'other'], otherText: 'Nut allergy' },
};

/** Checking 'Other' reveals a labelled free-text field. */
export const OtherRevealsFreeText: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.queryByRole('textbox', { name: text.otherField[locale] })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.other[locale] }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['other']);
    const field = canvas.getByRole('textbox', { name: text.otherField[locale] });
    await userEvent.type(field, 'Nuts');
    await expect(field).toHaveValue('Nuts');
    await expect(args.onOtherTextChange).toHaveBeenLastCalledWith('Nuts');
  },
};

/** Unchecking 'Other' hides the field and clears its text (`onOtherTextChange('')`). */
export const UncheckingOtherClearsText: Story = {
  args: { selected: ['other'], otherText: 'Nut allergy' },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByRole('textbox', { name: text.otherField[locale] })).toHaveValue('Nut allergy');
    const other = canvas.getByRole('checkbox', { name: text.other[locale] });
    await userEvent.click(other);
    await expect(args.onOtherTextChange).toHaveBeenCalledWith('');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('textbox', { name: text.otherField[locale] })).not.toBeInTheDocument();
    await userEvent.click(other);
    await expect(canvas.getByRole('textbox', { name: text.otherField[locale] })).toHaveValue('');
  },
};

/** 'Next' is disabled until at least one option is chosen, and again when all are unchecked. */
export const NextNeedsASelection: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const next = canvas.getByRole('button', { name: text.next[locale] });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onNext).not.toHaveBeenCalled();
    const lactose = canvas.getByRole('checkbox', { name: text.lactose[locale] });
    await userEvent.click(lactose);
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(lactose);
    await expect(next).toBeDisabled();
  },
};

/** The options are checkboxes: Tab moves between them and Space checks one. */
export const ChoosesWithKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.tab(); // back arrow
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: text.lactose[locale] })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['lactose']);
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
  args: { selected: ['fructose', 'other'], otherText: 'Nussallergie' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(window.innerWidth).toBe(320);
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
