import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../empty-state/index.js';
import { Icon } from '../icon/index.js';

export type ComingSoonProps = Omit<ComponentProps<typeof EmptyState>, 'title' | 'titleAs'> & {
  /** The heading. Default: the kit's "Feature coming soon". */
  title?: ReactNode;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3;
};

/** The placeholder of features that are not built yet (subscription, placeholder pages): "Feature coming soon". */
export function ComingSoon({ title, headingLevel = 2, icon, ...props }: ComingSoonProps) {
  const { t } = useTranslation('ui');
  return (
    <EmptyState
      data-slot="coming-soon"
      icon={icon ?? <Icon name="calendar" />}
      title={title ?? t('comingSoon.title')}
      titleAs={`h${headingLevel}`}
      {...props}
    />
  );
}
