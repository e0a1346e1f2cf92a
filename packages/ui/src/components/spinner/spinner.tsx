'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export const spinnerVariants = cva(
  [
    'diet:inline-block diet:shrink-0 diet:animate-spin diet:rounded-full diet:border-current diet:border-r-transparent',
    // Reduced motion: a slow turn instead of a fast one, so it still reads as "working".
    'diet:motion-reduce:[animation-duration:3s]',
  ],
  {
    variants: {
      size: {
        sm: 'diet:size-4 diet:border-2',
        md: 'diet:size-6 diet:border-[3px]',
        lg: 'diet:size-10 diet:border-4',
        xl: 'diet:size-14 diet:border-[5px]',
      },
      tone: {
        primary: 'diet:text-primary',
        current: '',
      },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, announced politely; default the kit's "Loading…". */
    label?: ReactNode;
    /** Show the label next to the spinner instead of only to assistive technology. */
    showLabel?: boolean;
  };

/** A CSS-only loading spinner that announces its label as a status. */
export function Spinner({ size, tone, label, showLabel = false, className, ...props }: SpinnerProps) {
  const { t } = useUiTranslation();
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size ?? 'md'}
      className={cn('diet:inline-flex diet:items-center diet:gap-3', className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="spinner-circle" className={spinnerVariants({ size, tone })} />
      <span className={showLabel ? 'diet:text-sm diet:font-medium' : 'diet:sr-only'}>
        {label ?? t('spinner.loading')}
      </span>
    </span>
  );
}
