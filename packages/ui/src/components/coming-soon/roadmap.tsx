import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export type RoadmapProps = ComponentProps<'ul'>;

/**
 * What is planned next, as a list of `RoadmapItem`s, one under the other (read in order). Every item
 * is a plan, not a feature: the page around it says so (nothing here links into the app).
 */
export function Roadmap({ className, ...props }: RoadmapProps) {
  return (
    <ul
      data-slot="roadmap"
      className={cn('diet:grid diet:list-none diet:gap-4 diet:p-0', className)}
      {...props}
    />
  );
}

export type RoadmapItemProps = Omit<ComponentProps<'li'>, 'title'> & {
  /** A decorative icon for the plan, e.g. `<Icon name="store" />`. */
  icon?: ReactNode;
  /** The plan's name, e.g. "Price comparison across stores". */
  title: ReactNode;
  /** One or two sentences on what it will do for the user. */
  description: ReactNode;
  /** Level of the title's heading. Default 2 (under the page's `h1`). */
  headingLevel?: 2 | 3;
};

/** One plan of a `Roadmap`: the icon on a soft disc, the plan's name as a heading, what it will do. */
export function RoadmapItem({
  icon,
  title,
  description,
  headingLevel = 2,
  className,
  ...props
}: RoadmapItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      data-slot="roadmap-item"
      className={cn(
        'diet:flex diet:gap-4 diet:rounded-lg diet:bg-surface diet:p-5 diet:shadow-card',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="diet:flex diet:size-11 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft diet:text-primary diet:[&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-1">
        <Heading className="diet:text-base diet:font-semibold diet:text-balance diet:text-fg">
          {title}
        </Heading>
        <p className="diet:text-sm diet:text-pretty diet:text-muted-fg">{description}</p>
      </div>
    </li>
  );
}
