'use client';

import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';
import { FieldFrame, fieldControlVariants, useFieldControl, type FieldProps } from '../text-field/index.js';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldProps & {
    /** Classes for the `<textarea>` itself; `className` goes on the field's root. */
    textareaClassName?: string;
  };

/** A labelled multi-line input: the text field's API (hint, error, required, disabled) for longer text. */
export function Textarea({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  className,
  textareaClassName,
  id,
  required,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const field = useFieldControl({ id, hint, error, invalid, 'aria-describedby': ariaDescribedBy });
  return (
    <FieldFrame
      slot="textarea"
      {...field.frameProps}
      label={label}
      labelHidden={labelHidden}
      required={required}
      className={className}
    >
      <textarea
        rows={rows}
        required={required}
        data-slot="textarea-control"
        className={cn(
          fieldControlVariants({ invalid: field.isInvalid }),
          'diet:min-h-24 diet:resize-y diet:py-2.5 diet:leading-relaxed',
          textareaClassName,
        )}
        {...field.controlProps}
        {...props}
      />
    </FieldFrame>
  );
}
