'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export const progressBarVariants = cva(
  'diet:relative diet:w-full diet:overflow-hidden diet:rounded-full diet:bg-muted',
  {
    variants: {
      size: {
        sm: 'diet:h-1.5',
        md: 'diet:h-2.5',
        lg: 'diet:h-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ProgressBarProps = Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max' | 'children' | 'getValueLabel'
> &
  VariantProps<typeof progressBarVariants> & {
    /** How far along, from 0 to `max`. Values outside are clamped. */
    value: number;
    /** The value of "done" (default 100); e.g. 5 for a quiz of five screens. */
    max?: number;
    /** Accessible name; default the kit's "Progress". */
    label?: string;
    /**
     * Text read out for the value, e.g. "Step 1 of 5". Default: the share in per cent, formatted
     * for the current language.
     */
    valueText?: string;
  };

/** A determinate progress bar (value of max) with an accessible name, e.g. the quiz's progress. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  size,
  className,
  ...props
}: ProgressBarProps) {
  const { t, i18n } = useUiTranslation();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const share = clamped / safeMax;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
  return (
    <ProgressPrimitive.Root
      data-slot="progress-bar"
      data-size={size ?? 'md'}
      aria-label={label ?? t('progressBar.label')}
      value={clamped}
      max={safeMax}
      getValueLabel={() => valueText ?? percent}
      className={cn(progressBarVariants({ size }), className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-bar-indicator"
        className="diet:h-full diet:w-full diet:rounded-full diet:bg-primary diet:transition-transform diet:duration-300 diet:ease-out diet:motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - share * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
