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
      className={cn('relative flex items-start justify-between gap-4', className)}
      style={style}
    >
      <div className="grid min-w-0 gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            "text-base leading-6 break-words after:absolute after:inset-0 after:content-['']",
            disabled ? 'cursor-not-allowed text-muted-fg' : 'cursor-pointer text-fg',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm break-words text-muted-fg">
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
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-border-strong bg-muted p-0.5',
          'transition-colors outline-none focus-visible:ring-4 focus-visible:ring-focus',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'block size-4 rounded-full bg-border-strong shadow-card transition-transform motion-reduce:transition-none',
            'data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-primary',
          )}
        />
      </SwitchPrimitive.Root>
    </div>
  );
}
