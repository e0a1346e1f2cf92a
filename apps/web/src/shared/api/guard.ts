/**
 * The route guard's check (signed-in spec §2, §4): no token or no session → signed out; otherwise
 * the profile is refreshed, and its failures are told apart: the API refusing the token (401) →
 * signed out; no profile for this account (404: the profile was never saved, say the tab closed
 * after the code) → `no-profile`, so the owner can complete it; the API unreachable, slow or failing
 * (network, timeout, 5xx) → the check rejects and the session is kept (the layout says DietCheck
 * cannot be reached and offers to try again). Then categories and products are refreshed (each
 * reused while fresh); their failures are logged and swallowed: the screens show what they have.
 */
import { STORAGE_KEYS, userProfileSchema, type UserProfile } from '@diet/domain';
import type { QueryClient } from '@tanstack/react-query';

import { textClaim, tokenClaims } from '../../lib/api/token';
import { ApiError } from '../../lib/http';
import type { IdentitySession } from '../../lib/identity/types';
import { queryKeys } from '../../lib/query/client';
import { readCache, readToken, writeToken } from '../../lib/storage/caches';
import { categoriesQuery, productsQuery, profileQuery } from './catalogue';

export type GuardOutcome =
  | { status: 'signed-out'; reason: 'no-token' | 'no-session' | 'unauthorized' }
  | { status: 'no-profile'; email: string; claims: Record<string, unknown> }
  | { status: 'signed-in'; profile: UserProfile; claims: Record<string, unknown> };

export interface GuardDeps {
  client: QueryClient;
  /** The identity session (refreshed when expired), or null. Rejects when the pool is unreachable. */
  session: () => Promise<IdentitySession | null>;
  storage?: Storage;
  log?: (message: string, error: unknown) => void;
}

export async function runGuard({
  client,
  session: currentSession,
  storage = localStorage,
  log = (message, error) => console.warn(message, error),
}: GuardDeps): Promise<GuardOutcome> {
  if (!readToken(storage)) return { status: 'signed-out', reason: 'no-token' };
  const session = await currentSession();
  if (!session) return { status: 'signed-out', reason: 'no-session' };
  // A refreshed session has a new id token: `token` follows it.
  if (readToken(storage) !== session.idToken) writeToken(session.idToken, storage);
  const claims = tokenClaims(session.idToken);
  const email = textClaim(claims, 'email') ?? session.email ?? '';
  dropAnotherAccountsCaches(client, storage, email);
  let profile: UserProfile;
  try {
    profile = await client.fetchQuery(profileQuery(email));
  } catch (error) {
    log('Profile fetch failed', error);
    const status = error instanceof ApiError && error.failure.kind === 'status' ? error.failure.status : null;
    if (status === 401) return { status: 'signed-out', reason: 'unauthorized' };
    if (status === 404) return { status: 'no-profile', email, claims };
    // Unreachable, timed out, a server error or an unreadable answer: not a reason to sign out.
    throw error;
  }
  try {
    await client.fetchQuery(categoriesQuery());
  } catch (error) {
    log('Categories fetch failed or malformed', error);
  }
  try {
    await client.fetchQuery(productsQuery(profile));
  } catch (error) {
    log('Products fetch failed', error);
  }
  return { status: 'signed-in', profile, claims };
}

/**
 * Someone else signed in on this browser without logging out: the stored profile and products are
 * the previous account's (the API would refuse them as not theirs). They are dropped, so this user's
 * are fetched. Categories are the same for everyone and stay.
 */
function dropAnotherAccountsCaches(client: QueryClient, storage: Storage, email: string): void {
  const cached = readCache(STORAGE_KEYS.userProfileCache, userProfileSchema, storage)?.data;
  const cachedEmail = cached?.email?.trim().toLowerCase();
  if (!cachedEmail || !email || cachedEmail === email.trim().toLowerCase()) return;
  storage.removeItem(STORAGE_KEYS.userProfileCache);
  storage.removeItem(STORAGE_KEYS.productsCache);
  storage.removeItem(STORAGE_KEYS.recentProducts);
  storage.removeItem(STORAGE_KEYS.unsavedListItems);
  client.removeQueries({ queryKey: queryKeys.profile, exact: true });
  client.removeQueries({ queryKey: queryKeys.products, exact: true });
  client.removeQueries({ queryKey: queryKeys.history, exact: true });
  client.removeQueries({ queryKey: queryKeys.favorites, exact: true });
  client.removeQueries({ queryKey: ['product-pages'] });
  client.removeQueries({ queryKey: ['resolved'] });
}
