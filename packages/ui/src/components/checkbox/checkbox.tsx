'use client';

import { Check, Minus } from '../icon/glyphs.js';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children' | 'asChild'> & {
  /** The visible label, associated with the checkbox. */
  label: ReactNode;
  /** Smaller text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
};

/** A checkbox (Radix) with its label and an optional description; supports the indeterminate state. */
export function Checkbox({ label, description, className, id, disabled, style, ...props }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox${autoId}`;
  const descriptionId = `${controlId}-description`;
  return (
    <div
      data-slot="checkbox"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex items-start gap-3', className)}
      style={style}
    >
      <CheckboxPrimitive.Root
        id={controlId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        data-slot="checkbox-control"
        className={cn(
          'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface',
          'text-on-primary transition-colors outline-none',
          'focus-visible:ring-4 focus-visible:ring-focus',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          'aria-invalid:border-danger',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="size-3.5 group-data-[state=indeterminate]:hidden"
          />
          <Minus
            aria-hidden="true"
            strokeWidth={3}
            className="hidden size-3.5 group-data-[state=indeterminate]:block"
          />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            'text-base leading-6',
            disabled ? 'cursor-not-allowed text-muted-fg' : 'cursor-pointer text-fg',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-fg">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
