import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative icon above the title, e.g. `<Icon name="heart" />`. */
  icon?: ReactNode;
  /** The main message, e.g. the spec's "You don't have any favorites yet.". */
  title: ReactNode;
  /** An optional explanation under the title. */
  description?: ReactNode;
  /** An optional action, e.g. a Button or a link styled as one. */
  action?: ReactNode;
  /** Element for the title: a heading when the empty state stands for a whole section (default `p`). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** `sm` for a line inside a list or carousel; `md` (default) for a section. */
  size?: 'sm' | 'md';
};

/** Each size's classes, part by part. */
const sizes = {
  md: {
    root: 'diet:gap-3 diet:rounded-lg diet:bg-surface diet:px-6 diet:py-10 diet:shadow-card',
    halo: 'diet:size-20',
    disc: 'diet:size-14 diet:[&_svg]:size-7',
    dotTop: 'diet:top-1 diet:right-1 diet:size-3',
    dotBottom: 'diet:bottom-2 diet:left-0 diet:size-2',
    title: 'diet:text-base',
  },
  sm: {
    root: 'diet:gap-2 diet:rounded-md diet:border diet:border-border diet:bg-surface diet:px-4 diet:py-6',
    halo: 'diet:size-14',
    disc: 'diet:size-10 diet:[&_svg]:size-5',
    dotTop: 'diet:top-0.5 diet:right-0.5 diet:size-2',
    dotBottom: 'diet:bottom-1 diet:left-0 diet:size-1.5',
    title: 'diet:text-sm',
  },
} as const;

/**
 * What a list or section shows when it has nothing: a small illustration (the icon on a primary
 * disc with a halo and two dots of the palette), a message and, best, the next step as `action`.
 * A surface card: `md` with the card shadow for a section, `sm` with a border inside a list.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'p',
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-size={size}
      className={cn(
        'diet:flex diet:flex-col diet:items-center diet:text-center',
        sizes[size].root,
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className={cn(
            'diet:relative diet:mb-1 diet:flex diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft/50',
            sizes[size].halo,
          )}
        >
          <span
            className={cn(
              'diet:flex diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft diet:text-primary',
              sizes[size].disc,
            )}
          >
            {icon}
          </span>
          <span
            className={cn('diet:absolute diet:rounded-full diet:bg-secondary-hover', sizes[size].dotTop)}
          />
          <span className={cn('diet:absolute diet:rounded-full diet:bg-primary/25', sizes[size].dotBottom)} />
        </div>
      ) : null}
      <Title
        data-slot="empty-state-title"
        className={cn('diet:font-semibold diet:text-fg', sizes[size].title)}
      >
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="diet:max-w-prose diet:text-sm diet:text-muted-fg">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="diet:mt-1">
          {action}
        </div>
      ) : null}
    </div>
  );
}
