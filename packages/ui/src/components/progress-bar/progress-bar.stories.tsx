import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 1, max: 5 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quiz's first question: progress at one fifth. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', {
      name: { en: 'Progress', fr: 'Progression', de: 'Fortschritt' }[storyLanguage(globals)],
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    const percent = new Intl.NumberFormat(storyLanguage(globals), {
      style: 'percent',
    }).format(0.2);
    await expect(bar).toHaveAttribute('aria-valuetext', percent);
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 5 } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** A screen can name the bar and read the value as steps instead of a percentage. */
export const StepText: Story = {
  args: { value: 2, label: 'Quiz progress', valueText: 'Question 2 of 5' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Quiz progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Question 2 of 5');
  },
};

/** Values outside 0 … max are clamped, so the bar never overflows. */
export const ClampsOutOfRange: Story = {
  args: { value: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  },
};

function QuizSteps() {
  const [step, setStep] = useState(1);
  return (
    <div className="diet:grid diet:gap-4">
      <ProgressBar value={step} max={5} label="Quiz progress" valueText={`Step ${step} of 5`} />
      <div className="diet:flex diet:gap-2">
        <Button variant="outline" size="sm" onClick={() => setStep((s) => Math.max(1, s - 1))}>
          Back
        </Button>
        <Button size="sm" onClick={() => setStep((s) => Math.min(5, s + 1))}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Moving through the quiz updates the value that assistive technology reads. */
export const AdvancesWithTheQuiz: Story = {
  render: () => <QuizSteps />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Quiz progress' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
  },
};

const sizes = ['sm', 'md', 'lg'] as const;
const values = [0, 1, 2, 3, 4, 5] as const;

/** Every size × step of the quiz. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6">
      {sizes.map((size) => (
        <div key={size} className="diet:grid diet:gap-2">
          {values.map((value) => (
            <ProgressBar key={value} size={size} value={value} max={5} label={`${size} at ${value} of 5`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
