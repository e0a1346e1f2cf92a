import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { ConfirmationCodeDialog } from './confirmation-code-dialog.js';

const text = {
  title: {
    en: 'Confirm your email',
    fr: 'Confirmez votre adresse e-mail',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse',
  },
  code: { en: 'Confirmation code', fr: 'Code de confirmation', de: 'Bestätigungscode' },
  confirm: { en: 'Confirm', fr: 'Confirmer', de: 'Bestätigen' },
  cancel: { en: 'Cancel', fr: 'Annuler', de: 'Abbrechen' },
  busy: { en: 'Confirming…', fr: 'Confirmation…', de: 'Wird bestätigt…' },
};
const failure = '❌ Confirmation failed: Invalid verification code provided, please try again.';

const meta = {
  title: 'Quiz & auth/ConfirmationCodeDialog',
  component: ConfirmationCodeDialog,
  tags: ['autodocs'],
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmationCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and empty: focus is in the code field, 'Confirm' is disabled. */
export const Default: Story = {
  play: async ({ globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog', { name: text.title[locale] });
    const input = within(dialog).getByRole('textbox', { name: text.code[locale] });
    await expect(input).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text.confirm[locale] })).toBeDisabled();
  },
};

/** The text names the address the code went to. */
export const WithEmail: Story = {
  tags: ['i18n-visual'],
  args: { email: 'anna@example.ch' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('anna@example.ch'));
  },
};

/** The app's failure message: red, announced, and linked to the code field. */
export const WithError: Story = {
  tags: ['i18n-visual'],
  args: { code: '123456', error: failure },
  play: async ({ globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(failure);
    const input = within(dialog).getByRole('textbox', { name: text.code[locale] });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(failure);
  },
};

/** Checking the code: busy label, nothing can be changed or dismissed. */
export const Busy: Story = {
  args: { code: '123456', busy: true },
  play: async ({ args, globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: text.busy[locale] })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: text.cancel[locale] })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 'Confirm' stays disabled until all 6 digits are in; letters are dropped; then it sends the code. */
export const ConfirmNeedsSixDigits: Story = {
  play: async ({ args, globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: text.code[locale] });
    const confirm = within(dialog).getByRole('button', { name: text.confirm[locale] });
    await userEvent.type(input, '12a345');
    await expect(input).toHaveValue('12345');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/** 'Cancel' and Escape both call `onCancel` (the app then skips the confirm step). */
export const CancelCallsOnCancel: Story = {
  play: async ({ args, globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel[locale] }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A pasted code with spaces keeps its 6 digits and can be confirmed with Enter. */
export const PastedCodeConfirmsWithEnter: Story = {
  play: async ({ args, globals }) => {
    const locale = storyLanguage(globals);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: text.code[locale] });
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('654321');
  },
};

/** The longest language with an e-mail and the error, on a 320 px phone: nothing sticks out. */
export const GermanOnNarrowScreen: Story = {
  tags: ['mobile-only'],
  globals: { locale: 'de', viewport: { value: 'narrow', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  args: { email: 'anna.beispiel@example.ch', code: '123456', error: failure },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    const dialog = await screen.findByRole('dialog', { name: text.title.de });
    const right = dialog.getBoundingClientRect().right;
    await expect(right).toBeLessThanOrEqual(320 - 8);
    const overflowing = [...dialog.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
