'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { MoodIcon } from '../mood-icon/index.js';

export type MissionBlockProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The block's heading (`h2`), e.g. "Our mission". */
  title: ReactNode;
  /** The mission text. */
  text: ReactNode;
};

/** The about page's mission: a heading and text with the three traffic-light mood icons. */
export function MissionBlock({ title, text, className, ...props }: MissionBlockProps) {
  const titleId = useId();
  return (
    <section
      data-slot="mission-block"
      aria-labelledby={titleId}
      className={cn(
        'diet:flex diet:w-full diet:flex-col diet:items-center diet:gap-6 diet:rounded-lg diet:bg-surface diet:p-8 diet:text-center diet:shadow-card diet:md:p-12',
        className,
      )}
      {...props}
    >
      <div className="diet:flex diet:items-center diet:gap-3" data-slot="mission-block-moods">
        <MoodIcon verdict="green" size="xl" />
        <MoodIcon verdict="yellow" size="xl" />
        <MoodIcon verdict="red" size="xl" />
      </div>
      <h2
        id={titleId}
        className="diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg"
      >
        {title}
      </h2>
      <div className="diet:max-w-2xl diet:text-lg diet:leading-relaxed diet:text-pretty diet:text-muted-fg">
        {text}
      </div>
    </section>
  );
}
