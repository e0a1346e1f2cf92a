'use client';

import { cva } from 'class-variance-authority';
import { CircleAlert } from '../icon/glyphs.js';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

/**
 * The look of every text-like control of the kit (input, textarea, select): a bordered box with the
 * focus ring, and the pink `invalid` fill with a danger border.
 */
export const fieldControlVariants = cva(
  [
    'diet:w-full diet:min-w-0 diet:rounded-md diet:border diet:border-border-strong diet:bg-surface diet:px-3 diet:text-base diet:text-fg',
    'diet:transition-colors diet:outline-none diet:placeholder:text-muted-fg',
    'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
    'diet:disabled:cursor-not-allowed diet:disabled:bg-muted diet:disabled:opacity-60',
  ],
  {
    variants: {
      invalid: {
        true: 'diet:border-danger diet:bg-danger-soft',
        false: '',
      },
    },
    defaultVariants: { invalid: false },
  },
);

/** Props shared by the kit's labelled fields (text field, textarea, password field, select, code entry). */
export type FieldProps = {
  /** The visible label, associated with the control (`<label for>`). */
  label: ReactNode;
  /** Hides the label visually; screen readers still read it. Use only when the context labels the field. */
  labelHidden?: boolean;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Error text under the control. When set, the control gets `aria-invalid` and the red look,
   * and the text is linked with `aria-describedby`.
   */
  error?: ReactNode;
  /** Red look and `aria-invalid` without a message (e.g. the email field checked at submit). */
  invalid?: boolean;
};

type FieldControlOptions = {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  'aria-describedby'?: string;
};

/**
 * Ids and ARIA wiring for a labelled control: returns the control's id, the ids of the hint and error
 * texts, the `aria-invalid` / `aria-describedby` props to spread on the control and the props to
 * spread on its `FieldFrame`.
 */
export function useFieldControl({ id, hint, error, invalid, ...rest }: FieldControlOptions) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const isInvalid = hasError || invalid === true;
  const describedBy =
    [hasError ? errorId : null, hasHint ? hintId : null, rest['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    hasError,
    hasHint,
    isInvalid,
    controlProps: {
      id: controlId,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': describedBy,
    },
    /** The wiring of `FieldFrame`: the ids, the hint and the error, to spread on it. */
    frameProps: { controlId, hint, hintId, error, errorId },
  };
}

export type FieldFrameProps = {
  /** Id of the control the label points at. */
  controlId: string;
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  /** Shows the required marker (an asterisk hidden from screen readers; the control says `required`). */
  required?: boolean;
  className?: string;
  /** `data-slot` of the root, e.g. "text-field". */
  slot: string;
  children: ReactNode;
};

/** The frame around a labelled control: label with required marker, the control, hint and error text. */
export function FieldFrame({
  controlId,
  label,
  labelHidden = false,
  hint,
  hintId,
  error,
  errorId,
  required = false,
  className,
  slot,
  children,
}: FieldFrameProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  return (
    <div data-slot={slot} className={cn('diet:flex diet:w-full diet:flex-col diet:gap-1.5', className)}>
      <div className={cn('diet:flex diet:items-baseline diet:gap-1', labelHidden && 'diet:sr-only')}>
        <label
          htmlFor={controlId}
          data-slot="field-label"
          className="diet:text-sm diet:font-medium diet:text-fg"
        >
          {label}
        </label>
        {required ? (
          <span
            aria-hidden="true"
            data-slot="field-required"
            className="diet:text-sm diet:font-semibold diet:text-danger"
          >
            *
          </span>
        ) : null}
      </div>
      {children}
      {hasHint ? (
        <p id={hintId} data-slot="field-hint" className="diet:text-sm diet:text-muted-fg">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          data-slot="field-error"
          className="diet:flex diet:items-start diet:gap-1.5 diet:text-sm diet:text-danger"
        >
          <CircleAlert aria-hidden="true" className="diet:mt-0.5 diet:size-4 diet:shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldProps & {
    /** Classes for the `<input>` itself; `className` goes on the field's root. */
    inputClassName?: string;
  };

/** A labelled single-line input with optional hint, error message and required marker. */
export function TextField({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  className,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const field = useFieldControl({ id, hint, error, invalid, 'aria-describedby': ariaDescribedBy });
  return (
    <FieldFrame
      slot="text-field"
      {...field.frameProps}
      label={label}
      labelHidden={labelHidden}
      required={required}
      className={className}
    >
      <input
        type={type}
        required={required}
        data-slot="text-field-input"
        className={cn(fieldControlVariants({ invalid: field.isInvalid }), 'diet:h-11', inputClassName)}
        {...field.controlProps}
        {...props}
      />
    </FieldFrame>
  );
}
