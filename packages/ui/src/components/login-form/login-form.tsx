import { useId, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { textLinkClassName, type LinkComponent } from '../../lib/link.js';
import { Button } from '../button/index.js';
import { FormMessage } from '../form-message/index.js';
import { PasswordField } from '../password-field/index.js';
import { TextField } from '../text-field/index.js';

/** The login fields: the username or e-mail, and the password. */
export type LoginFormValues = {
  identifier: string;
  password: string;
};

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
   * The app's message for a failed login, e.g. 'Incorrect username or password.' (spec §8);
   * shown above the button in red.
   */
  error?: string | null;
  /** After a failed attempt a forgot-password hint appears under the password field. */
  failedAttempt?: boolean;
  /** While signing in: the button shows the busy label and the fields are disabled. */
  busy?: boolean;
  /** Target of the password-recovery links. No page exists yet: a placeholder (default '#'). */
  forgotPasswordHref?: string;
  /** Target of the 'Create your profile.' link (default '/registration-questionnaire'). */
  registerHref?: string;
  /** Renders the links, e.g. the app's router link (a component taking `href`). Default `<a>`. */
  linkAs?: LinkComponent;
};

/**
 * The login form: username or e-mail and password, a submit button with the product's name, the
 * app's error message, and links to recover the password and to create a profile.
 */
export function LoginForm({
  values,
  onValuesChange,
  onSubmit,
  productName,
  error,
  failedAttempt = false,
  busy = false,
  forgotPasswordHref = '#',
  registerHref = '/registration-questionnaire',
  linkAs: LinkAs = 'a',
  className,
  ...props
}: LoginFormProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };
  return (
    <form
      data-slot="login-form"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={handleSubmit}
      className={cn('mx-auto flex w-full max-w-md flex-col gap-6', className)}
      {...props}
    >
      <h1 id={titleId} className="text-2xl font-bold text-balance break-words text-fg md:text-3xl">
        {t('loginForm.title')}
      </h1>
      <fieldset disabled={busy} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        <TextField
          label={t('loginForm.identifier')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={values.identifier}
          onChange={(event) => onValuesChange({ ...values, identifier: event.target.value })}
        />
        <PasswordField
          label={t('loginForm.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => onValuesChange({ ...values, password: event.target.value })}
          hint={
            failedAttempt ? (
              <span data-slot="login-form-forgot-hint">
                {t('loginForm.failedHint')}{' '}
                <LinkAs href={forgotPasswordHref} className={textLinkClassName}>
                  {t('loginForm.resetPassword')}
                </LinkAs>
              </span>
            ) : undefined
          }
        />
      </fieldset>
      <div className="flex flex-col gap-3">
        <FormMessage message={error} clearAfterMs={0} className="text-danger" />
        <Button
          type="submit"
          size="lg"
          busy={busy}
          busyLabel={t('loginForm.busy')}
          className="h-auto min-h-14 w-full py-3 whitespace-normal"
        >
          {t('loginForm.submit', { product: productName })}
        </Button>
        <div className="flex flex-col items-center gap-2 text-base text-fg">
          <LinkAs href={forgotPasswordHref} className={textLinkClassName}>
            {t('loginForm.forgotPassword')}
          </LinkAs>
          <p className="text-center">
            {t('loginForm.noAccount')}{' '}
            <LinkAs href={registerHref} className={textLinkClassName}>
              {t('loginForm.register')}
            </LinkAs>
          </p>
        </div>
      </div>
    </form>
  );
}
