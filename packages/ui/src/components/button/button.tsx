'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold',
    'transition-colors outline-none select-none',
    'focus-visible:ring-4 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:bg-primary-hover',
        secondary: 'bg-secondary text-on-secondary hover:bg-secondary-hover',
        outline: 'border-2 border-primary bg-surface text-primary hover:bg-primary-soft',
        ghost: 'bg-transparent text-fg hover:bg-muted',
        danger: 'bg-danger text-on-danger hover:bg-danger-hover',
        link: 'rounded-none bg-transparent px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-base',
        lg: 'h-14 px-8 text-lg',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
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
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          <span>{busyLabel ?? t('button.busy')}</span>
        </>
      ) : (
        children
      )}
    </Comp>
  );
}
