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
    root: 'gap-3 rounded-lg bg-surface px-6 py-10 shadow-card',
    halo: 'size-20',
    disc: 'size-14 [&_svg]:size-7',
    dotTop: 'top-1 right-1 size-3',
    dotBottom: 'bottom-2 left-0 size-2',
    title: 'text-base',
  },
  sm: {
    root: 'gap-2 rounded-md border border-border bg-surface px-4 py-6',
    halo: 'size-14',
    disc: 'size-10 [&_svg]:size-5',
    dotTop: 'top-0.5 right-0.5 size-2',
    dotBottom: 'bottom-1 left-0 size-1.5',
    title: 'text-sm',
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
      className={cn('flex flex-col items-center text-center', sizes[size].root, className)}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className={cn(
            'relative mb-1 flex items-center justify-center rounded-full bg-primary-soft/50',
            sizes[size].halo,
          )}
        >
          <span
            className={cn(
              'flex items-center justify-center rounded-full bg-primary-soft text-primary',
              sizes[size].disc,
            )}
          >
            {icon}
          </span>
          <span className={cn('absolute rounded-full bg-secondary-hover', sizes[size].dotTop)} />
          <span className={cn('absolute rounded-full bg-primary/25', sizes[size].dotBottom)} />
        </div>
      ) : null}
      <Title data-slot="empty-state-title" className={cn('font-semibold text-fg', sizes[size].title)}>
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-fg">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-1">
          {action}
        </div>
      ) : null}
    </div>
  );
}
