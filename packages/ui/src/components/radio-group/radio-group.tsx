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

const optionVariants = cva('diet:relative diet:flex diet:items-start diet:gap-3', {
  variants: {
    look: {
      default: 'diet:py-1',
      cards: [
        'diet:rounded-lg diet:border-2 diet:border-border diet:bg-surface diet:p-4 diet:shadow-card diet:transition-colors diet:hover:border-primary',
        'diet:has-data-[state=checked]:border-primary diet:has-data-[state=checked]:bg-primary-soft',
        'diet:has-focus-visible:ring-4 diet:has-focus-visible:ring-focus',
        'diet:has-disabled:border-border diet:has-disabled:bg-muted diet:has-disabled:shadow-none',
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
      className={cn('diet:@container diet:flex diet:min-w-0 diet:flex-col', className)}
    >
      <div
        id={legendId}
        className={cn(
          'diet:mb-1 diet:text-lg diet:font-semibold diet:text-fg',
          legendHidden && 'diet:sr-only',
        )}
      >
        {legend}
      </div>
      {description ? (
        <p id={descriptionId} className="diet:text-sm diet:text-muted-fg">
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
          'diet:mt-3 diet:gap-3',
          orientation === 'vertical' && 'diet:flex diet:flex-col',
          orientation === 'horizontal' &&
            look === 'default' &&
            'diet:flex diet:flex-row diet:flex-wrap diet:gap-x-6',
          // Cards in a row share the width equally (wrapping below 8rem each); in a narrow container
          // (under 28rem, e.g. a phone) they stack, so long labels keep their room.
          orientation === 'horizontal' &&
            look === 'cards' &&
            'diet:grid diet:grid-cols-1 diet:@md:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]',
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
                  'diet:mt-0.5 diet:flex diet:size-5 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:border-2 diet:border-border-strong diet:bg-surface',
                  'diet:transition-colors diet:outline-none diet:data-[state=checked]:border-primary',
                  'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
                  look === 'default' && 'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
                  error && 'diet:border-danger',
                )}
              >
                <RadioGroupPrimitive.Indicator className="diet:size-2.5 diet:rounded-full diet:bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="diet:grid diet:min-w-0 diet:gap-0.5">
                <label
                  htmlFor={itemId}
                  className={cn(
                    'diet:text-base diet:leading-6 diet:break-words',
                    // Disabled: muted text, still 4.5:1 (no opacity on text).
                    itemDisabled
                      ? 'diet:cursor-not-allowed diet:text-muted-fg'
                      : 'diet:cursor-pointer diet:text-fg',
                    // Cards: the label stretches over the whole card so every point of it selects.
                    look === 'cards' &&
                      'diet:font-semibold diet:after:absolute diet:after:inset-0 diet:after:rounded-lg',
                  )}
                >
                  {option.label}
                </label>
                {option.description ? (
                  <p id={itemDescriptionId} className="diet:text-sm diet:break-words diet:text-muted-fg">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p
          id={errorId}
          className="diet:mt-3 diet:flex diet:items-start diet:gap-1.5 diet:text-sm diet:text-danger"
        >
          <CircleAlert aria-hidden="true" className="diet:mt-0.5 diet:size-4 diet:shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
