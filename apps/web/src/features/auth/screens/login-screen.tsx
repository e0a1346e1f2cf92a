import { ConfirmationCodeDialog } from '@diet/ui/confirmation-code-dialog';
import { MessageDialog } from '@diet/ui/dialog';
import { LoginForm } from '@diet/ui/login-form';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { loadIdentity, type IdentitySession } from '../../../lib/identity';
import { storeSignIn } from '../../../lib/storage/session';
import { RouterLink } from '../../../shared/components/router-link';
import { PRODUCT_NAME } from '../../../shared/route-meta';
import { NewPasswordDialog } from '../components/new-password-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { useLogin, type ConfirmFailure } from '../hooks/use-login';

/** What registration may hand over when it sends the user here (router location state). */
export type LoginLocationState = { notice?: 'account-confirmed' } | null;

/** The failures the confirmation dialog names; anything else reads 'Confirmation failed: …'. */
const NAMED_CONFIRM_FAILURES = new Set(['CodeMismatch', 'ExpiredCode', 'LimitExceeded', 'Network']);

/**
 * Login (public-site spec §2, §4, §8): username or e-mail and password; on success the id token and
 * the sign-in result are stored and the dashboard opens. Whatever the pool asks next (confirm the
 * account, reset or set a password, an unsupported step) opens a dialog that lets the user finish.
 */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginLocationState)?.notice;

  const onSignedIn = useCallback(
    (session: IdentitySession) => {
      storeSignIn(session);
      void navigate(PATHS.dashboard, { replace: true });
    },
    [navigate],
  );
  const login = useLogin({ identity: loadIdentity, onSignedIn });
  // Amplify (about 37 kB of gzip JavaScript) downloads while the user types, not after the submit.
  useEffect(() => {
    void loadIdentity().catch(() => undefined);
  }, []);
  const { dialog } = login;

  const confirmError = (failure: ConfirmFailure | null) =>
    failure
      ? NAMED_CONFIRM_FAILURES.has(failure.code)
        ? t(`failure.${failure.code}`)
        : t('confirmFailed', { message: failure.message })
      : null;

  return (
    <div className="bg-gradient-to-b from-primary-soft to-canvas px-4 py-10 md:px-10 md:py-20">
      <LoginForm
        values={login.values}
        onValuesChange={login.setValues}
        onSubmit={(values) => void login.submit(values)}
        productName={PRODUCT_NAME}
        error={login.error}
        failedAttempt={login.failedAttempt}
        busy={login.busy}
        onForgotPassword={login.forgotPassword}
        registerHref={PATHS.registration}
        linkComponent={RouterLink}
        notice={notice === 'account-confirmed' ? t('notice.accountConfirmed') : undefined}
      />
      <ConfirmationCodeDialog
        open={dialog.kind === 'confirm-sign-up'}
        busy={login.confirm.busy}
        error={confirmError(login.confirm.failure)}
        onConfirm={(code) => void login.confirm.submit(code)}
        onCancel={login.closeDialog}
      />
      <ResetPasswordDialog
        open={dialog.kind === 'reset-password'}
        username={dialog.kind === 'reset-password' ? dialog.username : ''}
        reason={dialog.kind === 'reset-password' ? dialog.reason : 'forgot'}
        onClose={login.closeDialog}
        onRequestCode={login.requestReset}
        onConfirm={login.confirmReset}
      />
      <NewPasswordDialog
        open={dialog.kind === 'new-password'}
        onClose={login.closeDialog}
        onSubmit={login.setNewPassword}
      />
      <MessageDialog
        open={dialog.kind === 'unsupported'}
        onOpenChange={(open) => (open ? undefined : login.closeDialog())}
        title={t('unsupported.title')}
        message={t('unsupported.body', { product: PRODUCT_NAME })}
      />
    </div>
  );
}
