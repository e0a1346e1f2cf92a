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

export const scanDialogStatusVariants = cva(
  'diet:flex diet:flex-col diet:gap-3 diet:rounded-md diet:text-sm',
  {
    variants: {
      tone: {
        info: 'diet:text-fg',
        busy: 'diet:text-fg',
        warning: 'diet:border diet:border-l-4 diet:border-warning diet:bg-warning-soft diet:p-4 diet:text-fg',
        error: 'diet:border diet:border-l-4 diet:border-danger diet:bg-danger-soft diet:p-4 diet:text-fg',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const STATUS_ICONS: Record<Exclude<ScanDialogTone, 'busy'>, { name: IconName; className: string }> = {
  info: { name: 'scan', className: 'diet:text-primary' },
  warning: { name: 'alert', className: 'diet:text-warning' },
  error: { name: 'alert-circle', className: 'diet:text-danger' },
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
        <DialogBody className="diet:flex diet:flex-col diet:gap-4">
          <div
            role="region"
            aria-label={t('scanDialog.camera')}
            data-slot="scan-dialog-preview"
            data-live={live || undefined}
            className="diet:relative diet:aspect-[4/3] diet:max-h-[38dvh] diet:w-full diet:shrink-0 diet:overflow-hidden diet:rounded-md diet:bg-fg diet:text-on-primary diet:[&_video]:size-full diet:[&_video]:object-cover"
          >
            {children}
            {notice ? (
              <div
                data-slot="scan-dialog-preview-notice"
                className="diet:absolute diet:inset-0 diet:flex diet:flex-col diet:items-center diet:justify-center diet:gap-3 diet:bg-fg/85 diet:p-6 diet:text-center"
              >
                {notice.icon === 'busy' ? (
                  <span aria-hidden="true" className={spinnerVariants({ size: 'lg', tone: 'current' })} />
                ) : (
                  <Icon name={notice.icon ?? 'camera'} className="diet:size-10" />
                )}
                <p className="diet:max-w-xs diet:text-sm diet:font-medium">{notice.text}</p>
              </div>
            ) : (
              <div
                aria-hidden="true"
                data-slot="scan-dialog-aim"
                className="diet:pointer-events-none diet:absolute diet:inset-x-[12%] diet:top-1/2 diet:h-1/3 diet:-translate-y-1/2 diet:rounded-md diet:border-2 diet:border-on-primary/80 diet:shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]"
              >
                <span className="diet:absolute diet:inset-x-3 diet:top-1/2 diet:h-0.5 diet:-translate-y-1/2 diet:rounded-full diet:bg-danger/80" />
              </div>
            )}
          </div>
          <div
            data-slot="scan-dialog-status"
            data-tone={status ? tone : undefined}
            className={cn(status ? scanDialogStatusVariants({ tone }) : 'diet:contents')}
          >
            <div
              role="status"
              aria-live="polite"
              aria-atomic="true"
              // Empty (no status given), it takes no room: its gap is taken back.
              className="diet:flex diet:items-start diet:gap-2.5 diet:empty:-mt-4"
            >
              {status ? (
                <>
                  {tone === 'busy' ? (
                    <span aria-hidden="true" className={cn(spinnerVariants({ size: 'sm' }), 'diet:mt-0.5')} />
                  ) : (
                    <Icon
                      name={STATUS_ICONS[tone].name}
                      className={cn('diet:mt-px diet:size-5 diet:shrink-0', STATUS_ICONS[tone].className)}
                    />
                  )}
                  <p className="diet:flex diet:min-w-0 diet:flex-col diet:gap-0.5">
                    {status.title ? <strong className="diet:font-semibold">{status.title}</strong> : null}
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
                className="diet:self-start"
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
    <form
      onSubmit={handleSubmit}
      noValidate
      className="diet:flex diet:flex-col diet:gap-3 diet:md:flex-row diet:md:items-start"
    >
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
        className="diet:flex-1"
      />
      <Button type="submit" busy={busy} className="diet:md:mt-7">
        <Icon name="search" />
        {t('scanDialog.submit')}
      </Button>
    </form>
  );
}
