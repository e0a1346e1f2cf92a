import { Button } from '@diet/ui/button';
import { ComingSoon } from '@diet/ui/coming-soon';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

/**
 * /subscription (signed-in spec §2: 'Feature coming soon'): there is no plan to choose yet. The
 * page says so honestly (the product is free; premium features may come later, spec §1) and leads
 * back to the dashboard.
 */
export default function SubscriptionScreen() {
  const { t } = useTranslation('account');
  return (
    <div className="pt-2">
      <ComingSoon
        headingLevel={2}
        description={t('subscription.body')}
        action={
          <Button asChild variant="outline" className="h-auto min-h-11 py-2 text-center whitespace-normal">
            <RouterLink href={PATHS.dashboard}>{t('subscription.back')}</RouterLink>
          </Button>
        }
      />
    </div>
  );
}
