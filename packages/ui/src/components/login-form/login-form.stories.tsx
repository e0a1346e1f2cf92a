import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';

import type { UiLanguage } from '../../i18n/index.js';
import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { specRoutes } from '../../lib/spec-routes.fixtures.js';
import { LoginForm, type LoginErrorCode, type LoginFormValues } from './login-form.js';

type Canvas = ReturnType<typeof within>;

const text = {
  title: {
    en: 'Log in to your account',
    fr: 'Connectez-vous à votre compte',
    de: 'Melden Sie sich bei Ihrem Konto an',
  },
  identifier: { en: 'Username or email', fr: 'Nom d’utilisateur ou e-mail', de: 'Benutzername oder E-Mail' },
  password: { en: 'Password', fr: 'Mot de passe', de: 'Passwort' },
  submit: { en: 'Log in to DietApp', fr: 'Se connecter à DietApp', de: 'Bei DietApp anmelden' },
  busy: { en: 'Logging in…', fr: 'Connexion…', de: 'Anmeldung läuft…' },
  forgot: { en: 'Forgot password?', fr: 'Mot de passe oublié ?', de: 'Passwort vergessen?' },
  reset: {
    en: 'Reset your password.',
    fr: 'Réinitialisez votre mot de passe.',
    de: 'Setzen Sie Ihr Passwort zurück.',
  },
  register: { en: 'Create your profile.', fr: 'Créez votre profil.', de: 'Erstellen Sie Ihr Profil.' },
};

/** The spec's login errors (§8), in the kit's three languages. */
const errors: Record<LoginErrorCode, Record<UiLanguage, string>> = {
  UserNotConfirmed: {
    en: 'Your account is not confirmed. Please check your email.',
    fr: 'Votre compte n’est pas confirmé. Veuillez consulter vos e-mails.',
    de: 'Ihr Konto ist nicht bestätigt. Bitte prüfen Sie Ihre E-Mails.',
  },
  NotAuthorized: {
    en: 'Incorrect username or password.',
    fr: 'Nom d’utilisateur ou mot de passe incorrect.',
    de: 'Benutzername oder Passwort ist falsch.',
  },
  UserNotFound: {
    en: 'User does not exist.',
    fr: 'Cet utilisateur n’existe pas.',
    de: 'Dieser Benutzer existiert nicht.',
  },
  Unknown: {
    en: 'Login failed. Please try again later.',
    fr: 'La connexion a échoué. Veuillez réessayer plus tard.',
    de: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  },
};

/** The error is announced (role alert) and describes both fields. */
async function expectError(canvas: Canvas, code: LoginErrorCode, locale: UiLanguage) {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent(errors[code][locale]);
  await expect(canvas.getByLabelText(text.identifier[locale])).toHaveAccessibleDescription(
    errors[code][locale],
  );
}

/** The password can be recovered from exactly one place at a time. */
async function expectOneRecoveryLink(canvas: Canvas, locale: UiLanguage) {
  const links = [text.forgot[locale], text.reset[locale]].flatMap((name) => [
    ...canvas.queryAllByRole('link', { name }),
    ...canvas.queryAllByRole('button', { name }),
  ]);
  await expect(links).toHaveLength(1);
}

const filled: LoginFormValues = { identifier: 'anna', password: 'Secret-123' };

/** Holds values and error like the app: typing clears the error. */
function Stateful(args: ComponentProps<typeof LoginForm>) {
  const [values, setValues] = useState(args.values);
  const [error, setError] = useState(args.error);
  return (
    <LoginForm
      {...args}
      values={values}
      error={error}
      onValuesChange={(next) => {
        setValues(next);
        setError(null);
        args.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Quiz & auth/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: {
    registerHref: specRoutes.registration,
    // A recovery page of the app (the spec has none; the product opens a reset dialog instead).
    forgotPasswordHref: '/password-reset',
    values: { identifier: '', password: '' },
    productName: 'DietApp',
    onValuesChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, two fields, the button with the product's name and the two links. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title[locale] })).toBeVisible();
    await expect(canvas.getByRole('form', { name: text.title[locale] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.submit[locale] })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.forgot[locale] })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    await expect(canvas.getByRole('link', { name: text.register[locale] })).toHaveAttribute(
      'href',
      '/registration-questionnaire',
    );
    await expect(canvas.queryByRole('link', { name: text.reset[locale] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expectOneRecoveryLink(canvas, locale);
  },
};

export const Filled: Story = { args: { values: filled } };

/** Signing in: busy label, fields disabled, no second submit. */
export const Busy: Story = {
  args: { values: filled, busy: true },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    const button = canvas.getByRole('button', { name: text.busy[locale] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(text.identifier[locale])).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** UserNotConfirmedException. */
export const NotConfirmedError: Story = {
  args: { values: filled, error: 'UserNotConfirmed', failedAttempt: true },
  play: async ({ canvas, globals }) => {
    await expectError(canvas, 'UserNotConfirmed', storyLanguage(globals));
  },
};

/** NotAuthorizedException. */
export const IncorrectCredentialsError: Story = {
  tags: ['i18n-visual'],
  args: { values: filled, error: 'NotAuthorized', failedAttempt: true },
  play: async ({ canvas, globals }) => {
    await expectError(canvas, 'NotAuthorized', storyLanguage(globals));
  },
};

/** UserNotFoundException. */
export const UserDoesNotExistError: Story = {
  args: { values: filled, error: 'UserNotFound', failedAttempt: true },
  play: async ({ canvas, globals }) => {
    await expectError(canvas, 'UserNotFound', storyLanguage(globals));
  },
};

/** Any other failure. */
export const LoginFailedError: Story = {
  args: { values: filled, error: 'Unknown', failedAttempt: true },
  play: async ({ canvas, globals }) => {
    await expectError(canvas, 'Unknown', storyLanguage(globals));
  },
};

/**
 * After a failed attempt the recovery link moves into a hint under the password field: it is shown
 * once, never together with 'Forgot password?'.
 */
export const ForgotHintAfterFailedAttempt: Story = {
  tags: ['i18n-visual'],
  args: { values: filled, failedAttempt: true },
  play: async ({ canvas, globals }) => {
    const locale = storyLanguage(globals);
    const reset = canvas.getByRole('link', { name: text.reset[locale] });
    await expect(reset).toHaveAttribute('href', '/password-reset');
    await expect(canvas.getByLabelText(text.password[locale])).toHaveAccessibleDescription(
      expect.stringContaining(text.reset[locale]),
    );
    await expect(canvas.queryByRole('link', { name: text.forgot[locale] })).not.toBeInTheDocument();
    await expectOneRecoveryLink(canvas, locale);
  },
};

/** With `onForgotPassword` the recovery link is a button that tells the app (e.g. to open a dialog). */
export const ForgotPasswordOpensTheAppsDialog: Story = {
  args: { onForgotPassword: fn(), forgotPasswordHref: undefined },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.forgot[locale] }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expectOneRecoveryLink(canvas, locale);
  },
};

/** The product's mark on the card and a message from the previous step (after registration). */
export const WithBrandAndNotice: Story = {
  tags: ['i18n-visual'],
  args: {
    brand: (
      <span
        className="diet:text-2xl diet:font-extrabold diet:tracking-tight diet:text-primary"
        aria-hidden="true"
      >
        DietApp
      </span>
    ),
    notice: '✅ Account confirmed successfully!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('✅ Account confirmed successfully!');
  },
};

/** Typing in either field calls `onValuesChange`, where the app clears the error. */
export const ErrorClearsWhenTyping: Story = {
  args: { values: filled, error: 'NotAuthorized', failedAttempt: true },
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await expect(canvas.getByText(errors.NotAuthorized[locale])).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text.password[locale]), '4');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      identifier: 'anna',
      password: 'Secret-1234',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No client validation: even empty fields are submitted as they are (the service answers). */
export const SubmitsWithoutValidation: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.submit[locale] }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: '', password: '' });
    await expect(canvas.getByLabelText(text.identifier[locale])).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByLabelText(text.identifier[locale]), 'anna@example.ch');
    await userEvent.type(canvas.getByLabelText(text.password[locale]), 'x{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ identifier: 'anna@example.ch', password: 'x' });
  },
};

/** The longest language on a 320 px phone, with an error and the hint. */
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
  args: { values: filled, error: 'UserNotConfirmed', failedAttempt: true },
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
