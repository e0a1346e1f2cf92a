import { isValidPassword } from '@diet/domain';
import { Button } from '@diet/ui/button';
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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { identityCodeOf } from '../hooks/use-login';
import { IdentityFailure } from './identity-failure';

export type NewPasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Answers the pool's new-password challenge (and signs in); rejects with an IdentityError. */
  onSubmit: (newPassword: string) => Promise<void>;
};

/** An account created for the user must get its own password before the first sign-in. */
export function NewPasswordDialog({ open, onClose, onSubmit }: NewPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="sm" data-slot="new-password-dialog" className="max-sm:w-[calc(100%-1rem)]">
        {open ? <NewPasswordForm onClose={onClose} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewPasswordForm({ onClose, onSubmit }: Omit<NewPasswordDialogProps, 'open'>) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const valid = isValidPassword(password) && password === confirmation;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (busy || !valid) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(password);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-busy={busy || undefined}>
      <DialogHeader className="px-4 pr-14 sm:px-6 sm:pr-14">
        <DialogTitle>{t('newPassword.title')}</DialogTitle>
        <DialogDescription>{t('newPassword.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4 px-4 sm:px-6">
        <PasswordField
          label={t('newPassword.password')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          invalid={tried && !isValidPassword(password)}
          aria-describedby="new-password-rules"
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('newPassword.confirm')}
          name="confirm-new-password"
          autoComplete="new-password"
          value={confirmation}
          disabled={busy}
          invalid={tried && password !== confirmation}
          aria-describedby="new-password-rules"
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <PasswordRules
          id="new-password-rules"
          password={password}
          confirmPassword={confirmation}
          titleHidden
        />
        <IdentityFailure code={failure ? identityCodeOf(failure) : null} error={failure} />
      </DialogBody>
      <DialogFooter className="px-4 sm:px-6">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('newPassword.cancel')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('newPassword.busy')}>
          {t('newPassword.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
