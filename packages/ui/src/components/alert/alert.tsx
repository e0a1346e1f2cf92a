'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Icon, type IconName } from '../icon/index.js';

export const alertVariants = cva(
  'diet:relative diet:flex diet:w-full diet:items-start diet:gap-3 diet:rounded-md diet:border diet:border-l-4 diet:p-4 diet:text-sm diet:text-fg',
  {
    variants: {
      tone: {
        info: 'diet:border-info diet:bg-info-soft diet:[&_[data-slot=alert-icon]]:text-info',
        success: 'diet:border-success diet:bg-success-soft diet:[&_[data-slot=alert-icon]]:text-success',
        warning: 'diet:border-warning diet:bg-warning-soft diet:[&_[data-slot=alert-icon]]:text-warning',
        error: 'diet:border-danger diet:bg-danger-soft diet:[&_[data-slot=alert-icon]]:text-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

/** How serious a message is. `warning` and `error` interrupt (role alert); `info` and `success` wait (role status). */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const toneIcons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'alert',
  error: 'alert-circle',
};

/** Whether a tone interrupts the screen reader (`assertive`) or waits its turn (`polite`). */
export function isUrgentTone(tone: AlertTone): boolean {
  return tone === 'warning' || tone === 'error';
}

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** Optional bold first line. */
    title?: ReactNode;
    /** Shows a dismiss button that calls this. */
    onDismiss?: () => void;
    /** Accessible name of the dismiss button; default the kit's "Dismiss". */
    dismissLabel?: string;
    /** Replace the tone's icon, or `null` for none. */
    icon?: ReactNode;
    /**
     * Whether the alert announces itself (role `alert` for warning/error, `status` for info/success).
     * Turn off when it sits inside another live region, as in ToastRegion.
     */
    live?: boolean;
  };

/** An inline message in one of four tones, with an optional title and dismiss button. */
export function Alert({
  tone,
  title,
  onDismiss,
  dismissLabel,
  icon,
  live = true,
  className,
  children,
  ...props
}: AlertProps) {
  const { t } = useUiTranslation();
  const resolved: AlertTone = tone ?? 'info';
  const role = live ? (isUrgentTone(resolved) ? 'alert' : 'status') : undefined;
  return (
    <div
      role={role}
      data-slot="alert"
      data-tone={resolved}
      className={cn(alertVariants({ tone: resolved }), className)}
      {...props}
    >
      {icon === undefined ? (
        <span data-slot="alert-icon" className="diet:mt-px diet:flex diet:shrink-0 diet:[&_svg]:size-5">
          <Icon name={toneIcons[resolved]} />
        </span>
      ) : icon === null ? null : (
        <span
          data-slot="alert-icon"
          aria-hidden="true"
          className="diet:mt-px diet:flex diet:shrink-0 diet:[&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <div className="diet:flex diet:min-w-0 diet:flex-1 diet:flex-col diet:gap-1">
        {title ? (
          <p data-slot="alert-title" className="diet:font-semibold">
            {title}
          </p>
        ) : null}
        {children ? <div data-slot="alert-description">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel ?? t('alert.dismiss')}
          onClick={onDismiss}
          className={cn(
            'diet:-my-1 diet:-me-1 diet:inline-flex diet:size-8 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:text-fg diet:hover:bg-fg/10',
            'diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
            'diet:[&_svg]:size-4',
          )}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}
