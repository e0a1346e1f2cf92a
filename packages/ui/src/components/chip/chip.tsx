'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { Verdict } from '../../lib/verdict.js';
import { Icon } from '../icon/index.js';

export type { Verdict } from '../../lib/verdict.js';

const focusRing =
  'diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-offset-2 diet:focus-visible:ring-offset-surface';

export const chipVariants = cva(
  [
    'diet:inline-flex diet:max-w-full diet:shrink-0 diet:items-center diet:gap-1.5 diet:rounded-full diet:font-medium diet:whitespace-nowrap',
    "diet:[&_svg]:pointer-events-none diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-3.5",
  ],
  {
    variants: {
      tone: {
        neutral: 'diet:bg-muted diet:text-fg',
        primary: 'diet:bg-primary-soft diet:text-primary',
      },
      /** The verdict's colours; when set they replace the tone's. */
      verdict: {
        green: 'diet:bg-verdict-green diet:text-on-verdict-green',
        yellow: 'diet:bg-verdict-yellow diet:text-on-verdict-yellow',
        red: 'diet:bg-verdict-red diet:text-on-verdict-red',
      },
      size: {
        sm: 'diet:h-6 diet:px-2.5 diet:text-xs',
        md: 'diet:h-8 diet:px-3 diet:text-sm',
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
        onRemove && 'diet:pe-1',
        className,
      )}
      {...props}
    >
      {icon}
      <span className="diet:truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          data-slot="chip-remove"
          aria-label={t('chip.remove', { label: name })}
          onClick={onRemove}
          className={cn(
            'diet:-me-0.5 diet:inline-flex diet:size-6 diet:items-center diet:justify-center diet:rounded-full diet:hover:bg-fg/10',
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
    'diet:inline-flex diet:max-w-full diet:shrink-0 diet:items-center diet:gap-1.5 diet:rounded-full diet:border diet:font-medium diet:whitespace-nowrap',
    'diet:transition-colors diet:select-none diet:motion-reduce:transition-none',
    'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
    "diet:[&_svg]:pointer-events-none diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-4",
    'diet:border-border-strong diet:bg-surface diet:text-fg diet:hover:bg-muted',
    'diet:aria-pressed:border-primary diet:aria-pressed:bg-primary diet:aria-pressed:text-on-primary diet:aria-pressed:hover:bg-primary-hover',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'diet:h-8 diet:px-3 diet:text-sm',
        md: 'diet:h-10 diet:px-4 diet:text-sm',
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
