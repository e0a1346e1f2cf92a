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
      className={cn('relative', className)}
      {...props}
    >
      {children}
      {active ? (
        <div
          data-slot="loading-overlay-layer"
          className={cn(
            'z-40 flex cursor-wait items-center justify-center bg-surface/75 backdrop-blur-[1px]',
            cover === 'page' ? 'fixed inset-0' : 'absolute inset-0 rounded-[inherit]',
          )}
        >
          <Spinner
            size="lg"
            label={label}
            showLabel={label !== undefined}
            className="flex-col rounded-md bg-surface px-5 py-4 shadow-card"
          />
        </div>
      ) : null}
    </div>
  );
}
