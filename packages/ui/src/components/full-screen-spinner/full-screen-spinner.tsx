import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { Spinner } from '../spinner/index.js';

export type FullScreenSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is loading; default the kit's "Loading…" (read out, not shown unless `showLabel`). */
  label?: ReactNode;
  /** Show the label under the spinner. */
  showLabel?: boolean;
};

/** Covers the whole viewport with the canvas colour and a centred spinner, e.g. while the route guard checks the sign-in. */
export function FullScreenSpinner({ label, showLabel = false, className, ...props }: FullScreenSpinnerProps) {
  return (
    <div
      data-slot="full-screen-spinner"
      className={cn(
        'diet:fixed diet:inset-0 diet:z-50 diet:grid diet:place-items-center diet:bg-canvas',
        className,
      )}
      {...props}
    >
      <Spinner size="xl" label={label} showLabel={showLabel} className="diet:flex-col" />
    </div>
  );
}
