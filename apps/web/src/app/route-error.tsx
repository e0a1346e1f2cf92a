import { Button } from '@diet/ui/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { PATHS } from '../config/routes';
import { Logo } from '../shared/components/logo';

/** A page that failed to load (its code could not be fetched, or it threw): say so, offer a way on. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('site');
  const offline = !isRouteErrorResponse(error) && error instanceof TypeError;
  if (!offline) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-5 px-6 py-16">
      <a href={PATHS.home} className="text-xl font-bold text-fg no-underline">
        <Logo />
      </a>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t('routeError.title')}</h1>
      <p className="text-lg text-muted-fg">{offline ? t('routeError.offline') : t('routeError.body')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="outline">
          <a href={PATHS.home}>{t('routeError.home')}</a>
        </Button>
      </div>
    </main>
  );
}
