/**
 * The signed-in routes' layout route (signed-in spec §2, Access): the guard, then the app's frame.
 * While the guard checks it shows a full-screen spinner; with no token, no session or a token the
 * API refuses it goes to /login, replacing history. An account without a profile goes to the quiz
 * to complete it; an unreachable API or user pool keeps the session and says so, with a retry.
 * This module (and with it TanStack Query and the identity service) loads only when a signed-in
 * route is opened.
 */
import { MalformedResponseError } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { FullScreenSpinner } from '@diet/ui/full-screen-spinner';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { PATHS } from '../../config/routes';
import { COMPLETE_PROFILE_STATE } from '../../features/quiz/utils/complete-profile-state';
import { onUnauthorized } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { loadIdentity } from '../../lib/identity';
import { queryClient } from '../../lib/query/client';
import { readToken } from '../../lib/storage/caches';
import { runGuard } from '../../shared/api/guard';
import { useRouteMeta } from '../../shared/route-meta';
import { endSession, sessionsEndedSoFar } from '../../shared/session';
import { AppFrame } from './app-frame';

function Guard() {
  useRouteMeta();
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  // The sessions ended before this guard mounted: once the count moves on, this guard's session
  // has ended (log out, or a refused token) and the next page is on its way.
  const [endedBefore] = useState(sessionsEndedSoFar);
  const ended = sessionsEndedSoFar() !== endedBefore;
  // The API refused the token (during the guard's refreshes or later): the session is over. A
  // refusal that comes back after it ended (a request still in flight at log out) changes nothing.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (sessionsEndedSoFar() === endedBefore) void endSession(navigate, PATHS.login);
      }),
    [navigate, endedBefore],
  );
  // The token this visit started with: re-renders while the session ends (storage already cleared,
  // the next page still loading) must not start a new check that would redirect to /login.
  const [token] = useState(readToken);
  const guard = useQuery({
    // Keyed by the stored token: a new sign-in checks afresh; moving between pages does not.
    queryKey: ['guard', token],
    queryFn: () =>
      runGuard({
        client: queryClient,
        session: async () => (await loadIdentity()).currentSession(),
      }),
    staleTime: Infinity,
    gcTime: 0,
  });
  // The session has ended and its queries are dropped (the guard would check again, find no session
  // and redirect to /login over the page the log out is going to): show nothing until it leaves.
  if (ended && !(guard.isSuccess && guard.data.status === 'signed-in')) return null;
  if (guard.isPending) return <FullScreenSpinner label={t('checking')} />;
  if (guard.isError) {
    // The API or the user pool could not be reached (or failed): the session is kept; say which,
    // and offer to try again.
    const api = guard.error instanceof ApiError || guard.error instanceof MalformedResponseError;
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-5 px-6 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-balance">
          {t(api ? 'unreachable.apiTitle' : 'unreachable.title')}
        </h1>
        <p className="text-lg text-muted-fg">{t(api ? 'unreachable.apiBody' : 'unreachable.body')}</p>
        <Button onClick={() => void guard.refetch()} disabled={guard.isFetching}>
          {t('unreachable.retry')}
        </Button>
      </main>
    );
  }
  if (guard.data.status === 'signed-out') return <Navigate to={PATHS.login} replace />;
  // Signed in, but no profile for this account yet: the quiz completes it with the owner's token.
  if (guard.data.status === 'no-profile') {
    return <Navigate to={PATHS.registration} replace state={COMPLETE_PROFILE_STATE} />;
  }
  const email = typeof guard.data.claims.email === 'string' ? guard.data.claims.email : '';
  return <AppFrame email={email || (guard.data.profile.email ?? '')} claims={guard.data.claims} />;
}

export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Guard />
    </QueryClientProvider>
  );
}
