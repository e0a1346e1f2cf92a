/**
 * The identity service, loaded on demand: `loadIdentity()` downloads the Amplify adapter the first
 * time a screen needs it (login, the quiz's account step, signed-in routes) and returns the same
 * instance afterwards. Public pages never call it, so they never download Amplify. Screens import
 * the types from here and never `aws-amplify` itself.
 */
import type { Identity } from './types';

export * from './types';

let loading: Promise<Identity> | undefined;

/** The app's identity adapter (one instance, Amplify configured once). */
export function loadIdentity(): Promise<Identity> {
  loading ??= import('./amplify').then(
    (module) => module.createIdentity(),
    (error: unknown) => {
      // A failed download (offline) may succeed on the next attempt.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
