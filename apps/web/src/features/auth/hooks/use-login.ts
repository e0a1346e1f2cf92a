/**
 * The login screen's state (public-site spec §2, §4, §8): the fields, the last failure as the kit's
 * error code, and the dialog the pool's answer calls for (confirm the account, reset the password,
 * set a new one, or an unsupported sign-in step). The identity service is passed in, so tests run
 * the hook on the fake.
 */
import type { LoginErrorCode, LoginFormValues } from '@diet/ui/login-form';
import { useCallback, useRef, useState } from 'react';

import {
  IdentityError,
  type Identity,
  type IdentityErrorCode,
  type IdentitySession,
  type SignInOutcome,
} from '../../../lib/identity/types';

/** The spec's login errors (§8): three named cases, everything else 'Unknown'. */
export function loginErrorOf(code: IdentityErrorCode): LoginErrorCode {
  return code === 'UserNotConfirmed' || code === 'NotAuthorized' || code === 'UserNotFound'
    ? code
    : 'Unknown';
}

export function identityCodeOf(error: unknown): IdentityErrorCode {
  return error instanceof IdentityError ? error.code : 'Unknown';
}

/** Which dialog is open, and for which account. */
export type LoginDialog =
  | { kind: 'none' }
  /** The account was never confirmed: enter the e-mail code, then the sign-in completes. */
  | { kind: 'confirm-sign-up'; username: string }
  /** 'forgot': the user asked; 'required': the pool requires a reset before signing in. */
  | { kind: 'reset-password'; username: string; reason: 'forgot' | 'required' }
  | { kind: 'new-password' }
  | { kind: 'unsupported'; step: string };

/** Why the code in the confirmation dialog was refused (the dialog shows a text for it). */
export type ConfirmFailure = { code: IdentityErrorCode; message: string };

export interface UseLoginOptions {
  /** The identity service (the app passes `loadIdentity`). */
  identity: () => Promise<Identity>;
  /** Called once signed in, with the session (the screen stores it and goes to the dashboard). */
  onSignedIn: (session: IdentitySession) => void;
}

export function useLogin({ identity, onSignedIn }: UseLoginOptions) {
  const [values, setValuesState] = useState<LoginFormValues>({ identifier: '', password: '' });
  const [error, setError] = useState<LoginErrorCode | null>(null);
  const [failedAttempt, setFailedAttempt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog>({ kind: 'none' });
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmFailure, setConfirmFailure] = useState<ConfirmFailure | null>(null);
  // The password of the attempt in progress: signing in again after a confirmation needs it.
  const attempt = useRef<LoginFormValues>(values);

  const fail = useCallback((code: LoginErrorCode) => {
    setError(code);
    setFailedAttempt(true);
  }, []);

  /** What the pool answered, as the screen shows it. */
  const follow = useCallback(
    async (outcome: SignInOutcome, username: string): Promise<void> => {
      switch (outcome.kind) {
        case 'signed-in':
          setDialog({ kind: 'none' });
          onSignedIn(outcome.session);
          return;
        case 'confirm-sign-up': {
          fail('UserNotConfirmed');
          setConfirmFailure(null);
          setDialog({ kind: 'confirm-sign-up', username });
          // The code from sign-up may have expired (or been lost): send a fresh one, as Amplify's
          // own Authenticator does. The dialog does not wait for it; a failure leaves the old code.
          await (await identity()).resendSignUpCode(username).catch(() => undefined);
          return;
        }
        case 'reset-password':
          setDialog({ kind: 'reset-password', username, reason: 'required' });
          return;
        case 'new-password-required':
          setDialog({ kind: 'new-password' });
          return;
        case 'unsupported':
          setDialog({ kind: 'unsupported', step: outcome.step });
          return;
      }
    },
    [fail, identity, onSignedIn],
  );

  const submit = useCallback(
    async (submitted: LoginFormValues) => {
      attempt.current = submitted;
      setBusy(true);
      setError(null);
      try {
        const outcome = await (await identity()).signIn(submitted.identifier, submitted.password);
        await follow(outcome, submitted.identifier);
      } catch (caught) {
        const code = identityCodeOf(caught);
        if (code === 'PasswordResetRequired') {
          setDialog({ kind: 'reset-password', username: submitted.identifier, reason: 'required' });
        } else if (code === 'UserNotConfirmed') {
          await follow({ kind: 'confirm-sign-up' }, submitted.identifier);
        } else {
          fail(loginErrorOf(code));
        }
      } finally {
        setBusy(false);
      }
    },
    [fail, follow, identity],
  );

  /** Typing clears the error (spec §4). */
  const setValues = useCallback((next: LoginFormValues) => {
    setValuesState(next);
    setError(null);
  }, []);

  const closeDialog = useCallback(() => setDialog({ kind: 'none' }), []);

  /** Signs in again as `username` after the account was confirmed or its password changed. */
  const signInAgain = useCallback(
    async (username: string, password: string) => {
      setBusy(true);
      try {
        await follow(await (await identity()).signIn(username, password), username);
      } finally {
        setBusy(false);
      }
    },
    [follow, identity],
  );

  /** The confirmation dialog's code: confirm the account, then finish the sign-in. */
  const confirmCode = useCallback(
    async (code: string) => {
      if (dialog.kind !== 'confirm-sign-up') return;
      setConfirmBusy(true);
      setConfirmFailure(null);
      try {
        const service = await identity();
        await service.confirmSignUp(dialog.username, code);
        setError(null);
        setDialog({ kind: 'none' });
        await signInAgain(dialog.username, attempt.current.password).catch((caught: unknown) =>
          fail(loginErrorOf(identityCodeOf(caught))),
        );
      } catch (caught) {
        setConfirmFailure({
          code: identityCodeOf(caught),
          message: caught instanceof Error ? caught.message : String(caught),
        });
      } finally {
        setConfirmBusy(false);
      }
    },
    [dialog, fail, identity, signInAgain],
  );

  const forgotPassword = useCallback(() => {
    setDialog({ kind: 'reset-password', username: values.identifier, reason: 'forgot' });
  }, [values.identifier]);

  /** The reset dialog's steps; they reject with IdentityError for the dialog to show. */
  const requestReset = useCallback(
    async (username: string) => (await identity()).requestPasswordReset(username),
    [identity],
  );
  const confirmReset = useCallback(
    async (username: string, code: string, newPassword: string) => {
      await (await identity()).confirmPasswordReset(username, code, newPassword);
      setValuesState({ identifier: username, password: '' });
      setError(null);
      setFailedAttempt(false);
      setDialog({ kind: 'none' });
      await signInAgain(username, newPassword).catch((caught: unknown) =>
        fail(loginErrorOf(identityCodeOf(caught))),
      );
    },
    [fail, identity, signInAgain],
  );

  /** The new-password dialog: answers the pool's challenge; rejects with IdentityError. */
  const setNewPassword = useCallback(
    async (newPassword: string) => {
      const outcome = await (await identity()).completeNewPassword(newPassword);
      await follow(outcome, attempt.current.identifier);
    },
    [follow, identity],
  );

  return {
    values,
    setValues,
    error,
    failedAttempt,
    busy,
    submit,
    dialog,
    closeDialog,
    confirm: { busy: confirmBusy, failure: confirmFailure, submit: confirmCode },
    forgotPassword,
    requestReset,
    confirmReset,
    setNewPassword,
  };
}
