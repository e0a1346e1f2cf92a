import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { CodeEntry } from './code-entry.js';

const defaultLabel = { en: 'Confirmation code', fr: 'Code de confirmation', de: 'Bestätigungscode' };
const defaultHint = {
  en: 'Enter the 6-digit code we sent to your email.',
  fr: 'Saisissez le code à 6 chiffres que nous vous avons envoyé par e-mail.',
  de: 'Geben Sie den 6-stelligen Code ein, den wir Ihnen per E-Mail gesendet haben.',
};

const meta = {
  title: 'Quiz & auth/CodeEntry',
  component: CodeEntry,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's own translated label and hint. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(defaultLabel[storyLanguage(globals)]);
    await expect(input).toHaveAccessibleDescription(defaultHint[storyLanguage(globals)]);
  },
};

export const PartlyFilled: Story = { args: { defaultValue: '123' } };

export const Complete: Story = { args: { defaultValue: '123456' } };

export const WithError: Story = {
  args: { defaultValue: '123456', label: 'Code', error: 'This code is not valid. Please check your email.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This code is not valid/);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '12', label: 'Code', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Code')).toBeDisabled();
  },
};

export const HasOneTimeCodeSemantics: Story = {
  args: { label: 'Code' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const DropsLettersAndIgnoresSeventhDigit: Story = {
  args: { label: 'Code' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Code');
    await userEvent.click(input);
    await userEvent.keyboard('a1b2');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('34 56');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
  },
};

export const PasteKeepsOnlyDigits: Story = {
  args: { label: 'Code' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Code');
    await userEvent.click(input);
    await userEvent.paste('12 34-56');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const CompletesAgainAfterCorrection: Story = {
  args: { label: 'Code' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Code');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12345');
    await userEvent.keyboard('9');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
    await expect(args.onComplete).toHaveBeenLastCalledWith('123459');
  },
};

/** Mobile (375 px): the six boxes fit the width. */
export const FitsMobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'de' },
  args: { defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelector('[data-slot="code-entry-boxes"]')!.getBoundingClientRect();
    await expect(boxes.right).toBeLessThanOrEqual(375);
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-8 diet:md:grid-cols-2">
      <CodeEntry label="Empty" />
      <CodeEntry label="Partly filled" defaultValue="123" />
      <CodeEntry label="Complete" defaultValue="123456" />
      <CodeEntry label="Error" defaultValue="123456" error="This code is not valid." />
      <CodeEntry label="Disabled" defaultValue="12" disabled />
      <CodeEntry label="Four digits" length={4} hint="Enter the 4-digit code." defaultValue="12" />
    </div>
  ),
};
