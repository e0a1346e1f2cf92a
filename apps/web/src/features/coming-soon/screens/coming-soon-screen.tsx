import { Button } from '@diet/ui/button';
import { ComingSoon } from '@diet/ui/coming-soon';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

const TITLES: Record<string, string> = {
  [PATHS.discover]: 'discover',
  [PATHS.comingSoon]: 'comingSoon',
};

/**
 * Discover, the shopping lists and Upcoming (signed-in spec §2: content not shown): the page's
 * name and an honest 'Feature coming soon', with what the user can do meanwhile.
 */
export default function ComingSoonScreen() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const key = TITLES[pathname.replace(/\/+$/, '')] ?? 'comingSoon';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t(`${key}.title`)}</h1>
      <ComingSoon
        description={t(`${key}.body`)}
        action={
          <Button asChild>
            <RouterLink href={PATHS.dashboard}>{t('comingSoonPage.back')}</RouterLink>
          </Button>
        }
      />
    </div>
  );
}
