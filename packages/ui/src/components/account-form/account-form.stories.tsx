import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { APP_COPY, appCopy, copyIn, kitTexts, storyLanguage } from '../../lib/app-copy.fixtures.js';
import { specRoutes } from '../../lib/spec-routes.fixtures.js';
import { AccountForm, type AccountFormValues } from './account-form.js';

const text = {
  username: { en: 'Username', fr: 'Nom d’utilisateur', de: 'Benutzername' },
  email: { en: 'Email', fr: 'E-mail', de: 'E-Mail' },
  password: { en: 'Password', fr: 'Mot de passe', de: 'Passwort' },
  confirm: { en: 'Confirm password', fr: 'Confirmer le mot de passe', de: 'Passwort bestätigen' },
  submit: {
    en: 'Create DietApp profile',
    fr: 'Créer mon profil DietApp',
    de: 'DietApp-Profil erstellen',
  },
  busy: { en: 'Creating your profile…', fr: 'Création de votre profil…', de: 'Ihr Profil wird erstellt…' },
  back: { en: 'Back to the questionnaire', fr: 'Retour au questionnaire', de: 'Zurück zum Fragebogen' },
  login: { en: 'Log in here.', fr: 'Connectez-vous ici.', de: 'Hier anmelden.' },
  usernameRequired: {
    en: 'Please enter a username.',
    fr: 'Veuillez saisir un nom d’utilisateur.',
    de: 'Bitte geben Sie einen Benutzernamen ein.',
  },
  emailInvalid: {
    en: 'Please enter a valid email address.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  passwordRule: {
    en: 'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.',
    fr: 'Le mot de passe doit comporter au moins 8 caractères, dont 1 majuscule, 1 chiffre et 1 caractère spécial.',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein und 1 Grossbuchstaben, 1 Ziffer und 1 Sonderzeichen enthalten.',
  },
  mismatch: {
    en: 'Passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
    de: 'Die Passwörter stimmen nicht überein.',
  },
};

const empty: AccountFormValues = { username: '', email: '', password: '', confirmPassword: '' };
const valid: AccountFormValues = {
  username: 'anna',
  email: 'anna@example.ch',
  password: 'Secret-123',
  confirmPassword: 'Secret-123',
};

/** The error message under a field: the first text its input is described by (none: null). */
function errorOf(input: HTMLElement): HTMLElement | null {
  const first = input.getAttribute('aria-describedby')?.split(' ')[0];
  const element = first ? input.ownerDocument.getElementById(first) : null;
  return element?.matches('[data-slot="field-error"]') ? element : null;
}

/** Holds the values like the app does and reports every change to the spy. */
function Stateful(args: ComponentProps<typeof AccountForm>) {
  const [values, setValues] = useState(args.values);
  return (
    <AccountForm
      {...args}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        args.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Quiz & auth/AccountForm',
  component: AccountForm,
  tags: ['autodocs'],
  args: {
    loginHref: specRoutes.login,
    values: empty,
    productName: 'DietApp',
    // The line under the title is the app's copy (the quiz's locales), not the kit's.
    description: appCopy(APP_COPY.accountFormDescription),
    onValuesChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form: the button names the product, a link leads to /login. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByRole('button', { name: text.submit[locale] })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.login[locale] })).toHaveAttribute('href', '/login');
  },
};

/** Every rule met. */
export const Filled: Story = { args: { values: valid } };

/** The errors as they look after a failed submit: each broken field's message, unmet rules in red. */
export const WithErrors: Story = {
  tags: ['i18n-visual'],
  args: {
    values: { username: '  ', email: 'anna@example', password: 'secret', confirmPassword: 'secre' },
    showErrors: true,
  },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByLabelText(text.password[locale])).toHaveAccessibleDescription(
      expect.stringContaining(text.passwordRule[locale]),
    );
    await expect(canvas.getByLabelText(text.confirm[locale])).toHaveAccessibleDescription(
      expect.stringContaining(text.mismatch[locale]),
    );
    // 'secret' meets none of the rules and the confirmation differs: all five in red.
    const rules = canvas.getAllByRole('listitem');
    await expect(rules).toHaveLength(5);
    for (const rule of rules) await expect(rule).toHaveAttribute('data-flagged');
  },
};

/** Creating the profile: the busy label shows and the fields are disabled. */
export const Busy: Story = {
  args: { values: valid, busy: true },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const button = canvas.getByRole('button', { name: text.busy[locale] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(text.username[locale])).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server error from the app, shown above the button. */
export const WithFormError: Story = {
  tags: ['i18n-visual'],
  args: { values: valid },
  render: (args, { globals }) => (
    <Stateful {...args} formError={copyIn(APP_COPY.registrationFailed, globals)} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copyIn(APP_COPY.registrationFailed, globals));
  },
};

/** Typing invalid values shows no error until the first submit attempt. */
export const NoErrorsBeforeFirstSubmit: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.type(canvas.getByLabelText(text.email[locale]), 'not an email');
    await userEvent.type(canvas.getByLabelText(text.password[locale]), 'short');
    await userEvent.type(canvas.getByLabelText(text.confirm[locale]), 'other');
    for (const field of ['username', 'email', 'password', 'confirm'] as const) {
      await expect(canvas.getByLabelText(text[field][locale])).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvasElement.querySelectorAll('[data-slot="field-error"]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-flagged]')).toHaveLength(0);
  },
};

/**
 * An empty submit flags every field at once, each with its message under it (the spec's password
 * rule and 'Passwords do not match.' included), turns every rule of the checklist red and moves focus
 * to the first field. Each message describes its input, so screen readers read it.
 */
export const EmptySubmit: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.submit[locale] }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text.username[locale])).toHaveFocus();
    const messages = [
      [text.username, text.usernameRequired],
      [text.email, text.emailInvalid],
      [text.password, text.passwordRule],
      [text.confirm, text.mismatch],
    ] as const;
    for (const [field, message] of messages) {
      const input = canvas.getByLabelText(field[locale]);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(message[locale]));
      // Shown under its own field.
      const shown = errorOf(input);
      await expect(shown).toHaveTextContent(message[locale]);
      await expect(shown).toBeVisible();
      await expect(shown?.closest('[data-slot$="-field"]')).toContainElement(input);
    }
    const rules = canvas.getAllByRole('listitem');
    await expect(rules).toHaveLength(5);
    for (const rule of rules) await expect(rule).toHaveAttribute('data-flagged');
  },
};

/**
 * The first submit marks every broken field with its message (the passwords' too, the checklist's
 * unmet rules in red) and moves focus to the first one; afterwards the errors follow the typing.
 */
export const ShowsErrorsAfterSubmit: Story = {
  args: { values: { ...empty, email: 'anna@example', password: 'secret', confirmPassword: 'secre' } },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.submit[locale] }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByLabelText(text.username[locale]);
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription(text.usernameRequired[locale]);
    await expect(canvas.getByLabelText(text.email[locale])).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text.email[locale])).toHaveAccessibleDescription(
      text.emailInvalid[locale],
    );
    // The passwords say what is wrong under each field, then the checklist tells which rule is broken.
    const password = canvas.getByLabelText(text.password[locale]);
    const confirm = canvas.getByLabelText(text.confirm[locale]);
    for (const [input, message] of [
      [password, text.passwordRule[locale]],
      [confirm, text.mismatch[locale]],
    ] as const) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining(kitTexts(globals).passwordRules.match),
      );
    }
    const flagged = () =>
      canvas
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-flagged'))
        .map((item) => item.getAttribute('data-rule'));
    await expect(flagged()).toEqual(['length', 'uppercase', 'digit', 'special', 'match']);
    // After the first attempt the errors follow the typing.
    await userEvent.type(username, 'anna');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(text.usernameRequired[locale])).not.toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'Secret-123');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(errorOf(password)).toBeNull();
    await expect(flagged()).toEqual(['match']);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Secret-123');
    await expect(errorOf(confirm)).toBeNull();
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await expect(flagged()).toEqual([]);
  },
};

/** The e-mail is sent trimmed. */
export const TrimsEmailOnSubmit: Story = {
  args: { values: { ...valid, email: '  anna@example.ch  ' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.submit[storyLanguage(globals)] }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...valid, email: 'anna@example.ch' });
  },
};

/** While any rule is broken, submit (button or Enter) does not call `onSubmit`; once fixed it does. */
export const DoesNotSubmitWhileInvalid: Story = {
  args: { values: { ...valid, email: 'anna@example' } },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const button = canvas.getByRole('button', { name: text.submit[locale] });
    await userEvent.click(button);
    const email = canvas.getByLabelText(text.email[locale]);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '.ch');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...valid, email: 'anna@example.ch' });
  },
};

/** The back arrow returns to the questionnaire. */
export const BackToQuestionnaire: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.back[storyLanguage(globals)] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The longest language on a 320 px phone, with every error and a server error showing. */
export const GermanOnNarrowScreen: Story = {
  tags: ['mobile-only'],
  globals: { locale: 'de', viewport: { value: 'narrow', isRotated: false } },
  // A page's 16 px side padding, so the content is 288 px wide.
  decorators: [
    (Story) => (
      <div data-testid="page" className="diet:px-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  args: {
    values: { username: '', email: 'anna@example', password: 'secret', confirmPassword: '' },
    showErrors: true,
    formError: 'Registrierung fehlgeschlagen: Das Passwort entspricht nicht den Richtlinien',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.submit.de })).toBeVisible();
    await expect(window.innerWidth).toBe(320);
    // Nothing may reach into the page's padding.
    const right = canvas.getByTestId('page').getBoundingClientRect().right - 16;
    const overflowing = [...canvas.getByTestId('page').querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    await expect(overflowing).toEqual([]);
  },
};
