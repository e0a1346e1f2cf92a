import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

/**
 * /subscription (signed-in spec §1: the product is free; premium features may come later): there is
 * no plan to choose, and the page says so plainly instead of a 'Feature coming soon' placeholder
 * (issue 31: no navigation item leads to one), then leads back to the dashboard.
 */
export default function SubscriptionScreen() {
  const { t } = useTranslation('account');
  return (
    <div className="pt-2">
      <EmptyState
        icon={<Icon name="check-circle" />}
        title={t('subscription.title')}
        titleAs="h2"
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
