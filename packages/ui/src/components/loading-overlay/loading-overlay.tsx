import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { Spinner } from '../spinner/index.js';

export type LoadingOverlayProps = ComponentProps<'div'> & {
  /** Whether the overlay shows; while it does the region is `aria-busy` and takes no pointer input. */
  active: boolean;
  /** Text under the spinner, e.g. the spec's "Saving..."; without it the kit's "Loading…" is only read out. */
  label?: ReactNode;
  /**
   * `contained` (default) covers this wrapper, which is positioned for it; `page` covers the whole
   * viewport while the wrapper still carries `aria-busy`.
   */
  cover?: 'contained' | 'page';
};

/** Wraps a region and, while `active`, covers it with a translucent layer and a spinner (e.g. during saves). */
export function LoadingOverlay({
  active,
  label,
  cover = 'contained',
  className,
  children,
  ...props
}: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      data-state={active ? 'active' : 'idle'}
      aria-busy={active || undefined}
      className={cn('diet:relative', className)}
      {...props}
    >
      {children}
      {active ? (
        <div
          data-slot="loading-overlay-layer"
          className={cn(
            'diet:z-40 diet:flex diet:cursor-wait diet:items-center diet:justify-center diet:bg-surface/75 diet:backdrop-blur-[1px]',
            cover === 'page'
              ? 'diet:fixed diet:inset-0'
              : 'diet:absolute diet:inset-0 diet:rounded-[inherit]',
          )}
        >
          <Spinner
            size="lg"
            label={label}
            showLabel={label !== undefined}
            className="diet:flex-col diet:rounded-md diet:bg-surface diet:px-5 diet:py-4 diet:shadow-card"
          />
        </div>
      ) : null}
    </div>
  );
}
