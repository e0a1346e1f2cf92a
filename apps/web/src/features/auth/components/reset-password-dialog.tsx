import { isValidPassword } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { CodeEntry } from '@diet/ui/code-entry';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@diet/ui/dialog';
import { PasswordField } from '@diet/ui/password-field';
import { PasswordRules } from '@diet/ui/password-rules';
import { TextField } from '@diet/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { identityCodeOf } from '../hooks/use-login';
import { IdentityFailure } from './identity-failure';

const CODE_LENGTH = 6;

export type ResetPasswordDialogProps = {
  open: boolean;
  /** The username or e-mail typed in the login form (editable here). */
  username: string;
  /** 'required': the pool asks for a new password before this account can sign in. */
  reason: 'forgot' | 'required';
  onClose: () => void;
  /** Sends the code by e-mail; rejects with an IdentityError. */
  onRequestCode: (username: string) => Promise<void>;
  /** Sets the new password with the code (and signs in); rejects with an IdentityError. */
  onConfirm: (username: string, code: string, newPassword: string) => Promise<void>;
};

/**
 * Password recovery in two steps, both in one dialog: the account (username or e-mail) to send a
 * code to, then the code and the new password with the pool's rules.
 */
export function ResetPasswordDialog({
  open,
  username,
  reason,
  onClose,
  onRequestCode,
  onConfirm,
}: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="sm" data-slot="reset-password-dialog" className="max-sm:w-[calc(100%-1rem)]">
        {open ? (
          <ResetSteps
            initialUsername={username}
            reason={reason}
            onClose={onClose}
            onRequestCode={onRequestCode}
            onConfirm={onConfirm}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type StepsProps = Omit<ResetPasswordDialogProps, 'open' | 'username'> & { initialUsername: string };

/** The dialog's content; mounted while open, so each opening starts at the first step. */
function ResetSteps({ initialUsername, reason, onClose, onRequestCode, onConfirm }: StepsProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [username, setUsername] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const passwordOk = isValidPassword(password);
  const codeOk = code.length === CODE_LENGTH;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'request') {
      if (!username.trim()) {
        setTried(true);
        return;
      }
      void run(async () => {
        await onRequestCode(username.trim());
        setTried(false);
        setStep('confirm');
      });
      return;
    }
    setTried(true);
    if (!codeOk || !passwordOk) return;
    void run(() => onConfirm(username.trim(), code, password));
  };

  const failureCode = failure ? identityCodeOf(failure) : null;
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-busy={busy || undefined}>
      <DialogHeader className="px-4 pr-14 sm:px-6 sm:pr-14">
        <DialogTitle>{t(reason === 'required' ? 'reset.requiredTitle' : 'reset.title')}</DialogTitle>
        <DialogDescription>
          {step === 'request'
            ? t(reason === 'required' ? 'reset.requiredDescription' : 'reset.description')
            : t('reset.codeSent')}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4 px-4 sm:px-6">
        {step === 'request' ? (
          <TextField
            label={t('reset.username')}
            name="reset-username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={username}
            disabled={busy}
            error={tried && !username.trim() ? t('reset.usernameMissing') : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        ) : (
          <>
            <CodeEntry
              length={CODE_LENGTH}
              value={code}
              onValueChange={setCode}
              disabled={busy}
              autoFocus
              error={tried && !codeOk ? t('reset.codeMissing') : undefined}
            />
            <PasswordField
              label={t('reset.newPassword')}
              name="new-password"
              autoComplete="new-password"
              value={password}
              disabled={busy}
              invalid={tried && !passwordOk}
              aria-describedby="reset-password-rules"
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordRules id="reset-password-rules" password={password} titleHidden />
          </>
        )}
        <IdentityFailure code={failureCode} error={failure} />
      </DialogBody>
      <DialogFooter className="px-4 sm:px-6">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('reset.cancel')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('reset.busy')}>
          {step === 'request' ? t('reset.sendCode') : t('reset.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
