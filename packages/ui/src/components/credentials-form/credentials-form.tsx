import { useId, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { isValidPassword, passwordsMatch } from '../../lib/rules.js';
import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { PasswordField } from '../password-field/index.js';
import { PasswordRules } from '../password-rules/index.js';
import { TextField } from '../text-field/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel = 'h-auto min-h-11 max-w-full py-2 text-center whitespace-normal';

/** The login credentials being edited. */
export type CredentialsValue = {
  username: string;
  password: string;
  confirmPassword: string;
};

export type CredentialsFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The account's e-mail, shown read-only. */
  email: string;
  /** The current values (controlled). */
  value: CredentialsValue;
  /** Called with the new values on every change. */
  onValueChange: (value: CredentialsValue) => void;
  /** Called with the values when "Save credentials" is pressed (only possible while they are valid). */
  onSave: (value: CredentialsValue) => void;
  /** Shows "Credentials saved!" under the button. */
  saved?: boolean;
  /** While saving: the button is busy and does not submit again. */
  busy?: boolean;
};

/** Whether the new password follows the rule and the confirmation matches: the save condition. */
export function credentialsValid(value: CredentialsValue): boolean {
  return isValidPassword(value.password) && passwordsMatch(value.password, value.confirmPassword);
}

/**
 * The login credentials form: read-only Email, Username, New password and Confirm password (with
 * show/hide), the live password rules; invalid fields turn pink and "Save credentials" stays disabled
 * until the password follows the rule and both match.
 */
export function CredentialsForm({
  email,
  value,
  onValueChange,
  onSave,
  saved = false,
  busy = false,
  className,
  ...props
}: CredentialsFormProps) {
  const { t } = useTranslation('ui');
  const rulesId = `credentials-rules${useId()}`;
  const set = (patch: Partial<CredentialsValue>) => onValueChange({ ...value, ...patch });
  const valid = credentialsValid(value);
  const passwordInvalid = value.password !== '' && !isValidPassword(value.password);
  const confirmInvalid = value.confirmPassword !== '' && value.confirmPassword !== value.password;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !busy) onSave(value);
  };
  return (
    <form
      data-slot="credentials-form"
      onSubmit={handleSubmit}
      noValidate
      className={cn('flex w-full max-w-xl flex-col gap-5', className)}
      {...props}
    >
      <TextField label={t('credentialsForm.email')} type="email" value={email} readOnly name="email" />
      <TextField
        label={t('credentialsForm.username')}
        name="username"
        autoComplete="username"
        value={value.username}
        onChange={(event) => set({ username: event.target.value })}
      />
      <PasswordField
        label={t('credentialsForm.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={value.password}
        invalid={passwordInvalid}
        aria-describedby={rulesId}
        onChange={(event) => set({ password: event.target.value })}
      />
      <PasswordField
        label={t('credentialsForm.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={value.confirmPassword}
        error={confirmInvalid ? t('credentialsForm.mismatch') : undefined}
        onChange={(event) => set({ confirmPassword: event.target.value })}
      />
      <PasswordRules id={rulesId} password={value.password} confirmPassword={value.confirmPassword} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          className={wrapLabel}
          disabled={!valid}
          busy={busy}
          busyLabel={t('credentialsForm.busy')}
        >
          {t('credentialsForm.submit')}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          {saved ? (
            <>
              <Icon name="check-circle" className="size-4" />
              {t('credentialsForm.saved')}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
