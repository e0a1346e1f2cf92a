import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { UiLanguage } from '../../i18n/index.js';
import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { PasswordField } from '../password-field/index.js';
import { PasswordRules } from './password-rules.js';

const listName = {
  en: 'Password requirements',
  fr: 'Exigences du mot de passe',
  de: 'Anforderungen an das Passwort',
};
const met = { en: 'met', fr: 'respecté', de: 'erfüllt' };
const unmet = { en: 'not met yet', fr: 'pas encore respecté', de: 'noch nicht erfüllt' };

/** The items' states as screen readers hear them, in order: true = "met". */
function states(list: HTMLElement, locale: UiLanguage): boolean[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const text = item.textContent ?? '';
      if (text.endsWith(`: ${unmet[locale]}`)) return false;
      if (text.endsWith(`: ${met[locale]}`)) return true;
      throw new Error(`No met/unmet text in "${text}"`);
    });
}

const meta = {
  title: 'Quiz & auth/PasswordRules',
  component: PasswordRules,
  tags: ['autodocs'],
  args: { password: '' },
  decorators: [
    (Story) => (
      <div className="diet:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: every rule is open, and says so in text. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const list = canvas.getByRole('list', { name: listName[locale] });
    await expect(states(list, locale)).toEqual([false, false, false, false]);
  },
};

/** Some rules met ('Abc1'): uppercase and digit ticked. */
export const Partly: Story = {
  args: { password: 'Abc1' },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(states(canvas.getByRole('list'), locale)).toEqual([false, true, true, false]);
  },
};

/** A password that passes the rule. */
export const AllMet: Story = { args: { password: 'Secret-123' } };

/** With a confirmation that differs: the fifth rule is open. */
export const ConfirmationDiffers: Story = {
  args: { password: 'Secret-123', confirmPassword: 'Secret-12' },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(states(canvas.getByRole('list'), locale)).toEqual([true, true, true, true, false]);
  },
};

/** With an equal confirmation: everything ticked. */
export const ConfirmationMatches: Story = {
  args: { password: 'Secret-123', confirmPassword: 'Secret-123' },
};

/**
 * After a failed submit (`showErrors`): the rules not met yet turn red with a cross; the met ones stay
 * green. Screen readers still hear "not met yet" for each.
 */
export const ShowErrors: Story = {
  args: { password: 'Abc1', confirmPassword: 'Abc', showErrors: true },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const list = canvas.getByRole('list', { name: listName[locale] });
    await expect(states(list, locale)).toEqual([false, true, true, false, false]);
    const flagged = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-flagged'))
      .map((item) => item.getAttribute('data-rule'));
    await expect(flagged).toEqual(['length', 'special', 'match']);
  },
};

function Live() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <div className="diet:grid diet:gap-4">
      <PasswordField
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Confirm password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <PasswordRules password={password} confirmPassword={confirmPassword} />
    </div>
  );
}

/** The rules tick one by one as the password and its confirmation are typed. */
export const TicksLive: Story = {
  render: () => <Live />,
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const list = canvas.getByRole('list', { name: listName[locale] });
    const password = canvas.getByLabelText('Password');
    await expect(states(list, locale)).toEqual([false, false, false, false, false]);
    await userEvent.type(password, 'secret');
    await expect(states(list, locale)).toEqual([false, false, false, false, false]);
    await userEvent.type(password, '-');
    await expect(states(list, locale)).toEqual([false, false, false, true, false]);
    await userEvent.type(password, '1');
    await expect(states(list, locale)).toEqual([true, false, true, true, false]);
    await userEvent.type(password, 'X');
    await expect(states(list, locale)).toEqual([true, true, true, true, false]);
    const confirm = canvas.getByLabelText('Confirm password');
    await userEvent.type(confirm, 'secret-1');
    await expect(states(list, locale)).toEqual([true, true, true, true, false]);
    await userEvent.type(confirm, 'X');
    await expect(states(list, locale)).toEqual([true, true, true, true, true]);
    await userEvent.type(password, '{Backspace}');
    await expect(states(list, locale)).toEqual([true, false, true, true, false]);
  },
};

/** Every state on one canvas, and a narrow column where the rules stack in one column. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6">
      {['', 'abc', 'Abc1', 'Abc1!', 'Secret-123'].map((password) => (
        <PasswordRules key={password} password={password} />
      ))}
      <PasswordRules password="Secret-123" confirmPassword="" />
      <PasswordRules password="Secret-123" confirmPassword="Secret-123" />
      <div className="diet:w-[288px]">
        <PasswordRules password="Abc1" confirmPassword="Abc" />
      </div>
    </div>
  ),
};
