'use client';

import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children' | 'asChild'> & {
  /** The visible label, associated with the switch. */
  label: ReactNode;
  /** Smaller text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
};

/**
 * An on/off switch (Radix) with its label and an optional description, laid out as a settings row:
 * the label on the left, the switch on the right, and the whole row toggles it (the label's click
 * area covers the row).
 */
export function Switch({ label, description, className, id, disabled, style, ...props }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? `switch${autoId}`;
  const descriptionId = `${controlId}-description`;
  return (
    <div
      data-slot="switch"
      data-disabled={disabled ? '' : undefined}
      className={cn('diet:relative diet:flex diet:items-start diet:justify-between diet:gap-4', className)}
      style={style}
    >
      <div className="diet:grid diet:min-w-0 diet:gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            "diet:text-base diet:leading-6 diet:break-words diet:after:absolute diet:after:inset-0 diet:after:content-['']",
            disabled ? 'diet:cursor-not-allowed diet:text-muted-fg' : 'diet:cursor-pointer diet:text-fg',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="diet:text-sm diet:break-words diet:text-muted-fg">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={controlId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        data-slot="switch-control"
        className={cn(
          'diet:relative diet:inline-flex diet:h-6 diet:w-11 diet:shrink-0 diet:items-center diet:rounded-full diet:border-2 diet:border-border-strong diet:bg-muted diet:p-0.5',
          'diet:transition-colors diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
          'diet:data-[state=checked]:border-primary diet:data-[state=checked]:bg-primary',
          'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'diet:block diet:size-4 diet:rounded-full diet:bg-border-strong diet:shadow-card diet:transition-transform diet:motion-reduce:transition-none',
            'diet:data-[state=checked]:translate-x-5 diet:data-[state=checked]:bg-on-primary',
          )}
        />
      </SwitchPrimitive.Root>
    </div>
  );
}
