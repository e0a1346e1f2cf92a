'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { Verdict } from '../../lib/verdict.js';
import { Icon } from '../icon/index.js';

export type { Verdict } from '../../lib/verdict.js';

const focusRing =
  'outline-none focus-visible:ring-4 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

export const chipVariants = cva(
  [
    'inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full font-medium whitespace-nowrap',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-3.5",
  ],
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-fg',
        primary: 'bg-primary-soft text-primary',
      },
      /** The verdict's colours; when set they replace the tone's. */
      verdict: {
        green: 'bg-verdict-green text-on-verdict-green',
        yellow: 'bg-verdict-yellow text-on-verdict-yellow',
        red: 'bg-verdict-red text-on-verdict-red',
      },
      size: {
        sm: 'h-6 px-2.5 text-xs',
        md: 'h-8 px-3 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type ChipProps = ComponentProps<'span'> &
  Omit<VariantProps<typeof chipVariants>, 'tone' | 'verdict'> & {
    /** Colours: `neutral` (default) or `primary`. A chip with a `verdict` takes the verdict's colours. */
    tone?: 'neutral' | 'primary' | null;
    /**
     * The verdict the chip stands for (green suits the diets, yellow may not, red does not): the
     * verdict's colours and `data-verdict`, as on every component that shows one. Its text must say
     * the verdict too (colour alone does not).
     */
    verdict?: Verdict;
    /** Leading icon, e.g. `<Icon name="store" />` (decorative). */
    icon?: ReactNode;
    /** Makes the chip removable: a small button after the label calls this. */
    onRemove?: () => void;
    /**
     * The name of the thing the remove button removes, read as "Remove {label}". Default: the
     * chip's text when `children` is a string.
     */
    removeLabel?: string;
  };

/**
 * A static tag, e.g. a dietary tag ("Gluten-free"), or with `verdict` a verdict in its colours; with
 * `onRemove` it gets a remove button.
 */
export function Chip({
  tone,
  verdict,
  size,
  icon,
  onRemove,
  removeLabel,
  className,
  children,
  ...props
}: ChipProps) {
  const { t } = useUiTranslation();
  const name = removeLabel ?? (typeof children === 'string' ? children : '');
  return (
    <span
      data-slot="chip"
      data-tone={verdict ? undefined : (tone ?? 'neutral')}
      data-verdict={verdict}
      // A verdict's colours replace the tone's (`null` leaves the tone variant out).
      className={cn(
        chipVariants({ tone: verdict ? null : tone, verdict, size }),
        onRemove && 'pe-1',
        className,
      )}
      {...props}
    >
      {icon}
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          data-slot="chip-remove"
          aria-label={t('chip.remove', { label: name })}
          onClick={onRemove}
          className={cn(
            '-me-0.5 inline-flex size-6 items-center justify-center rounded-full hover:bg-fg/10',
            focusRing,
          )}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </span>
  );
}

export const toggleChipVariants = cva(
  [
    'inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full border font-medium whitespace-nowrap',
    'transition-colors select-none motion-reduce:transition-none',
    'disabled:cursor-not-allowed disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    'border-border-strong bg-surface text-fg hover:bg-muted',
    'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary aria-pressed:hover:bg-primary-hover',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ToggleChipProps = Omit<ComponentProps<'button'>, 'onChange'> &
  VariantProps<typeof toggleChipVariants> & {
    /** Whether the chip is on (`aria-pressed`). */
    pressed: boolean;
    /** Called with the new state when the chip is clicked or activated with Enter / Space. */
    onPressedChange?: (pressed: boolean) => void;
  };

/** A chip that toggles on and off, e.g. a retailer in the preferences' retailer picker. */
export function ToggleChip({
  pressed,
  onPressedChange,
  size,
  className,
  children,
  onClick,
  type,
  ...props
}: ToggleChipProps) {
  return (
    <button
      type={type ?? 'button'}
      data-slot="toggle-chip"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      className={cn(toggleChipVariants({ size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPressedChange?.(!pressed);
      }}
      {...props}
    >
      {pressed ? <Icon name="check" /> : null}
      {children}
    </button>
  );
}
