'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export const buttonVariants = cva(
  [
    'diet:inline-flex diet:shrink-0 diet:items-center diet:justify-center diet:gap-2 diet:whitespace-nowrap diet:rounded-full diet:font-semibold',
    'diet:transition-colors diet:outline-none diet:select-none',
    'diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-offset-2 diet:focus-visible:ring-offset-surface',
    'diet:disabled:cursor-not-allowed diet:disabled:opacity-50 diet:aria-disabled:cursor-not-allowed diet:aria-disabled:opacity-50',
    "diet:[&_svg]:pointer-events-none diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'diet:bg-primary diet:text-on-primary diet:hover:bg-primary-hover',
        secondary: 'diet:bg-secondary diet:text-on-secondary diet:hover:bg-secondary-hover',
        outline:
          'diet:border-2 diet:border-primary diet:bg-surface diet:text-primary diet:hover:bg-primary-soft',
        ghost: 'diet:bg-transparent diet:text-fg diet:hover:bg-muted',
        danger: 'diet:bg-danger diet:text-on-danger diet:hover:bg-danger-hover',
        link: 'diet:rounded-none diet:bg-transparent diet:px-0 diet:text-primary diet:underline-offset-4 diet:hover:underline',
      },
      size: {
        sm: 'diet:h-9 diet:px-4 diet:text-sm',
        md: 'diet:h-11 diet:px-6 diet:text-base',
        lg: 'diet:h-14 diet:px-8 diet:text-lg',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'diet:h-auto diet:px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Shows a spinner, announces the busy state and blocks clicks.
     * The label switches to `busyLabel` (default: the kit's "Please wait…").
     */
    busy?: boolean;
    /** Text shown while `busy`, e.g. the spec's "Saving...". */
    busyLabel?: ReactNode;
    /**
     * Renders the child element (e.g. a router link) with the button's look instead of a `<button>`.
     * A single child is required, so `busy` then only sets `aria-busy`.
     */
    asChild?: boolean;
  };

/** The kit's button: variants for emphasis, three sizes, a disabled and a busy state. */
export function Button({
  className,
  variant,
  size,
  busy = false,
  busyLabel,
  asChild = false,
  disabled,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const { t } = useUiTranslation();
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={busy || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy && !asChild ? (
        <>
          <span
            aria-hidden="true"
            data-slot="button-spinner"
            className="diet:size-4 diet:animate-spin diet:rounded-full diet:border-2 diet:border-current diet:border-r-transparent diet:motion-reduce:animate-none"
          />
          <span>{busyLabel ?? t('button.busy')}</span>
        </>
      ) : (
        children
      )}
    </Comp>
  );
}
