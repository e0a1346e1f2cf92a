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
      className={cn('diet:flex diet:items-start diet:gap-3', className)}
      style={style}
    >
      <CheckboxPrimitive.Root
        id={controlId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        data-slot="checkbox-control"
        className={cn(
          'diet:mt-0.5 diet:inline-flex diet:size-5 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-sm diet:border-2 diet:border-border-strong diet:bg-surface',
          'diet:text-on-primary diet:transition-colors diet:outline-none',
          'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
          'diet:data-[state=checked]:border-primary diet:data-[state=checked]:bg-primary',
          'diet:data-[state=indeterminate]:border-primary diet:data-[state=indeterminate]:bg-primary',
          'diet:aria-invalid:border-danger',
          'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="diet:group diet:flex diet:items-center diet:justify-center">
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="diet:size-3.5 diet:group-data-[state=indeterminate]:hidden"
          />
          <Minus
            aria-hidden="true"
            strokeWidth={3}
            className="diet:hidden diet:size-3.5 diet:group-data-[state=indeterminate]:block"
          />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="diet:grid diet:gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            'diet:text-base diet:leading-6',
            disabled ? 'diet:cursor-not-allowed diet:text-muted-fg' : 'diet:cursor-pointer diet:text-fg',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="diet:text-sm diet:text-muted-fg">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
