/**
 * What the signed-in screens share: who is signed in (the token's claims and e-mail, from the
 * guard), the live profile, categories and products (the spec's caches, through TanStack Query),
 * the header's search text, and in-app messages (the spec's alerts, as toasts).
 */
import type { Category, IntoleranceCode, Product, UserProfile } from '@diet/domain';
import type { ToastInput } from '@diet/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router-dom';

import type { PATHS } from '../config/routes';
import { textClaim, type TokenClaims } from '../lib/api/token';
import { loadIdentity } from '../lib/identity';
import { queryClient } from '../lib/query/client';
import { clearAllStorage } from '../lib/storage/caches';
import { categoriesQuery, productsQuery, profileQuery } from './api/catalogue';

export interface SignedIn {
  email: string;
  claims: TokenClaims;
  /** Shows an in-app message (the spec's alerts); returns its id. */
  notify: (toast: ToastInput) => string;
  /** Takes an in-app message away by its id (nothing happens when it is gone already). */
  dismiss: (id: string) => void;
  /** The header's search text, shared by the dashboard and favourites. */
  search: string;
  setSearch: (value: string) => void;
  /** Opens the barcode scanner. */
  openScanner: () => void;
}

export const SignedInContext = createContext<SignedIn | null>(null);

export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn is used outside the signed-in layout');
  return value;
}

/** The cached profile (undefined only if it could not be read, which the guard prevents). */
export function useProfile(): UserProfile | undefined {
  const { email } = useSignedIn();
  return useQuery(profileQuery(email)).data;
}

/** The products for the user (the guard has filled the cache); `isPending` only if it never loaded. */
export function useProducts() {
  const profile = useProfile();
  return useQuery({ ...productsQuery(profile), enabled: profile !== undefined });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}

/**
 * The categories as far as they are known (the guard loads them with the session), never asking
 * the API: for what only decorates, such as a product card's drawing without a photo.
 */
export function useKnownCategories(): Category[] | undefined {
  return useQuery({ ...categoriesQuery(), enabled: false }).data;
}

/** The name the app greets the user with: first name, username, or the token's name claims. */
export function displayName(profile: UserProfile | undefined, claims: TokenClaims): string {
  return (
    profile?.firstName?.trim() ||
    profile?.username?.trim() ||
    textClaim(claims, 'given_name') ||
    textClaim(claims, 'cognito:username') ||
    textClaim(claims, 'email') ||
    ''
  );
}

export type { Category, IntoleranceCode, Product };

let sessionsEnded = 0;
let ending: Promise<void> | undefined;

/**
 * How many sessions have ended in this page's life. The guard notes it when it mounts: once it has
 * moved on, that guard belongs to an ended session and must not act on it again (redirect, or end
 * it a second time on a late refused request).
 */
export function sessionsEndedSoFar(): number {
  return sessionsEnded;
}

/**
 * Ends the session: signs out of the pool, clears storage (but the language), goes to `to`, and only
 * then drops the queries (dropping them first would re-run the guard on the page being left).
 * A call while the session is already ending joins it: a request refused (401) during a log out
 * must not send the user to /login instead of home.
 */
export function endSession(
  navigate: NavigateFunction,
  to: typeof PATHS.home | typeof PATHS.login,
): Promise<void> {
  if (ending) return ending;
  sessionsEnded += 1;
  ending = (async () => {
    try {
      const identity = await loadIdentity();
      await identity.signOut();
    } catch (error) {
      // Signing out of the pool failed (offline): the local session is still cleared below.
      console.warn('Sign-out from the user pool failed', error);
    }
    clearAllStorage();
    await navigate(to, { replace: true });
    queryClient.clear();
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}
