import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../dialog/index.js';
import { Icon } from '../icon/index.js';
import { TextField } from '../text-field/index.js';

export type ScanDialogProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog wants to open or close (close button, Escape, click outside). */
  onOpenChange: (open: boolean) => void;
  /** Called with the digits when a valid barcode is entered by hand (8 to 14 digits by default). */
  onBarcode: (code: string) => void;
  /**
   * The camera preview the app mounts, usually a `<video>` fed by its scanner. Without it a
   * placeholder explains where the preview appears.
   */
  children?: ReactNode;
  /** A message about the camera (e.g. permission denied), shown under the preview. */
  cameraMessage?: ReactNode;
  /** Fewest digits of a barcode. Default 8 (EAN-8). */
  minDigits?: number;
  /** Most digits of a barcode. Default 14 (GTIN-14). */
  maxDigits?: number;
};

/**
 * The barcode scanner: a camera preview area (the app mounts its `<video>` as children) and a manual
 * entry of the barcode's digits (8 to 14) that calls `onBarcode(code)`.
 */
export function ScanDialog({
  open,
  onOpenChange,
  onBarcode,
  children,
  cameraMessage,
  minDigits = 8,
  maxDigits = 14,
}: ScanDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="scan-dialog" size="md" fullScreenOnMobile>
        <DialogHeader>
          <DialogTitle>{t('scanDialog.title')}</DialogTitle>
          <DialogDescription>{t('scanDialog.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <div
              role="region"
              aria-label={t('scanDialog.camera')}
              data-slot="scan-dialog-preview"
              className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-fg text-on-primary [&_video]:size-full [&_video]:object-cover"
            >
              {children ?? (
                <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
                  <Icon name="camera" className="size-10" />
                  <p className="text-sm">{t('scanDialog.noCamera')}</p>
                </div>
              )}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-on-primary/80"
              />
            </div>
            {cameraMessage ? <p className="text-sm text-muted-fg">{cameraMessage}</p> : null}
          </div>
          <ManualEntry onBarcode={onBarcode} minDigits={minDigits} maxDigits={maxDigits} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

type ManualEntryProps = Required<Pick<ScanDialogProps, 'onBarcode' | 'minDigits' | 'maxDigits'>>;

/** The manual barcode form; it mounts with the dialog's content, so every opening starts empty. */
function ManualEntry({ onBarcode, minDigits, maxDigits }: ManualEntryProps) {
  const { t } = useTranslation('ui');
  const [code, setCode] = useState('');
  const [showError, setShowError] = useState(false);
  const valid = code.length >= minDigits && code.length <= maxDigits;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setShowError(true);
      return;
    }
    onBarcode(code);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t('scanDialog.manual')}
        name="barcode"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        pattern={`[0-9]{${minDigits},${maxDigits}}`}
        maxLength={maxDigits}
        hint={t('scanDialog.hint', { min: minDigits, max: maxDigits })}
        error={showError && !valid ? t('scanDialog.invalid', { min: minDigits, max: maxDigits }) : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, maxDigits))}
        className="flex-1"
      />
      <Button type="submit" className="sm:mt-7">
        <Icon name="search" />
        {t('scanDialog.submit')}
      </Button>
    </form>
  );
}
