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

/** What a list or section shows when it has nothing: an icon, a message, maybe an action. */
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
        'flex flex-col items-center text-center',
        size === 'md' ? 'gap-3 rounded-lg border border-dashed border-border px-6 py-10' : 'gap-2 px-4 py-6',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className={cn(
            'flex items-center justify-center rounded-full bg-muted text-muted-fg',
            size === 'md' ? 'size-12 [&_svg]:size-6' : 'size-9 [&_svg]:size-5',
          )}
        >
          {icon}
        </div>
      ) : null}
      <Title
        data-slot="empty-state-title"
        className={cn('font-semibold text-fg', size === 'md' ? 'text-base' : 'text-sm')}
      >
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
