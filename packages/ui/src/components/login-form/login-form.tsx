'use client';

import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { authCardClassName, authSubmitClassName, formErrorBoxClassName } from '../../lib/card.js';
import { cn } from '../../lib/cn.js';
import { textLinkClassName, type LinkComponent } from '../../lib/link.js';
import { Button } from '../button/index.js';
import { PasswordField } from '../password-field/index.js';
import { TextField } from '../text-field/index.js';

/** The login fields: the username or e-mail, and the password. */
export type LoginFormValues = {
  identifier: string;
  password: string;
};

/**
 * Why a login failed (spec §8), as the form tells the user: the account is not confirmed, the
 * username or password is wrong, the user does not exist, or anything else.
 */
export type LoginErrorCode = 'UserNotConfirmed' | 'NotAuthorized' | 'UserNotFound' | 'Unknown';

/** Every code, in the spec's order (for stories and tests). */
export const LOGIN_ERROR_CODES: readonly LoginErrorCode[] = [
  'UserNotConfirmed',
  'NotAuthorized',
  'UserNotFound',
  'Unknown',
];

export type LoginFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange' | 'children'> & {
  /** The fields' values (controlled). */
  values: LoginFormValues;
  /**
   * Called with all values whenever the user types in a field. The app clears `error` here
   * (spec §4: the error message clears when the user types).
   */
  onValuesChange: (values: LoginFormValues) => void;
  /** Called on submit with the values as typed. There is no client validation (spec §5). */
  onSubmit: (values: LoginFormValues) => void;
  /** The product's name, in the submit button. */
  productName: string;
  /**
   * Why the last attempt failed; the form shows the spec's text for it in the current language
   * (e.g. 'NotAuthorized' → 'Incorrect username or password.') and announces it.
   */
  error?: LoginErrorCode | null;
  /**
   * After a failed attempt the password-recovery link moves under the password field, with a hint
   * ('Trouble logging in? Reset your password.'); it is never shown twice.
   */
  failedAttempt?: boolean;
  /** While signing in: the button shows the busy label and the fields are disabled. */
  busy?: boolean;
  /** Target of the 'Create your profile.' link: the app's sign-up (questionnaire) page. */
  registerHref: string;
  /** Renders the links, e.g. the app's router link (a component taking `href`). Default `<a>`. */
  linkComponent?: LinkComponent;
  /** The product's mark, shown at the top of the card (e.g. the app's logo). */
  brand?: ReactNode;
  /** A message above the title, e.g. 'Account confirmed successfully!' after registration. */
  notice?: ReactNode;
} & LoginRecovery;

/**
 * Where the password-recovery link leads: one of the two is required, so the link never goes
 * nowhere.
 */
export type LoginRecovery =
  | {
      /**
       * Called when the user asks to recover the password; the recovery link is then a button (e.g.
       * the app opens a reset dialog).
       */
      onForgotPassword: () => void;
      forgotPasswordHref?: never;
    }
  | {
      onForgotPassword?: never;
      /** Target of the password-recovery link, e.g. the app's reset page. */
      forgotPasswordHref: string;
    };

/**
 * The login form, on a card: username or e-mail and password, a submit button with the product's
 * name, the reason of a failed attempt in the user's language, and links to recover the password
 * and to create a profile.
 */
export function LoginForm({
  values,
  onValuesChange,
  onSubmit,
  productName,
  error,
  failedAttempt = false,
  busy = false,
  onForgotPassword,
  forgotPasswordHref,
  registerHref,
  linkComponent: Link = 'a',
  brand,
  notice,
  className,
  ...props
}: LoginFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const errorId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };
  const recovery = (label: string) =>
    onForgotPassword ? (
      <button
        type="button"
        onClick={onForgotPassword}
        className={cn(textLinkClassName, 'diet:cursor-pointer diet:disabled:cursor-default')}
      >
        {label}
      </button>
    ) : (
      <Link href={forgotPasswordHref} className={textLinkClassName}>
        {label}
      </Link>
    );
  return (
    <form
      data-slot="login-form"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={handleSubmit}
      className={cn(authCardClassName, 'diet:mx-auto diet:w-full diet:max-w-md', className)}
      {...props}
    >
      {brand || notice ? (
        <div className="diet:flex diet:flex-col diet:gap-4">
          {brand ? <div className="diet:flex diet:justify-center">{brand}</div> : null}
          {notice ? (
            <p
              role="status"
              data-slot="login-form-notice"
              className="diet:rounded-md diet:bg-success-soft diet:px-4 diet:py-3 diet:text-base diet:font-medium diet:text-success"
            >
              {notice}
            </p>
          ) : null}
        </div>
      ) : null}
      <h1
        id={titleId}
        className="diet:text-2xl diet:font-bold diet:text-balance diet:break-words diet:text-fg diet:md:text-3xl"
      >
        {t('loginForm.title')}
      </h1>
      <fieldset disabled={busy} className="diet:m-0 diet:grid diet:min-w-0 diet:gap-4 diet:border-0 diet:p-0">
        <TextField
          label={t('loginForm.identifier')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={values.identifier}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValuesChange({ ...values, identifier: event.target.value })}
        />
        <PasswordField
          label={t('loginForm.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValuesChange({ ...values, password: event.target.value })}
          hint={
            failedAttempt ? (
              <span data-slot="login-form-forgot-hint">
                {t('loginForm.failedHint')} {recovery(t('loginForm.resetPassword'))}
              </span>
            ) : undefined
          }
        />
      </fieldset>
      <div className="diet:flex diet:flex-col diet:gap-3">
        {error ? (
          // Inserted when a failure happens, so screen readers announce it at once.
          <p
            id={errorId}
            role="alert"
            data-slot="login-form-error"
            data-code={error}
            className={formErrorBoxClassName}
          >
            {t(`loginForm.errors.${error}`)}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          busy={busy}
          busyLabel={t('loginForm.busy')}
          className={authSubmitClassName}
        >
          {t('loginForm.submit', { product: productName })}
        </Button>
        <div className="diet:flex diet:flex-col diet:items-center diet:gap-2 diet:text-base diet:text-fg">
          {/* After a failed attempt the recovery link lives in the hint under the password. */}
          {failedAttempt ? null : recovery(t('loginForm.forgotPassword'))}
          <p className="diet:text-center">
            {t('loginForm.noAccount')}{' '}
            <Link href={registerHref} className={textLinkClassName}>
              {t('loginForm.register')}
            </Link>
          </p>
        </div>
      </div>
    </form>
  );
}
