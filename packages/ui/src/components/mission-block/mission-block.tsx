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
        'flex w-full flex-col items-center gap-6 rounded-lg bg-surface p-8 text-center shadow-card md:p-12',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3" data-slot="mission-block-moods">
        <MoodIcon verdict="green" size="xl" />
        <MoodIcon verdict="yellow" size="xl" />
        <MoodIcon verdict="red" size="xl" />
      </div>
      <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-fg">
        {title}
      </h2>
      <div className="max-w-2xl text-lg leading-relaxed text-pretty text-muted-fg">{text}</div>
    </section>
  );
}
