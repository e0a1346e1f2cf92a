import { Spinner } from '@diet/ui/spinner';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load (rarely seen: routes load before they render). */
export function PageLoading() {
  const { t } = useTranslation('site');
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}
