import { Button } from '@diet/ui/button';
import { Roadmap, RoadmapItem } from '@diet/ui/coming-soon';
import { Icon, type IconName } from '@diet/ui/icon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

/** The plans, in the order the page lists them, each with its icon. */
const PLANS: readonly { key: string; icon: IconName }[] = [
  { key: 'prices', icon: 'store' },
  { key: 'diets', icon: 'check-circle' },
  { key: 'family', icon: 'share' },
  { key: 'offline', icon: 'scan' },
  { key: 'alerts', icon: 'bell' },
];

/**
 * /coming-soon, the sidebar's "Upcoming" (signed-in spec §2: 'Upcoming...'; issue 31): a short,
 * honest roadmap. What is planned next, said to be not in the app yet and without dates; nothing on
 * it links to a feature that does not exist. Its one action asks the user what they miss (support).
 */
export default function RoadmapScreen() {
  const { t } = useTranslation('app');
  const listLabel = useId();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 md:px-8 md:py-12">
      <header className="flex max-w-2xl flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('comingSoon.title')}</h1>
        <p className="text-lg text-pretty text-muted-fg">{t('roadmap.intro')}</p>
      </header>
      <section aria-labelledby={listLabel}>
        <h2 id={listLabel} className="sr-only">
          {t('roadmap.listLabel')}
        </h2>
        <Roadmap>
          {PLANS.map((plan) => (
            <RoadmapItem
              key={plan.key}
              headingLevel={3}
              icon={<Icon name={plan.icon} />}
              title={t(`roadmap.items.${plan.key}.title`)}
              description={t(`roadmap.items.${plan.key}.body`)}
            />
          ))}
        </Roadmap>
      </section>
      <section className="flex flex-col items-start gap-3 rounded-lg border border-border p-5 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t('roadmap.ask.title')}</h2>
          <p className="text-pretty text-muted-fg">{t('roadmap.ask.body')}</p>
        </div>
        <Button
          asChild
          variant="outline"
          className="h-auto min-h-11 shrink-0 py-2 text-center whitespace-normal"
        >
          <RouterLink href={PATHS.support}>{t('roadmap.ask.action')}</RouterLink>
        </Button>
      </section>
    </div>
  );
}
