'use client';

import { ChevronDown } from '../icon/glyphs.js';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';
import { FieldFrame, fieldControlVariants, useFieldControl, type FieldProps } from '../text-field/index.js';

/** One choice of a Select. */
export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> &
  FieldProps & {
    /** The choices, in order. */
    options: readonly SelectOption[];
    /**
     * Text of a first, empty choice (value ""), e.g. "Choose a reason". It is selected when no value is
     * given; with `required` it cannot be chosen again.
     */
    placeholder?: string;
    /** Classes for the `<select>` itself; `className` goes on the field's root. */
    selectClassName?: string;
  };

/** A labelled native `<select>` in the kit's look: options, placeholder, hint, error, disabled. */
export function Select({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  className,
  selectClassName,
  id,
  required,
  options,
  placeholder,
  value,
  defaultValue,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectProps) {
  const field = useFieldControl({ id, hint, error, invalid, 'aria-describedby': ariaDescribedBy });
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <FieldFrame
      slot="select"
      {...field.frameProps}
      label={label}
      labelHidden={labelHidden}
      required={required}
      className={className}
    >
      <div className="diet:relative">
        <select
          required={required}
          value={value}
          defaultValue={initial}
          data-slot="select-control"
          className={cn(
            fieldControlVariants({ invalid: field.isInvalid }),
            'diet:h-11 diet:cursor-pointer diet:appearance-none diet:truncate diet:pr-10',
            selectClassName,
          )}
          {...field.controlProps}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="diet:pointer-events-none diet:absolute diet:top-1/2 diet:right-3 diet:size-5 diet:-translate-y-1/2 diet:text-muted-fg"
        />
      </div>
    </FieldFrame>
  );
}
