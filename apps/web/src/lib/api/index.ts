/**
 * The signed-in app's API: one call function on the shared `ky` instance, with the token of the
 * identity session. A refused token (401) is reported to whoever listens (the app layout signs the
 * user out to /login).
 */
import { http } from '../http';
import { loadIdentity } from '../identity';
import { writeToken } from '../storage/caches';
import { createSignedInApi, MissingTokenError } from './signed-in';

export * from './signed-in';
export * from './token';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Subscribes to refused tokens; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The identity token of the current session (refreshed by the identity service when expired); it
 * is also kept under `token`, which the guard reads.
 */
export async function sessionToken(options: { forceRefresh?: boolean } = {}): Promise<string> {
  const identity = await loadIdentity();
  const session = await identity.currentSession(options);
  if (!session) throw new MissingTokenError();
  if (localStorage.getItem('token') !== session.idToken) writeToken(session.idToken);
  return session.idToken;
}

export const callApi = createSignedInApi({
  client: http,
  token: () => sessionToken(),
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener();
  },
});
