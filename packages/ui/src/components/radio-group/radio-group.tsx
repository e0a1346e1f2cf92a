'use client';

import { cva } from 'class-variance-authority';
import { CircleAlert } from '../icon/glyphs.js';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

/** One choice of a RadioGroup. */
export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Smaller text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  disabled?: boolean;
};

const optionVariants = cva('relative flex items-start gap-3', {
  variants: {
    look: {
      default: 'py-1',
      cards: [
        'rounded-lg border-2 border-border bg-surface p-4 shadow-card transition-colors hover:border-primary',
        'has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft',
        'has-focus-visible:ring-4 has-focus-visible:ring-focus',
        'has-disabled:border-border has-disabled:bg-muted has-disabled:shadow-none',
      ],
    },
  },
  defaultVariants: { look: 'default' },
});

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild' | 'orientation'
> & {
  /** The question, shown above the options; it names the radio group. */
  legend: ReactNode;
  /** Hides the legend visually (screen readers still read it), when a heading already says it. */
  legendHidden?: boolean;
  /** Text under the legend, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error text, shown in red under the options and linked with `aria-describedby`. */
  error?: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Layout of the options. Arrow keys of both axes move the choice either way. */
  orientation?: 'horizontal' | 'vertical';
  /** `cards` draws each option as a bordered card; the whole card is the hit area. */
  look?: 'default' | 'cards';
};

/** A single-choice group (Radix RadioGroup) with a legend, optional descriptions and a cards look. */
export function RadioGroup({
  legend,
  legendHidden = false,
  description,
  error,
  options,
  orientation = 'vertical',
  look = 'default',
  className,
  id,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: RadioGroupProps) {
  const autoId = useId();
  const groupId = id ?? `radio-group${autoId}`;
  const legendId = `${groupId}-legend`;
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const describedBy =
    [error ? errorId : null, description ? descriptionId : null, ariaDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      data-slot="radio-group"
      data-look={look}
      className={cn('@container flex min-w-0 flex-col', className)}
    >
      <div id={legendId} className={cn('mb-1 text-lg font-semibold text-fg', legendHidden && 'sr-only')}>
        {legend}
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-fg">
          {description}
        </p>
      ) : null}
      <RadioGroupPrimitive.Root
        id={groupId}
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        data-orientation={orientation}
        className={cn(
          'mt-3 gap-3',
          orientation === 'vertical' && 'flex flex-col',
          orientation === 'horizontal' && look === 'default' && 'flex flex-row flex-wrap gap-x-6',
          // Cards in a row share the width equally (wrapping below 8rem each); in a narrow container
          // (under 28rem, e.g. a phone) they stack, so long labels keep their room.
          orientation === 'horizontal' &&
            look === 'cards' &&
            'grid grid-cols-1 @md:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]',
        )}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${groupId}-${option.value}`;
          const itemDescriptionId = `${itemId}-description`;
          const itemDisabled = disabled || option.disabled;
          return (
            <div key={option.value} data-slot="radio-group-option" className={optionVariants({ look })}>
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? itemDescriptionId : undefined}
                data-slot="radio-group-item"
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface',
                  'transition-colors outline-none data-[state=checked]:border-primary',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                  look === 'default' && 'focus-visible:ring-4 focus-visible:ring-focus',
                  error && 'border-danger',
                )}
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="grid min-w-0 gap-0.5">
                <label
                  htmlFor={itemId}
                  className={cn(
                    'text-base leading-6 break-words',
                    // Disabled: muted text, still 4.5:1 (no opacity on text).
                    itemDisabled ? 'cursor-not-allowed text-muted-fg' : 'cursor-pointer text-fg',
                    // Cards: the label stretches over the whole card so every point of it selects.
                    look === 'cards' && 'font-semibold after:absolute after:inset-0 after:rounded-lg',
                  )}
                >
                  {option.label}
                </label>
                {option.description ? (
                  <p id={itemDescriptionId} className="text-sm break-words text-muted-fg">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p id={errorId} className="mt-3 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
