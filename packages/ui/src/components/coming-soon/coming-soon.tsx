'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { EmptyState } from '../empty-state/index.js';
import { Icon } from '../icon/index.js';

export type ComingSoonProps = Omit<ComponentProps<typeof EmptyState>, 'title' | 'titleAs'> & {
  /** The heading. Default: the kit's "Feature coming soon". */
  title?: ReactNode;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3;
};

/**
 * The placeholder of a feature that is not built yet: "Feature coming soon". For what is planned
 * next, a `Roadmap` says more than a placeholder does.
 */
export function ComingSoon({ title, headingLevel = 2, icon, ...props }: ComingSoonProps) {
  const { t } = useUiTranslation();
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
