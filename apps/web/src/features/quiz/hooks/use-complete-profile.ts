/**
 * Saving a signed-in owner's missing profile from the quiz's answers: who is signed in comes from
 * the identity session, the profile goes to `POST /user-profile` with the owner's token (no password:
 * the account exists already), and only the quiz's own stored answers are cleared afterwards (the
 * session stays: the user goes on to the dashboard).
 */
import {
  STORAGE_KEYS,
  toRegistrationPayload,
  type QuizAnswers,
  type RegistrationRequest,
} from '@diet/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { textClaim, tokenClaims } from '../../../lib/api/token';
import { ApiError } from '../../../lib/http';
import { loadIdentity, type Identity, type IdentitySession } from '../../../lib/identity';
import { saveProfile } from '../api/save-profile';

export interface CompleteProfileOptions {
  answers: QuizAnswers;
  /** Only for a signed-in owner sent here by the guard. */
  enabled: boolean;
  onSaved: () => void;
  identity?: () => Promise<Identity>;
  save?: typeof saveProfile;
}

/** The owner's profile from the quiz answers, without the account step's password fields. */
export function ownerProfilePayload(
  answers: QuizAnswers,
  username: string,
  email: string,
): RegistrationRequest {
  const {
    password: _password,
    confirmPassword: _confirm,
    ...payload
  } = toRegistrationPayload(answers, {
    username,
    email,
    password: '',
    confirmPassword: '',
  });
  return payload;
}

/** Who a session belongs to: its username, and the e-mail its id token names. */
function ownerOf(session: IdentitySession): { username: string; email: string } {
  return {
    username: session.username,
    email: textClaim(tokenClaims(session.idToken), 'email') ?? session.email ?? '',
  };
}

export function useCompleteProfile({
  answers,
  enabled,
  onSaved,
  identity = loadIdentity,
  save = saveProfile,
}: CompleteProfileOptions) {
  const { t } = useTranslation('quiz');
  const [owner, setOwner] = useState({ username: '', email: '' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The identity service as first given: who is signed in is read once, whatever re-renders.
  const identityRef = useRef(identity);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void identityRef
      .current()
      .then((service) => service.currentSession())
      .then((session) => {
        if (current && session) setOwner(ownerOf(session));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);

  const submit = useCallback(async () => {
    setSaving(true);
    setFailure(null);
    try {
      const session = await (await identityRef.current()).currentSession();
      if (!session) throw new Error(t('complete.signedOut'));
      const { username, email } = ownerOf(session);
      await save(ownerProfilePayload(answers, username, email), session.idToken);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.failure.kind === 'status') {
        setFailure(t('errors.lambdaStatus', { status: error.failure.status }));
      } else if (error instanceof ApiError) {
        setFailure(t('complete.unreachable'));
      } else {
        setFailure(t('errors.registrationFailed', { message: error instanceof Error ? error.message : '' }));
      }
      return;
    }
    try {
      localStorage.removeItem(STORAGE_KEYS.quizAnswers);
    } catch {
      // storage unavailable: nothing was kept
    }
    onSaved();
  }, [answers, onSaved, save, t]);

  return {
    ...owner,
    saving,
    failure,
    save: () => void submit(),
    dismissFailure: () => setFailure(null),
  };
}
