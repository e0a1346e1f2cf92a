'use client';

import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/index.js';
import { Icon } from '../icon/index.js';
import { ReadOnlyLock, readOnlyControlClassName } from '../text-field/index.js';
import { encode } from 'uqr';

/** The spec's error-correction level: M, about 15 % of the codewords can be restored. */
export const QR_EC_LEVEL = 'M';
/** The light border the standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

export type QrCodeProps = Omit<ComponentProps<'svg'>, 'children' | 'viewBox'> & {
  /** The text to encode (UTF-8, error correction level M; `uqr` picks the smallest version that fits). */
  value: string;
  /** Width and height in px. Default 180 (the spec's QR size). */
  size?: number;
  /** Accessible name of the image. */
  label: string;
};

/** The dark modules as one SVG path, a rectangle per horizontal run (`modules[y][x]`, one unit each). */
function darkModulesPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x + 1 - start;
      d += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return d;
}

/**
 * A QR code of `value` as an SVG: the symbol is encoded by `uqr` (level M, mask chosen by the
 * standard's penalty score, quiet zone included) and drawn here as one path of dark modules on a
 * square of the surface colour, so it takes the kit's tokens and needs no canvas.
 */
export function QrCode({ value, size = 180, label, className, ...props }: QrCodeProps) {
  const symbol = useMemo(
    () => encode(value, { ecc: QR_EC_LEVEL, boostEcc: false, border: QR_QUIET_ZONE }),
    [value],
  );
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      data-version={symbol.version}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      // Darkest text colour on the surface: scanners need the contrast.
      className={cn('diet:shrink-0 diet:rounded-sm diet:bg-surface diet:text-fg', className)}
      {...props}
    >
      <rect width={symbol.size} height={symbol.size} className="diet:fill-surface" />
      <path d={darkModulesPath(symbol.data)} fill="currentColor" />
    </svg>
  );
}

export type ShareProfileDialogProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog wants to open or close (Close button, Escape, click outside). */
  onOpenChange: (open: boolean) => void;
  /** The fixed link to share; shown as a QR code and in a read-only field. */
  link: string;
  /** A line under the title, e.g. how a friend uses the link (the app's copy). None by default. */
  description?: ReactNode;
  /**
   * Copies the link. Default: `navigator.clipboard.writeText`, falling back to selecting the field and
   * `document.execCommand('copy')`. A rejected promise or a throw shows the "copy yourself" hint.
   */
  onCopy?: (link: string) => void | Promise<void>;
  /** Time in ms the "Copied!" feedback stays. Default 2000; 0 keeps it until the dialog closes. */
  copiedResetMs?: number;
  /** Size of the QR code in px. Default 180 (the spec's constant). */
  qrSize?: number;
};

type CopyState = 'idle' | 'copied' | 'failed';

function legacyCopy(input: HTMLInputElement | null): boolean {
  if (!input) return false;
  input.focus();
  input.select();
  try {
    // The deprecated command still works where the async clipboard API is missing or refused.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * "Share your account with friends": a QR code of the link, the link in a read-only field with a copy
 * button ("Copied!" is announced) and a Close button. Escape and a click outside close it too.
 */
export function ShareProfileDialog({
  open,
  onOpenChange,
  link,
  description,
  onCopy,
  copiedResetMs = 2000,
  qrSize = 180,
}: ShareProfileDialogProps) {
  const { t } = useUiTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="share-profile-dialog"
        size="md"
        showCloseButton={false}
        // Without a description nothing describes the dialog (Radix expects to be told).
        {...(description ? {} : { 'aria-describedby': undefined })}
        // Focus goes to the dialog itself, so its title is read first and the link is not selected.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
        }}
      >
        <DialogHeader className="diet:pr-6">
          <DialogTitle>{t('shareProfileDialog.title')}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <SharePanel link={link} onCopy={onCopy} copiedResetMs={copiedResetMs} qrSize={qrSize} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('shareProfileDialog.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type SharePanelProps = Pick<ShareProfileDialogProps, 'link' | 'onCopy'> & {
  copiedResetMs: number;
  qrSize: number;
};

/** The QR code and the link with its copy button; it mounts with the dialog, so each opening starts fresh. */
function SharePanel({ link, onCopy, copiedResetMs, qrSize }: SharePanelProps) {
  const { t } = useUiTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState !== 'copied' || copiedResetMs <= 0) return;
    const timer = window.setTimeout(() => setCopyState('idle'), copiedResetMs);
    return () => window.clearTimeout(timer);
  }, [copyState, copiedResetMs]);

  const copy = async () => {
    setCopyState('idle');
    try {
      if (onCopy) await onCopy(link);
      else if (navigator.clipboard?.writeText) {
        try {
          await navigator.clipboard.writeText(link);
        } catch {
          if (!legacyCopy(inputRef.current)) throw new Error('copy failed');
        }
      } else if (!legacyCopy(inputRef.current)) throw new Error('copy failed');
      setCopyState('copied');
    } catch {
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <DialogBody className="diet:flex diet:flex-col diet:items-center diet:gap-5">
      <div className="diet:rounded-md diet:border diet:border-border diet:p-2">
        <QrCode value={link} size={qrSize} label={t('shareProfileDialog.qrCode', { link })} />
      </div>
      <div className="diet:flex diet:w-full diet:flex-col diet:gap-1.5">
        <label htmlFor={inputId} className="diet:text-sm diet:font-medium diet:text-fg">
          {t('shareProfileDialog.link')}
        </label>
        <div className="diet:flex diet:flex-wrap diet:gap-2">
          <div className="diet:relative diet:min-w-48 diet:flex-1">
            <input
              ref={inputRef}
              id={inputId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              data-slot="share-profile-link"
              className={cn(readOnlyControlClassName, 'diet:text-sm')}
            />
            <ReadOnlyLock />
          </div>
          <Button onClick={() => void copy()} data-slot="share-profile-copy">
            <Icon name={copyState === 'copied' ? 'check' : 'copy'} />
            {t('shareProfileDialog.copy')}
          </Button>
        </div>
        {/* Always in the page, so the result is announced; while empty it takes no room. */}
        <p
          role="status"
          data-slot="share-profile-copy-status"
          className={cn(
            'diet:text-sm diet:font-medium',
            copyState === 'idle'
              ? 'diet:sr-only'
              : copyState === 'failed'
                ? 'diet:text-danger'
                : 'diet:text-success',
          )}
        >
          {copyState === 'copied'
            ? t('shareProfileDialog.copied')
            : copyState === 'failed'
              ? t('shareProfileDialog.copyFailed')
              : ''}
        </p>
      </div>
    </DialogBody>
  );
}
