import { Icon, type IconName } from '@diet/ui/icon';
import type { ComponentProps } from 'react';

export type SectionHeadingProps = ComponentProps<'h2'> & {
  icon: IconName;
  /** A number shown after the title (how many items), read out as `countLabel`. */
  count?: number;
  countLabel?: string;
};

/**
 * A section's heading with its icon, and a count after it. The heading takes the focus
 * (programmatically only) when the last card of its section goes, so a keyboard user keeps their
 * place.
 */
export function SectionHeading({
  icon,
  count,
  countLabel,
  children,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div className={`flex items-center gap-2.5 ${className ?? ''}`}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5"
      >
        <Icon name={icon} />
      </span>
      <h2
        tabIndex={-1}
        className="min-w-0 rounded-sm text-xl font-bold tracking-tight text-balance text-fg outline-none focus-visible:ring-4 focus-visible:ring-focus md:text-2xl"
        {...props}
      >
        {children}
      </h2>
      {count !== undefined ? (
        <p className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-muted px-2 text-sm font-semibold text-muted-fg">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{countLabel}</span>
        </p>
      ) : null}
    </div>
  );
}
