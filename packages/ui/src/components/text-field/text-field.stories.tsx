import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextField } from './text-field.js';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'name@example.com',
    className: 'diet:max-w-sm',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'We only use it to send you your confirmation code.' },
};

export const WithError: Story = {
  args: { defaultValue: 'anna@example', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

/** Red look without a message, e.g. the account form's email checked at submit. */
export const Invalid: Story = {
  args: { defaultValue: 'anna @example.com', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { label: 'Username', type: 'text', placeholder: undefined, required: true },
  play: async ({ canvas }) => {
    // The asterisk is outside the label and hidden from assistive technology: the name stays "Username".
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'anna@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** Label read by screen readers only, for a context that labels the field visibly (the newsletter box). */
export const HiddenLabel: Story = {
  args: { labelHidden: true, label: 'Email address', placeholder: 'Your email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

export const FocusesFromLabel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const TypesAndReportsChanges: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('anna@example.com'.length);
  },
};

export const HintAndErrorDescribeTheInput: Story = {
  args: { hint: 'Hint text.', error: 'Error text.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Error text. Hint text.');
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6 diet:md:grid-cols-2">
      <TextField label="Empty" placeholder="name@example.com" />
      <TextField label="Filled" defaultValue="anna@example.com" />
      <TextField label="With hint" hint="Help text under the field." />
      <TextField label="Required" required />
      <TextField label="Error" defaultValue="anna@" error="Please enter a valid email address." />
      <TextField label="Invalid" defaultValue="anna @example.com" invalid />
      <TextField label="Disabled" defaultValue="anna@example.com" disabled />
      <TextField label="Disabled empty" placeholder="Placeholder" disabled />
    </div>
  ),
};
