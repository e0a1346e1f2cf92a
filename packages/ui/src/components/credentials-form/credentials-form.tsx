'use client';

import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { formErrorBoxClassName, settingsCardClassName } from '../../lib/card.js';
import { cn } from '../../lib/cn.js';
import { isValidPassword, passwordsMatch } from '../../lib/rules.js';
import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { PasswordField } from '../password-field/index.js';
import { PasswordRules } from '../password-rules/index.js';
import { ReadOnlyField } from '../text-field/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel =
  'diet:h-auto diet:min-h-11 diet:max-w-full diet:py-2 diet:text-center diet:whitespace-normal';

/** The padding and column of a card's content (under its thin brand bar). */
const cardBody = 'diet:flex diet:flex-col diet:gap-5 diet:p-5 diet:pt-6 diet:md:p-8 diet:md:pt-9';

/** The password change being typed. */
export type CredentialsValue = {
  /** The password the user signs in with now: asked again before it can be changed. */
  currentPassword: string;
  password: string;
  confirmPassword: string;
};

/** Why a save failed, as the form words it (translated by the kit). */
export type CredentialsFormError = 'wrongPassword' | 'policy' | 'limit' | 'network' | 'unknown';

export type CredentialsFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The account's e-mail, shown read-only. */
  email: string;
  /** The account's username, shown read-only (it is how the user signs in and cannot change). */
  username: string;
  /** The current values (controlled). The app empties them after a successful save. */
  value: CredentialsValue;
  /** Called with the new values on every change. */
  onValueChange: (value: CredentialsValue) => void;
  /** Called with the values when "Save credentials" is pressed (only possible while they are valid). */
  onSave: (value: CredentialsValue) => void;
  /** Shows "Credentials saved!" next to the button: set it only once the change was accepted. */
  saved?: boolean;
  /** While saving: the button is busy and does not submit again. */
  busy?: boolean;
  /** Why the last save failed, shown in an alert above the button; null or undefined for none. */
  error?: CredentialsFormError | null;
};

/**
 * Whether the form may be saved: a current password, a new password that follows the rule and a
 * confirmation that matches it.
 */
export function credentialsValid(value: CredentialsValue): boolean {
  return (
    value.currentPassword !== '' &&
    isValidPassword(value.password) &&
    passwordsMatch(value.password, value.confirmPassword)
  );
}

/**
 * The login credentials form, as two cards of a settings page: 'Sign-in details', the e-mail and
 * username read-only (the username with why it cannot change), then the password change: Current
 * password (why it is asked), New password and Confirm password (with show/hide), the live password
 * rules and, in the card's footer, the save. A field turns pink once what the user typed is
 * invalid; "Save credentials" stays disabled until the current password is given, the new one
 * follows the rule and both match. A failed save's reason shows in an alert; "Credentials saved!"
 * only when `saved` is set.
 */
export function CredentialsForm({
  email,
  username,
  value,
  onValueChange,
  onSave,
  saved = false,
  busy = false,
  error,
  className,
  ...props
}: CredentialsFormProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const rulesId = `credentials-rules${id}`;
  const errorId = `credentials-error${id}`;
  const titleId = `credentials-password-title${id}`;
  const signInTitleId = `credentials-sign-in-title${id}`;
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  // Whether the user has typed a current password (then emptying it again is invalid); forgotten
  // when the whole form is empty again, as after a successful save.
  const [currentTyped, setCurrentTyped] = useState(false);
  const formEmpty = value.currentPassword === '' && value.password === '' && value.confirmPassword === '';
  if (currentTyped && formEmpty) setCurrentTyped(false);
  const set = (patch: Partial<CredentialsValue>) => onValueChange({ ...value, ...patch });
  const valid = credentialsValid(value);
  const newPairValid =
    isValidPassword(value.password) && passwordsMatch(value.password, value.confirmPassword);
  // Empty is invalid once typed and emptied, or when it is all that keeps the form from saving.
  const currentInvalid =
    error === 'wrongPassword' ||
    (value.currentPassword === '' && ((currentTyped && !formEmpty) || newPairValid));
  const passwordInvalid = error === 'policy' || (value.password !== '' && !isValidPassword(value.password));
  const confirmInvalid = value.confirmPassword !== '' && value.confirmPassword !== value.password;

  // A refused password puts the keyboard back where the fix is.
  useEffect(() => {
    if (error === 'wrongPassword') currentRef.current?.select();
    else if (error === 'policy') newRef.current?.select();
  }, [error]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !busy) onSave(value);
  };
  return (
    <form
      data-slot="credentials-form"
      onSubmit={handleSubmit}
      noValidate
      className={cn('diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-6', className)}
      {...props}
    >
      {/* Two cards: how the user signs in (read-only), then the password change with its own save. */}
      <div
        role="group"
        aria-labelledby={signInTitleId}
        data-slot="credentials-form-sign-in"
        className={cn(settingsCardClassName, cardBody)}
      >
        <p id={signInTitleId} className="diet:text-lg diet:font-semibold diet:text-balance diet:text-fg">
          {t('credentialsForm.signInTitle')}
        </p>
        <ReadOnlyField label={t('credentialsForm.email')} type="email" name="email" value={email} />
        <ReadOnlyField
          label={t('credentialsForm.username')}
          name="username"
          value={username}
          hint={t('credentialsForm.usernameHint')}
        />
      </div>
      <div
        role="group"
        aria-labelledby={titleId}
        data-slot="credentials-form-password"
        className={cn(settingsCardClassName, 'diet:flex diet:flex-col')}
      >
        <div className={cardBody}>
          <p id={titleId} className="diet:text-lg diet:font-semibold diet:text-balance diet:text-fg">
            {t('credentialsForm.passwordTitle')}
          </p>
          <PasswordField
            ref={currentRef}
            label={t('credentialsForm.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            required
            value={value.currentPassword}
            invalid={currentInvalid}
            hint={t('credentialsForm.currentPasswordHint')}
            aria-describedby={error === 'wrongPassword' ? errorId : undefined}
            onChange={(event) => {
              if (event.target.value !== '') setCurrentTyped(true);
              set({ currentPassword: event.target.value });
            }}
          />
          <PasswordField
            ref={newRef}
            label={t('credentialsForm.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            required
            value={value.password}
            invalid={passwordInvalid}
            aria-describedby={[rulesId, error === 'policy' ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => set({ password: event.target.value })}
          />
          <PasswordField
            label={t('credentialsForm.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={value.confirmPassword}
            invalid={confirmInvalid}
            aria-describedby={rulesId}
            onChange={(event) => set({ confirmPassword: event.target.value })}
          />
          <div>
            <PasswordRules id={rulesId} password={value.password} confirmPassword={value.confirmPassword} />
            {/* Always in the page (taking no room while empty), so a new error is announced. */}
            <div role="alert" id={errorId} data-slot="credentials-form-error" data-code={error ?? undefined}>
              {error ? (
                <p className={cn(formErrorBoxClassName, 'diet:mt-5 diet:flex diet:items-start diet:gap-2')}>
                  <Icon name="alert-circle" className="diet:mt-px diet:size-4 diet:shrink-0" />
                  <span>{t(`credentialsForm.errors.${error}`)}</span>
                </p>
              ) : null}
            </div>
          </div>
        </div>
        {/* The card's footer: the one action of the page, with its outcome next to it. */}
        <div className="diet:flex diet:flex-wrap diet:items-center diet:gap-x-4 diet:gap-y-2 diet:border-t diet:border-border diet:bg-canvas diet:px-5 diet:py-4 diet:md:px-8">
          <Button
            type="submit"
            className={wrapLabel}
            disabled={!valid}
            busy={busy}
            busyLabel={t('credentialsForm.busy')}
          >
            {t('credentialsForm.submit')}
          </Button>
          <p
            role="status"
            className="diet:flex diet:items-center diet:gap-1.5 diet:text-sm diet:font-medium diet:text-success"
          >
            {saved ? (
              <>
                <Icon name="check-circle" className="diet:size-4" />
                {t('credentialsForm.saved')}
              </>
            ) : null}
          </p>
        </div>
      </div>
    </form>
  );
}
