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
        'diet:flex diet:aspect-video diet:w-full diet:flex-col diet:items-center diet:justify-center diet:gap-3 diet:rounded-lg diet:border diet:border-border diet:bg-linear-to-br diet:from-primary-soft diet:to-surface diet:p-6 diet:text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="diet:inline-flex diet:size-16 diet:items-center diet:justify-center diet:rounded-full diet:bg-surface diet:text-primary diet:shadow-card"
      >
        <Clapperboard className="diet:size-8" />
      </span>
      <p className="diet:text-lg diet:font-semibold diet:text-fg">
        {title ?? t('videoPlaceholder.comingSoon')}
      </p>
      {description ? <p className="diet:max-w-md diet:text-sm diet:text-muted-fg">{description}</p> : null}
    </div>
  );
}
