/**
 * The account step's registration (public-site spec §4 "Registration", §8): sign up → the 6-digit
 * code dialog → confirm → auto sign-in (the owner's id token) → save the profile → clear storage →
 * done. Cancelling the code skips the confirm and saves the profile without a token (the API keeps
 * it pending). Failures become the spec's texts, shown by the screen as in-app dialogs.
 */
import type { QuizAnswers } from '@diet/domain';
import { toRegistrationPayload } from '@diet/domain';
import type { AccountFormValues } from '@diet/ui/account-form';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/http';
import { IdentityError, loadIdentity, type Identity } from '../../../lib/identity';
import { saveProfile } from '../api/save-profile';
import { clearStorageAfterRegistration } from '../utils/quiz-storage';

/** Where registration stands: the form, waiting for the pool, the code dialog, or saving. */
export type RegistrationPhase = 'form' | 'signing-up' | 'code' | 'confirming' | 'saving';

export interface RegistrationOptions {
  answers: QuizAnswers;
  /** Called once the profile is saved and storage cleared; `confirmed` false on the cancel path. */
  onRegistered: (confirmed: boolean) => void;
  /** The identity service (default: the app's adapter, loaded on demand); tests pass a fake. */
  identity?: () => Promise<Identity>;
  /** The profile save (default: POST /user-profile); tests pass a spy. */
  save?: typeof saveProfile;
}

/** The user-facing text of an identity failure, in the user's language (the pool's text for the rest). */
export function identityErrorText(t: TFunction<'quiz'>, error: unknown): string {
  if (error instanceof IdentityError) {
    switch (error.code) {
      case 'UsernameExists':
        return t('errors.identity.usernameExists');
      case 'InvalidPassword':
        return t('errors.identity.invalidPassword');
      case 'InvalidParameter':
        return t('errors.identity.invalidParameter');
      case 'CodeMismatch':
        return t('errors.identity.codeMismatch');
      case 'ExpiredCode':
        return t('errors.identity.expiredCode');
      case 'LimitExceeded':
        return t('errors.identity.limitExceeded');
      case 'Network':
        return t('errors.identity.network');
      default:
        return error.message || t('errors.identity.unknown');
    }
  }
  if (error instanceof ApiError) return t('errors.identity.network');
  // The adapter's chunk could not be downloaded (offline), or something unforeseen.
  return error instanceof TypeError ? t('errors.identity.network') : t('errors.identity.unknown');
}

/** How long the registration waits for the sign-out after the save before moving on. */
const SIGN_OUT_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The owner's id token after confirmation: Amplify's auto sign-in, else a plain sign-in. */
async function ownerToken(identity: Identity, account: AccountFormValues): Promise<string> {
  try {
    const outcome = await identity.autoSignIn();
    if (outcome.kind === 'signed-in') return outcome.session.idToken;
  } catch {
    // e.g. the auto sign-in window passed: sign in with what the user just typed.
  }
  const outcome = await identity.signIn(account.username.trim(), account.password);
  if (outcome.kind === 'signed-in') return outcome.session.idToken;
  throw new IdentityError('Unknown', `Sign-in after confirmation stopped at "${outcome.kind}"`);
}

export function useRegistration({
  answers,
  onRegistered,
  identity: getIdentity = loadIdentity,
  save = saveProfile,
}: RegistrationOptions) {
  const { t } = useTranslation('quiz');
  const [phase, setPhase] = useState<RegistrationPhase>('form');
  const [codeError, setCodeError] = useState<string | null>(null);
  /** The failure dialog's text ('Registration failed: …', 'Lambda returned status …'), or null. */
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState<string>();
  const account = useRef<AccountFormValues | null>(null);
  const identity = useRef<Identity | null>(null);

  const fail = useCallback((text: string) => {
    setFailure(text);
    setPhase('form');
  }, []);

  const finish = useCallback(
    async (confirmed: boolean) => {
      const values = account.current;
      const pool = identity.current;
      if (!values || !pool) return;
      setPhase('saving');
      let token: string | null = null;
      if (confirmed) {
        try {
          token = await ownerToken(pool, values);
        } catch (error) {
          fail(t('errors.registrationFailed', { message: identityErrorText(t, error) }));
          return;
        }
      }
      try {
        await save(toRegistrationPayload(answers, values), token);
      } catch (error) {
        if (error instanceof ApiError && error.failure.kind === 'status') {
          fail(t('errors.lambdaStatus', { status: error.failure.status }));
        } else {
          fail(t('errors.registrationFailed', { message: identityErrorText(t, error) }));
        }
        return;
      }
      // The auto sign-in was only for the save: the user logs in next (spec §4). Without a token
      // nobody is signed in; and a sign-out that hangs must not keep the user here.
      if (token) await Promise.race([pool.signOut().catch(() => undefined), delay(SIGN_OUT_WAIT_MS)]);
      // Unconfirmed, the saved profile stays pending, and the API never serves a pending profile:
      // the quiz's answers stay in this browser, so the owner's first sign-in completes it at once.
      clearStorageAfterRegistration(undefined, undefined, { keepQuizAnswers: !confirmed });
      onRegistered(confirmed);
    },
    [answers, fail, onRegistered, save, t],
  );

  const submit = useCallback(
    async (values: AccountFormValues) => {
      account.current = values;
      setEmail(values.email);
      setFailure(null);
      setPhase('signing-up');
      try {
        identity.current ??= await getIdentity();
        const result = await identity.current.signUp({
          username: values.username.trim(),
          email: values.email,
          password: values.password,
        });
        if (result.next === 'confirm') {
          setCodeError(null);
          setPhase('code');
          return;
        }
        await finish(true);
      } catch (error) {
        fail(t('errors.registrationFailed', { message: identityErrorText(t, error) }));
      }
    },
    [fail, finish, getIdentity, t],
  );

  const confirm = useCallback(
    async (code: string) => {
      const values = account.current;
      const pool = identity.current;
      if (!values || !pool) return;
      setPhase('confirming');
      setCodeError(null);
      try {
        await pool.confirmSignUp(values.username.trim(), code);
      } catch (error) {
        // Shown in the code dialog, which stays open: the user may correct the code or cancel.
        setCodeError(t('errors.confirmationFailed', { message: identityErrorText(t, error) }));
        setPhase('code');
        return;
      }
      await finish(true);
    },
    [finish, t],
  );

  /** The code dialog dismissed: no confirm, the profile is still saved (spec §4). */
  const cancel = useCallback(() => {
    setCodeError(null);
    void finish(false);
  }, [finish]);

  return {
    phase,
    codeError,
    failure,
    email,
    submit: (values: AccountFormValues) => void submit(values),
    confirm: (code: string) => void confirm(code),
    cancel,
    dismissFailure: () => setFailure(null),
  };
}
