'use client';

import { cva } from 'class-variance-authority';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../dialog/index.js';
import { Icon, type IconName } from '../icon/index.js';
import { spinnerVariants } from '../spinner/index.js';
import { TextField } from '../text-field/index.js';

/** How a status line reads: what is happening (`info`, `busy`) or what went wrong. */
export type ScanDialogTone = 'info' | 'busy' | 'warning' | 'error';

/** What the scanner says under the preview, announced to screen readers as it changes. */
export type ScanDialogStatus = {
  tone: ScanDialogTone;
  /** A bold first line (e.g. "Not in our catalogue yet"). */
  title?: ReactNode;
  text: ReactNode;
  /** One way forward ("Scan another", "Try again"); after it runs, focus goes to the barcode field. */
  action?: { label: ReactNode; onClick: () => void };
};

/** A short notice drawn inside the preview area (the camera is starting, blocked or missing). */
export type ScanDialogPreviewNotice = {
  /** Default: a spinner for `busy`, otherwise the camera icon. */
  icon?: IconName | 'busy';
  text: ReactNode;
};

export type ScanDialogProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog wants to open or close (close button, Escape, click outside). */
  onOpenChange: (open: boolean) => void;
  /** Called with the digits when a valid barcode is entered by hand (8 to 14 digits by default). */
  onBarcode: (code: string) => void;
  /** A line under the title, e.g. how to scan (the app's copy). None by default. */
  description?: ReactNode;
  /**
   * The camera preview the app mounts, usually a `<video>` fed by its scanner. Without it a
   * placeholder explains where the preview appears.
   */
  children?: ReactNode;
  /**
   * A notice inside the preview area: over the camera's picture while it starts, or in its place
   * when there is no picture. While a notice shows, the aiming frame is hidden.
   */
  previewNotice?: ScanDialogPreviewNotice | null;
  /** The line under the preview: a live region, so each change is announced. */
  status?: ScanDialogStatus | null;
  /** The barcode field's digits, when the app controls them (e.g. fills in what the camera read). */
  code?: string;
  /** Called with the field's digits as they change (only digits, at most `maxDigits`). */
  onCodeChange?: (code: string) => void;
  /** A lookup is under way: the find button shows it and ignores clicks. */
  busy?: boolean;
  /** Fewest digits of a barcode. Default 8 (EAN-8). */
  minDigits?: number;
  /** Most digits of a barcode. Default 14 (GTIN-14). */
  maxDigits?: number;
};

export const scanDialogStatusVariants = cva('flex flex-col gap-3 rounded-md text-sm', {
  variants: {
    tone: {
      info: 'text-fg',
      busy: 'text-fg',
      warning: 'border border-l-4 border-warning bg-warning-soft p-4 text-fg',
      error: 'border border-l-4 border-danger bg-danger-soft p-4 text-fg',
    },
  },
  defaultVariants: { tone: 'info' },
});

const STATUS_ICONS: Record<Exclude<ScanDialogTone, 'busy'>, { name: IconName; className: string }> = {
  info: { name: 'scan', className: 'text-primary' },
  warning: { name: 'alert', className: 'text-warning' },
  error: { name: 'alert-circle', className: 'text-danger' },
};

/**
 * The barcode scanner: a camera preview area (the app mounts its `<video>` as children), a status
 * line announced to screen readers, and a manual entry of the barcode's digits (8 to 14) that calls
 * `onBarcode(code)`. Opening focuses the dialog itself (its title is read), not the field, so a phone
 * does not raise its keyboard over the camera.
 */
export function ScanDialog({
  open,
  onOpenChange,
  onBarcode,
  description,
  children,
  previewNotice,
  status,
  code,
  onCodeChange,
  busy = false,
  minDigits = 8,
  maxDigits = 14,
}: ScanDialogProps) {
  const { t } = useUiTranslation();
  const fieldRef = useRef<HTMLInputElement>(null);
  const live = children !== undefined && children !== null && !previewNotice;
  const notice = previewNotice ?? (live ? null : { text: t('scanDialog.noCamera') });
  const tone = status?.tone ?? 'info';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="scan-dialog"
        size="md"
        fullScreenOnMobile
        // Without a description nothing describes the dialog (Radix expects to be told).
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('scanDialog.title')}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <div
            role="region"
            aria-label={t('scanDialog.camera')}
            data-slot="scan-dialog-preview"
            data-live={live || undefined}
            className="relative aspect-[4/3] max-h-[38dvh] w-full shrink-0 overflow-hidden rounded-md bg-fg text-on-primary [&_video]:size-full [&_video]:object-cover"
          >
            {children}
            {notice ? (
              <div
                data-slot="scan-dialog-preview-notice"
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-fg/85 p-6 text-center"
              >
                {notice.icon === 'busy' ? (
                  <span aria-hidden="true" className={spinnerVariants({ size: 'lg', tone: 'current' })} />
                ) : (
                  <Icon name={notice.icon ?? 'camera'} className="size-10" />
                )}
                <p className="max-w-xs text-sm font-medium">{notice.text}</p>
              </div>
            ) : (
              <div
                aria-hidden="true"
                data-slot="scan-dialog-aim"
                className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-on-primary/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]"
              >
                <span className="absolute inset-x-3 top-1/2 h-0.5 -translate-y-1/2 rounded-full bg-danger/80" />
              </div>
            )}
          </div>
          <div
            data-slot="scan-dialog-status"
            data-tone={status ? tone : undefined}
            className={cn(status ? scanDialogStatusVariants({ tone }) : 'contents')}
          >
            <div
              role="status"
              aria-live="polite"
              aria-atomic="true"
              // Empty (no status given), it takes no room: its gap is taken back.
              className="flex items-start gap-2.5 empty:-mt-4"
            >
              {status ? (
                <>
                  {tone === 'busy' ? (
                    <span aria-hidden="true" className={cn(spinnerVariants({ size: 'sm' }), 'mt-0.5')} />
                  ) : (
                    <Icon
                      name={STATUS_ICONS[tone].name}
                      className={cn('mt-px size-5 shrink-0', STATUS_ICONS[tone].className)}
                    />
                  )}
                  <p className="flex min-w-0 flex-col gap-0.5">
                    {status.title ? <strong className="font-semibold">{status.title}</strong> : null}
                    <span>{status.text}</span>
                  </p>
                </>
              ) : null}
            </div>
            {status?.action ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => {
                  status.action?.onClick();
                  fieldRef.current?.focus();
                }}
              >
                {status.action.label}
              </Button>
            ) : null}
          </div>
          <ManualEntry
            onBarcode={onBarcode}
            minDigits={minDigits}
            maxDigits={maxDigits}
            code={code}
            onCodeChange={onCodeChange}
            busy={busy}
            fieldRef={fieldRef}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

type ManualEntryProps = Required<Pick<ScanDialogProps, 'onBarcode' | 'minDigits' | 'maxDigits' | 'busy'>> &
  Pick<ScanDialogProps, 'code' | 'onCodeChange'> & { fieldRef: Ref<HTMLInputElement> };

/** The manual barcode form; it mounts with the dialog's content, so every opening starts empty. */
function ManualEntry({
  onBarcode,
  minDigits,
  maxDigits,
  code,
  onCodeChange,
  busy,
  fieldRef,
}: ManualEntryProps) {
  const { t } = useUiTranslation();
  const [ownCode, setOwnCode] = useState('');
  const value = code ?? ownCode;
  const [showError, setShowError] = useState(false);
  const valid = value.length >= minDigits && value.length <= maxDigits;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!valid) {
      setShowError(true);
      return;
    }
    onBarcode(value);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3 md:flex-row md:items-start">
      <TextField
        ref={fieldRef}
        label={t('scanDialog.manual')}
        name="barcode"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        pattern={`[0-9]{${minDigits},${maxDigits}}`}
        maxLength={maxDigits}
        hint={t('scanDialog.hint', { min: minDigits, max: maxDigits })}
        error={showError && !valid ? t('scanDialog.invalid', { min: minDigits, max: maxDigits }) : undefined}
        value={value}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, maxDigits);
          setOwnCode(digits);
          onCodeChange?.(digits);
        }}
        className="flex-1"
      />
      <Button type="submit" busy={busy} className="md:mt-7">
        <Icon name="search" />
        {t('scanDialog.submit')}
      </Button>
    </form>
  );
}
