import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { PasswordField } from './password-field.js';

const showLabel = (globals: Record<string, unknown>) =>
  ({ en: 'Show password', fr: 'Afficher le mot de passe', de: 'Passwort anzeigen' })[storyLanguage(globals)];

const rule =
  'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    autoComplete: 'current-password',
    className: 'diet:max-w-sm',
    onChange: fn(),
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'Secret-123' } };

/** Plain text shown: the toggle is pressed. */
export const Visible: Story = {
  args: { defaultValue: 'Secret-123', defaultVisible: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: showLabel(globals) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithHint: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: rule },
};

export const WithError: Story = {
  args: { label: 'Confirm password', defaultValue: 'Secret-12', error: 'Passwords do not match.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match.');
  },
};

/** The credentials form's pink look without a message under the field. */
export const Invalid: Story = {
  args: { defaultValue: 'short', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret-123' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: showLabel(globals) })).toBeDisabled();
  },
};

export const TogglesVisibility: Story = {
  args: { defaultValue: 'Secret-123' },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: showLabel(globals) });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    await expect(input).toHaveValue('Secret-123');
  },
};

export const TogglesWithKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Secret-123');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: showLabel(globals) });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6 diet:md:grid-cols-2">
      <PasswordField label="Empty" />
      <PasswordField label="Filled" defaultValue="Secret-123" />
      <PasswordField label="Visible" defaultValue="Secret-123" defaultVisible />
      <PasswordField label="Required" required />
      <PasswordField label="With hint" hint={rule} />
      <PasswordField label="Error" defaultValue="Secret-12" error="Passwords do not match." />
      <PasswordField label="Invalid" defaultValue="short" invalid />
      <PasswordField label="Disabled" defaultValue="Secret-123" disabled />
    </div>
  ),
};
