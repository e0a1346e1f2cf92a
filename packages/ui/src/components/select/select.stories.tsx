import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Select } from './select.js';

const reasons = [
  { value: 'question', label: 'General question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Reason',
    options: reasons,
    placeholder: 'Choose a reason',
    className: 'diet:max-w-sm',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Reason' })).toHaveValue('');
  },
};

export const Selected: Story = { args: { defaultValue: 'feedback' } };

export const WithHint: Story = { args: { hint: 'Helps us route your message.' } };

export const WithError: Story = {
  args: { error: 'Please choose a reason.' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Reason');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a reason.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Reason' })).toBeRequired();
    // The placeholder cannot be chosen again once something else is selected.
    await expect(canvas.getByRole('option', { name: 'Choose a reason' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'question' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Reason')).toBeDisabled();
  },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Reason')).toHaveValue('question');
  },
};

export const ChoosesAnOption: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Reason');
    await userEvent.selectOptions(select, 'partnership');
    await expect(select).toHaveValue('partnership');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A native select: the browser gives it keyboard support; the kit adds the focus ring. */
export const ReachableWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Reason')).toHaveFocus();
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6 diet:md:grid-cols-2">
      <Select label="Placeholder" options={reasons} placeholder="Choose a reason" />
      <Select label="Selected" options={reasons} defaultValue="feedback" />
      <Select label="With hint" options={reasons} placeholder="Choose a reason" hint="Help text." />
      <Select label="Required" options={reasons} placeholder="Choose a reason" required />
      <Select label="Error" options={reasons} placeholder="Choose a reason" error="Please choose a reason." />
      <Select label="Invalid" options={reasons} defaultValue="feedback" invalid />
      <Select label="Disabled" options={reasons} defaultValue="question" disabled />
    </div>
  ),
};
