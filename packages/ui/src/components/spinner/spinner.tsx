'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export const spinnerVariants = cva(
  [
    'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
    // Reduced motion: a slow turn instead of a fast one, so it still reads as "working".
    'motion-reduce:[animation-duration:3s]',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-10 border-4',
        xl: 'size-14 border-[5px]',
      },
      tone: {
        primary: 'text-primary',
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
      className={cn('inline-flex items-center gap-3', className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="spinner-circle" className={spinnerVariants({ size, tone })} />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label ?? t('spinner.loading')}</span>
    </span>
  );
}
