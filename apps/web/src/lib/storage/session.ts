/**
 * The signed-in entries of browser storage (public-site spec §3, §4): `token`, the identity (id)
 * token the API takes as a bearer, and `user`, the sign-in result. Written at login; the route guard
 * of the signed-in app reads `token`.
 */
import { STORAGE_KEYS } from '@diet/domain';

import type { IdentitySession } from '../identity/types';

/** What is stored under `user`: Amplify's sign-in result, and whose it is. */
export type StoredSignIn = {
  isSignedIn: true;
  nextStep: { signInStep: 'DONE' };
  userId: string;
  username: string;
  email?: string;
};

export function signInResultOf(session: IdentitySession): StoredSignIn {
  return {
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
    userId: session.userId,
    username: session.username,
    ...(session.email ? { email: session.email } : {}),
  };
}

/** Stores `token` and `user` after a sign-in. */
export function storeSignIn(session: IdentitySession, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, session.idToken);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(signInResultOf(session)));
}
