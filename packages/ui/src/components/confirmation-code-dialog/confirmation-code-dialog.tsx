'use client';

import { useId, useState, type FormEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { CONFIRMATION_CODE_LENGTH, isCompleteConfirmationCode } from '../../lib/rules.js';
import { Button } from '../button/index.js';
import { CodeEntry } from '../code-entry/index.js';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/index.js';
import { FormMessage } from '../form-message/index.js';

export type ConfirmationCodeDialogProps = {
  /** Whether the dialog is open (controlled by the app). */
  open: boolean;
  /** Called with the 6 digits when the user confirms ('Confirm' or Enter, once all 6 are in). */
  onConfirm: (code: string) => void;
  /**
   * Called when the user dismisses the prompt: 'Cancel', Escape or a click outside. The app then
   * skips the confirm step and closes the dialog (spec §4).
   */
  onCancel: () => void;
  /** The app's failure message, e.g. '❌ Confirmation failed: {message}' (spec §8), shown in red. */
  error?: string | null;
  /** While the code is checked: the confirm button shows the busy label and nothing can be changed. */
  busy?: boolean;
  /** The address the code was sent to, named in the text when given. */
  email?: string;
  /** The digits entered (controlled). Without it the dialog keeps them and starts empty each time it opens. */
  code?: string;
  /** Called with the digits as they are typed or pasted (non-digits dropped, at most 6). */
  onCodeChange?: (code: string) => void;
  /** Element the dialog is portalled into. Default: `document.body`. */
  container?: HTMLElement | null;
};

/**
 * The prompt for the 6-digit e-mail confirmation code after sign-up, with 'Confirm' (enabled once
 * all 6 digits are in) and 'Cancel', and room for the app's error message.
 */
export function ConfirmationCodeDialog({
  open,
  onConfirm,
  onCancel,
  error,
  busy = false,
  email,
  code,
  onCodeChange,
  container,
}: ConfirmationCodeDialogProps) {
  const { t } = useUiTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <DialogContent
        data-slot="confirmation-code-dialog"
        size="sm"
        showCloseButton={false}
        // Below 768 px: a narrower margin and padding, so the six code boxes (270 px) fit a 320 px screen.
        className="diet:max-md:w-[calc(100%-1rem)]"
        container={container}
        aria-busy={busy || undefined}
      >
        <CodeForm
          code={code}
          onCodeChange={onCodeChange}
          onConfirm={onConfirm}
          onCancel={onCancel}
          busy={busy}
          error={error}
          description={
            email
              ? t('confirmationCodeDialog.descriptionTo', { length: CONFIRMATION_CODE_LENGTH, email })
              : t('confirmationCodeDialog.description', { length: CONFIRMATION_CODE_LENGTH })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

type CodeFormProps = Pick<
  ConfirmationCodeDialogProps,
  'code' | 'onCodeChange' | 'onConfirm' | 'onCancel' | 'busy' | 'error'
> & { description: string };

/** The dialog's content; mounted while open, so its own code state starts empty each time. */
function CodeForm({
  code: codeProp,
  onCodeChange,
  onConfirm,
  onCancel,
  busy,
  error,
  description,
}: CodeFormProps) {
  const { t } = useUiTranslation();
  const errorId = useId();
  const [codeState, setCodeState] = useState('');
  const code = codeProp ?? codeState;
  const complete = isCompleteConfirmationCode(code);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !busy) onConfirm(code);
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="diet:flex diet:min-h-0 diet:flex-1 diet:flex-col">
      <DialogHeader className="diet:px-4 diet:md:px-6">
        <DialogTitle>{t('confirmationCodeDialog.title')}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="diet:grid diet:gap-3 diet:px-4 diet:md:px-6">
        <CodeEntry
          length={CONFIRMATION_CODE_LENGTH}
          value={code}
          onValueChange={(next) => {
            setCodeState(next);
            onCodeChange?.(next);
          }}
          hint={null}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
        />
        <FormMessage id={errorId} message={error} clearAfterMs={0} />
      </DialogBody>
      <DialogFooter className="diet:px-4 diet:md:px-6">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('confirmationCodeDialog.cancel')}
        </Button>
        <Button type="submit" disabled={!complete} busy={busy} busyLabel={t('confirmationCodeDialog.busy')}>
          {t('confirmationCodeDialog.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
