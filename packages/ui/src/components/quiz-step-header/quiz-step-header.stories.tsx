import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import type { UiLanguage } from '../../i18n/index.js';
import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { QuizStepFrame, QuizStepHeader, QuizStepNext } from './quiz-step-header.js';

const back = { en: 'Back', fr: 'Retour', de: 'Zurück' };
const progress = { en: 'Quiz progress', fr: 'Progression du questionnaire', de: 'Fortschritt des Quiz' };
const stepOf = (locale: UiLanguage, step: number, total: number) =>
  ({
    en: `Step ${step} of ${total}`,
    fr: `Étape ${step} sur ${total}`,
    de: `Schritt ${step} von ${total}`,
  })[locale];

const meta = {
  title: 'Quiz & auth/QuizStepHeader',
  component: QuizStepHeader,
  tags: ['autodocs'],
  args: { step: 1, total: 5, onBack: fn() },
  argTypes: { step: { control: { type: 'range', min: 1, max: 5, step: 1 } } },
  decorators: [
    (Story) => (
      <div className="diet:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuizStepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first question: progress at one fifth. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const bar = canvas.getByRole('progressbar', { name: progress[locale] });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', stepOf(locale, 1, 5));
    // One fifth filled: the indicator is moved 80 % out of the track.
    const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-bar-indicator"]');
    await expect(indicator?.style.transform).toBe('translateX(-80%)');
  },
};

/** The last question (birth year): four fifths. */
export const BirthYearStep: Story = { args: { step: 4 } };

/** The account step: full. */
export const Complete: Story = { args: { step: 5 } };

/** The back arrow is a labelled button that calls `onBack`, by mouse or keyboard. */
export const BackCallsOnBack: Story = {
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: back[storyLanguage(globals)] });
    await userEvent.click(button);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

/** The frame every question step uses: header, question, content and the step's button. */
export const InAStepFrame: Story = {
  render: (args) => (
    <QuizStepFrame
      step={args.step}
      onBack={args.onBack}
      question="Which diets or intolerances apply to you?"
      description="Choose all that apply."
      actions={<QuizStepNext disabled disabledHint="Choose at least one option to continue." />}
    >
      <div className="diet:h-32 diet:rounded-lg diet:border-2 diet:border-dashed diet:border-border" />
    </QuizStepFrame>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('form', { name: 'Which diets or intolerances apply to you?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Which diets or intolerances apply to you?',
    );
  },
};

/** Every step of the flow on one canvas. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="diet:grid diet:gap-4">
      {[1, 2, 3, 4, 5].map((step) => (
        <QuizStepHeader key={step} step={step} total={5} onBack={args.onBack} />
      ))}
    </div>
  ),
};
