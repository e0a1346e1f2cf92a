'use client';

import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { authCardClassName, authSubmitClassName, formErrorBoxClassName } from '../../lib/card.js';
import { cn } from '../../lib/cn.js';
import { keepCountsWithWords } from '../../lib/keep-counts.js';
import { textLinkClassName, type LinkComponent } from '../../lib/link.js';
import {
  isNonBlank,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  passwordsMatch,
} from '../../lib/rules.js';
import { Button } from '../button/index.js';
import { FormMessage } from '../form-message/index.js';
import { PasswordField } from '../password-field/index.js';
import { PasswordRules } from '../password-rules/index.js';
import { QUIZ_PROGRESS_TOTAL, QuizStepHeader } from '../quiz-step-header/index.js';
import { TextField } from '../text-field/index.js';

/** The fields of the 'Secure your account' step. */
export type AccountFormValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Which fields break the spec's rules (public-site spec §5). */
type AccountFormIssues = Record<keyof AccountFormValues, boolean>;

/**
 * The account form's rules (spec §5): username non-blank; e-mail (trimmed) looks like an address;
 * password at least 8 characters with 1 uppercase, 1 digit, 1 special character; confirmation given
 * and equal (the checklist's 'Passwords match').
 */
function accountFormIssues(values: AccountFormValues): AccountFormIssues {
  return {
    username: !isNonBlank(values.username),
    email: !isValidEmail(normalizeEmail(values.email)),
    password: !isValidPassword(values.password),
    confirmPassword: !passwordsMatch(values.password, values.confirmPassword),
  };
}

export type AccountFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange' | 'children'> & {
  /** The fields' values (controlled). */
  values: AccountFormValues;
  /** Called with all values whenever a field changes. */
  onValuesChange: (values: AccountFormValues) => void;
  /**
   * Called on submit when every rule passes, with the e-mail trimmed. Not called while the form is
   * invalid (the errors then show) or `busy`.
   */
  onSubmit: (values: AccountFormValues) => void;
  /** Called by the back arrow (back to the questionnaire). */
  onBack?: () => void;
  /** The product's name, in the submit button: 'Create {product} profile'. */
  productName: string;
  /** A line under the title, e.g. why the account is needed (the app's copy). None by default. */
  description?: ReactNode;
  /** Target of the 'Log in here.' link: the app's log-in page. */
  loginHref: string;
  /** Renders the log-in link, e.g. the app's router link (a component taking `href`). Default `<a>`. */
  linkComponent?: LinkComponent;
  /** While the profile is being created: the button shows the busy label and the form is disabled. */
  busy?: boolean;
  /** A server error, e.g. 'Registration failed: {message}', shown above the button. */
  formError?: string | null;
  /**
   * Shows the field errors from the start. By default they show only after the first submit
   * attempt (spec §5).
   */
  showErrors?: boolean;
  /** This screen's place in the quiz progress (default 5 of 5). */
  step?: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
};

/**
 * The 'Secure your account' step after the quiz: under the quiz's step header (where every step has
 * it), the branded card of the sign-in forms holding username, e-mail, password and confirmation with
 * a live rule checklist. Errors show after the first submit attempt, on every broken field at once,
 * each with the spec's message under it (the password's rule, 'Passwords do not match.'), and the
 * checklist's unmet rules turn red; focus goes to the first broken field and the errors then follow
 * the typing. Submit does nothing while invalid.
 */
export function AccountForm({
  values,
  onValuesChange,
  onSubmit,
  onBack,
  productName,
  description,
  loginHref,
  linkComponent: Link = 'a',
  busy = false,
  formError,
  showErrors = false,
  step = QUIZ_PROGRESS_TOTAL,
  total = QUIZ_PROGRESS_TOTAL,
  className,
  ...props
}: AccountFormProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const rulesId = useId();
  // Whether a submit was attempted: from then on every broken field shows its error.
  const [attempted, setAttempted] = useState(false);
  const issues = accountFormIssues(values);
  const showsErrors = showErrors || attempted;
  const shows = (field: keyof AccountFormValues) => showsErrors && issues[field];
  const set = (field: keyof AccountFormValues) => (event: { target: { value: string } }) =>
    onValuesChange({ ...values, [field]: event.target.value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const firstInvalid = (Object.keys(issues) as (keyof AccountFormValues)[]).find((field) => issues[field]);
    if (firstInvalid) {
      // The inputs are named after the fields: move focus to the first broken one.
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    onSubmit({ ...values, email: normalizeEmail(values.email) });
  };

  return (
    <form
      data-slot="account-form"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={handleSubmit}
      className={cn('diet:mx-auto diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-6', className)}
      {...props}
    >
      {/* Above the card, where every quiz step has it: the progress does not move between steps. */}
      <QuizStepHeader step={step} total={total} onBack={onBack} backLabel={t('accountForm.back')} />
      <div data-slot="account-form-card" className={authCardClassName}>
        <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-2">
          <h1
            id={titleId}
            className="diet:text-2xl diet:font-bold diet:text-balance diet:break-words diet:text-fg diet:md:text-3xl"
          >
            {t('accountForm.title')}
          </h1>
          {description ? <p className="diet:text-base diet:text-muted-fg">{description}</p> : null}
        </div>
        <fieldset
          disabled={busy}
          className="diet:m-0 diet:grid diet:min-w-0 diet:gap-4 diet:border-0 diet:p-0"
        >
          <TextField
            label={t('accountForm.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={values.username}
            onChange={set('username')}
            error={shows('username') ? t('accountForm.usernameRequired') : undefined}
          />
          <TextField
            label={t('accountForm.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
            error={shows('email') ? t('accountForm.emailInvalid') : undefined}
          />
          <PasswordField
            label={t('accountForm.password')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            // The spec's message under the field (no line ending on a lone '1'); the checklist under
            // both says which rule is broken.
            error={shows('password') ? keepCountsWithWords(t('accountForm.passwordRule')) : undefined}
            aria-describedby={rulesId}
          />
          <PasswordField
            label={t('accountForm.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={shows('confirmPassword') ? t('accountForm.passwordMismatch') : undefined}
            aria-describedby={rulesId}
          />
          <PasswordRules
            id={rulesId}
            password={values.password}
            confirmPassword={values.confirmPassword}
            showErrors={showsErrors}
          />
        </fieldset>
        <div className="diet:flex diet:flex-col diet:gap-3">
          <FormMessage
            message={formError}
            clearAfterMs={0}
            // The login form's and the credentials form's look of a refused attempt.
            className={cn('diet:text-danger', formError && formErrorBoxClassName)}
          />
          <Button
            type="submit"
            size="lg"
            busy={busy}
            busyLabel={t('accountForm.busy')}
            className={authSubmitClassName}
          >
            {t('accountForm.submit', { product: productName })}
          </Button>
          <p className="diet:text-center diet:text-base diet:text-fg">
            {t('accountForm.haveAccount')}{' '}
            <Link href={loginHref} className={textLinkClassName}>
              {t('accountForm.login')}
            </Link>
          </p>
        </div>
      </div>
    </form>
  );
}
