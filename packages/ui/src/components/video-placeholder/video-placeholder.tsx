'use client';

import { Clapperboard } from '../icon/glyphs.js';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export type VideoPlaceholderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The main line. Default: the kit's "Video coming soon". */
  title?: ReactNode;
  /** A second line, e.g. what the video will show. */
  description?: ReactNode;
};

/** A 16:9 block that stands in for a video that is not published yet. */
export function VideoPlaceholder({ title, description, className, ...props }: VideoPlaceholderProps) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="video-placeholder"
      className={cn(
        'flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg border border-border bg-linear-to-br from-primary-soft to-surface p-6 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-full bg-surface text-primary shadow-card"
      >
        <Clapperboard className="size-8" />
      </span>
      <p className="text-lg font-semibold text-fg">{title ?? t('videoPlaceholder.comingSoon')}</p>
      {description ? <p className="max-w-md text-sm text-muted-fg">{description}</p> : null}
    </div>
  );
}
