import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import { CredentialsForm, type CredentialsFormProps } from './credentials-form.js';

function kit(globals: Record<string, unknown>) {
  const ui = uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui;
  return { ...ui.credentialsForm, field: ui.passwordField };
}

function Stateful(props: CredentialsFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CredentialsForm
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const empty = { username: 'anna.muster', password: '', confirmPassword: '' };

const meta = {
  title: 'App/CredentialsForm',
  component: CredentialsForm,
  tags: ['autodocs'],
  args: { email: 'anna.muster@example.ch', value: empty, onValueChange: fn(), onSave: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CredentialsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the rules are unmet and saving is disabled. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const email = canvas.getByRole('textbox', { name: text.email });
    await expect(email).toHaveValue('anna.muster@example.ch');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: text.username })).toHaveValue('anna.muster');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** A weak password: the field is pink (`aria-invalid`) and saving stays disabled. */
export const WeakPassword: Story = {
  args: { value: { ...empty, password: 'short', confirmPassword: 'short' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByLabelText(text.newPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** A good password that the confirmation does not match. */
export const Mismatch: Story = {
  args: { value: { ...empty, password: 'Sunny-Day7', confirmPassword: 'Sunny-Day8' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByLabelText(text.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(text.mismatch)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

export const Valid: Story = {
  args: { value: { ...empty, password: 'Sunny-Day7', confirmPassword: 'Sunny-Day7' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: kit(globals).submit })).toBeEnabled();
  },
};

export const Saved: Story = {
  args: { value: { ...empty, password: 'Sunny-Day7', confirmPassword: 'Sunny-Day7' }, saved: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(kit(globals).saved);
  },
};

/** Typing a valid, matching pair enables the button; saving sends the values. */
export const EnablesSaveWhenValid: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const save = canvas.getByRole('button', { name: text.submit });
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'Sunny-Day7');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'Sunny-Day7');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      username: 'anna.muster',
      password: 'Sunny-Day7',
      confirmPassword: 'Sunny-Day7',
    });
  },
};

/** Each rule must hold: a password without a special character keeps the button disabled. */
export const EachRuleCounts: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'SunnyDay7');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'SunnyDay7');
    const save = canvas.getByRole('button', { name: text.submit });
    await expect(save).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The show/hide toggles reveal the passwords. */
export const ShowsAndHidesPasswords: Story = {
  args: { value: { ...empty, password: 'Sunny-Day7', confirmPassword: '' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const field = canvas.getByLabelText(text.newPassword);
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getAllByRole('button', { name: text.field.show })[0]!);
    await expect(field).toHaveAttribute('type', 'text');
  },
};

/** Empty, invalid, mismatching and valid-and-saved, side by side. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      {[
        { value: empty },
        { value: { ...empty, password: 'short', confirmPassword: '' } },
        { value: { ...empty, password: 'Sunny-Day7', confirmPassword: 'Sunny' } },
        { value: { ...empty, password: 'Sunny-Day7', confirmPassword: 'Sunny-Day7' }, saved: true },
      ].map((state, i) => (
        <CredentialsForm
          key={i}
          email="maximiliane.mueller-luedenscheidt@example.ch"
          onValueChange={() => {}}
          onSave={() => {}}
          {...state}
        />
      ))}
    </div>
  ),
};
