'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { buttonVariants } from '../button/index.js';

/** Square sizes of the round icon button; the colours come from `buttonVariants`. */
export const iconButtonVariants = cva('diet:rounded-full diet:px-0', {
  variants: {
    size: {
      sm: "diet:size-9 diet:[&_svg:not([class*='size-'])]:size-4",
      md: "diet:size-11 diet:[&_svg:not([class*='size-'])]:size-5",
      lg: "diet:size-14 diet:[&_svg:not([class*='size-'])]:size-6",
    },
  },
  defaultVariants: { size: 'md' },
});

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Emphasis, as Button's variants. */
    variant?: Exclude<ButtonVariant, 'link'>;
    /** The accessible name (rendered as `aria-label`): what the button does, e.g. "Next testimonial". */
    label: string;
    /** The icon, e.g. a lucide icon. It is hidden from assistive technology. */
    children: ReactNode;
    /** Replaces the icon with a spinner, sets `aria-busy` and blocks clicks. The label stays. */
    busy?: boolean;
  };

/** A round icon-only button with a required accessible label. */
export function IconButton({
  className,
  variant,
  size,
  label,
  busy = false,
  type,
  onClick,
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      type={type ?? 'button'}
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn(buttonVariants({ variant }), iconButtonVariants({ size }), className)}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy ? (
        <span
          aria-hidden="true"
          data-slot="icon-button-spinner"
          className="diet:size-1/2 diet:max-h-6 diet:max-w-6 diet:animate-spin diet:rounded-full diet:border-2 diet:border-current diet:border-r-transparent diet:motion-reduce:animate-none"
        />
      ) : (
        <span aria-hidden="true" className="diet:contents">
          {children}
        </span>
      )}
    </button>
  );
}
