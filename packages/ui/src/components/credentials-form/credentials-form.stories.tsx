import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import {
  CredentialsForm,
  type CredentialsFormError,
  type CredentialsFormProps,
  type CredentialsValue,
} from './credentials-form.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.credentialsForm, field: ui.passwordField, rules: ui.passwordRules };
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

const empty: CredentialsValue = { currentPassword: '', password: '', confirmPassword: '' };
const filled: CredentialsValue = {
  currentPassword: 'Old-Secret1',
  password: 'Sunny-Day7',
  confirmPassword: 'Sunny-Day7',
};

const meta = {
  title: 'App/CredentialsForm',
  component: CredentialsForm,
  tags: ['autodocs'],
  args: {
    email: 'anna.muster@example.ch',
    username: 'anna.muster',
    value: empty,
    onValueChange: fn(),
    onSave: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CredentialsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing typed yet: the e-mail and username are read-only (and say so), no field is pink and saving
 * is disabled.
 */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const email = canvas.getByRole('textbox', { name: text.email });
    await expect(email).toHaveValue('anna.muster@example.ch');
    await expect(email).toHaveAttribute('readonly');
    const username = canvas.getByRole('textbox', { name: text.username });
    await expect(username).toHaveValue('anna.muster');
    await expect(username).toHaveAttribute('readonly');
    await expect(username).toHaveAccessibleDescription(text.usernameHint);
    await expect(canvas.getByLabelText(text.currentPassword)).toHaveAccessibleDescription(
      text.currentPasswordHint,
    );
    await expect(canvas.getByLabelText(text.currentPassword)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    for (const label of [text.currentPassword, text.newPassword, text.confirmPassword]) {
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** A weak new password while typing: only that field is pink and saving stays disabled. */
export const TypingInvalid: Story = {
  args: { value: { ...empty, currentPassword: 'Old-Secret1', password: 'sunny' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByLabelText(text.newPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text.currentPassword)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(text.confirmPassword)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/**
 * A good password that the confirmation does not match: the confirmation is pink; the checklist's
 * "Passwords match" says why, with no second message.
 */
export const Mismatch: Story = {
  args: { value: { ...filled, confirmPassword: 'Sunny-Day8' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals);
    const confirm = canvas.getByLabelText(text.confirmPassword);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(
      expect.stringMatching(`${text.rules.match}\\s*: ${text.rules.unmet}`),
    );
    await expect(canvasElement.querySelector('[data-slot="field-error"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** A valid new pair but no current password: the current password is what is missing, so it is pink. */
export const CurrentPasswordMissing: Story = {
  args: { value: { ...filled, currentPassword: '' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByLabelText(text.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text.newPassword)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

export const Valid: Story = {
  args: { value: filled },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: kit(globals).submit })).toBeEnabled();
  },
};

/** While the pool checks: the button says "Saving..." and does not submit again. */
export const Busy: Story = {
  args: { value: filled, busy: true },
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const button = canvas.getByRole('button', { name: text.busy });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** After the pool accepted the change: the app has emptied the fields; "Credentials saved!". */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.saved);
    await expect(canvas.getByLabelText(text.currentPassword)).not.toHaveAttribute('aria-invalid');
  },
};

function errorStory(error: CredentialsFormError, field?: 'currentPassword' | 'newPassword'): Story {
  return {
    args: { value: filled, error },
    play: async ({ canvas, globals }) => {
      const text = kit(globals);
      await expect(canvas.getByRole('alert')).toHaveTextContent(text.errors[error]);
      await expect(canvas.queryByText(text.saved)).toBeNull();
      if (field) {
        // The refused field is pink, focused, and described by the error.
        const input = canvas.getByLabelText(text[field]);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        // Focused by an effect once the form is shown.
        await waitFor(() => expect(input).toHaveFocus());
        await expect(input).toHaveAccessibleDescription(expect.stringContaining(text.errors[error]));
      }
    },
  };
}

/** The pool refused the current password. */
export const WrongPassword: Story = errorStory('wrongPassword', 'currentPassword');
/** The pool refused the new password under its policy. */
export const PolicyRefused: Story = { ...errorStory('policy', 'newPassword'), tags: ['i18n-visual'] };
/** Too many attempts: the pool asks to wait. */
export const TooManyAttempts: Story = errorStory('limit');
/** The pool could not be reached. */
export const NetworkDown: Story = errorStory('network');
/** Any other failure. */
export const UnknownFailure: Story = errorStory('unknown');

/** Typing the current password and a valid, matching pair enables the button; saving sends the values. */
export const EnablesSaveWhenValid: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const save = canvas.getByRole('button', { name: text.submit });
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'Sunny-Day7');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'Sunny-Day7');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(text.currentPassword), 'Old-Secret1');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(filled);
  },
};

/** Each rule must hold: a password without a special character keeps the button disabled. */
export const EachRuleCounts: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.type(canvas.getByLabelText(text.currentPassword), 'Old-Secret1');
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'SunnyDay7');
    await userEvent.type(canvas.getByLabelText(text.confirmPassword), 'SunnyDay7');
    const save = canvas.getByRole('button', { name: text.submit });
    await expect(save).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Emptying a typed current password turns it pink (once the form is no longer empty). */
export const EmptiedCurrentPassword: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await userEvent.type(canvas.getByLabelText(text.newPassword), 'Sunny-Day7');
    const current = canvas.getByLabelText(text.currentPassword);
    await expect(current).not.toHaveAttribute('aria-invalid');
    await userEvent.type(current, 'Ol');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(current);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The show/hide toggles reveal the passwords, the current one included. */
export const ShowsAndHidesPasswords: Story = {
  args: { value: { ...empty, currentPassword: 'Old-Secret1', password: 'Sunny-Day7' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const toggles = canvas.getAllByRole('button', { name: text.field.show });
    await expect(toggles).toHaveLength(3);
    const current = canvas.getByLabelText(text.currentPassword);
    await expect(current).toHaveAttribute('type', 'password');
    await userEvent.click(toggles[0]!);
    await expect(current).toHaveAttribute('type', 'text');
    const field = canvas.getByLabelText(text.newPassword);
    await userEvent.click(toggles[1]!);
    await expect(field).toHaveAttribute('type', 'text');
  },
};

/** Empty, typing invalid, valid and busy, a refused current password, saved: side by side. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10 diet:md:grid-cols-2">
      {[
        { value: empty },
        { value: { ...empty, currentPassword: 'Old-Secret1', password: 'short', confirmPassword: '' } },
        { value: { ...filled, confirmPassword: 'Sunny' } },
        { value: filled, busy: true },
        { value: filled, error: 'wrongPassword' as const },
        { value: empty, saved: true },
      ].map((state, i) => (
        <CredentialsForm
          key={i}
          email="maximiliane.mueller-luedenscheidt@example.ch"
          username="maximiliane.mueller-luedenscheidt"
          onValueChange={() => {}}
          onSave={() => {}}
          {...state}
        />
      ))}
    </div>
  ),
};
