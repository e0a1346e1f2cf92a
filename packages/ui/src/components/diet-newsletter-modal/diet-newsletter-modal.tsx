'use client';

import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { useControllableOpen, type ModalOpenProps } from '../../lib/site/controllable-open.js';
import { isValidEmail } from '../../lib/rules.js';
import { runSubmit, type SubmitResult } from '../../lib/site/form-feedback.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/index.js';
import { FormMessage } from '../form-message/index.js';
import { Select, type SelectOption } from '../select/index.js';
import { TextField } from '../text-field/index.js';

/** What the diets newsletter modal sends (public-site spec §3: email, name, diets). */
export type DietNewsletterValues = {
  /** Optional; may be empty. */
  name: string;
  /** Optional; the chosen diet's value, may be empty. */
  diet: string;
  email: string;
};

type DietNewsletterMessage = 'emailRequired' | 'emailInvalid' | 'success' | 'failed' | 'networkError';

export type DietNewsletterModalProps = ModalOpenProps & {
  /** Heading. Default: the kit's "Get notified about new diets". */
  title?: ReactNode;
  /** Text under the heading. Default: the kit's invitation. */
  description?: ReactNode;
  /** Choices for the diet. Without them the diet is a free-text field. */
  dietOptions?: readonly SelectOption[];
  /** The diet chosen when the modal opens. */
  defaultDiet?: string;
  /**
   * Sends the values. Resolve `'ok'` for an OK answer, `'error'` for any other answer; throw (or
   * reject) when the request fails. Called only with a valid e-mail.
   */
  onSubscribe: (values: DietNewsletterValues) => Promise<SubmitResult> | SubmitResult;
  /** Milliseconds a message stays. Default 3000 (public-site spec §9); 0 keeps it. */
  messageTimeoutMs?: number;
  /** Milliseconds after a success before the modal closes (its form then starts empty). Default 3000. */
  closeAfterSuccessMs?: number;
};

/**
 * The diets page's newsletter modal: name and diet (optional) and an e-mail, to be alerted when a
 * diet is added. It checks the e-mail, shows the spec's messages and closes itself after a success.
 */
export function DietNewsletterModal({
  title,
  description,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  ...formProps
}: DietNewsletterModalProps) {
  const { t } = useUiTranslation();
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="diet-newsletter-modal" size="md">
        <DialogHeader>
          <DialogTitle>{title ?? t('dietNewsletterModal.title')}</DialogTitle>
          <DialogDescription>{description ?? t('dietNewsletterModal.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts with an empty form. */}
        <DietNewsletterForm {...formProps} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type DietNewsletterFormProps = Pick<
  DietNewsletterModalProps,
  'dietOptions' | 'defaultDiet' | 'onSubscribe' | 'messageTimeoutMs' | 'closeAfterSuccessMs'
> & { onDone: () => void };

function DietNewsletterForm({
  dietOptions,
  defaultDiet = '',
  onSubscribe,
  messageTimeoutMs = 3000,
  closeAfterSuccessMs = 3000,
  onDone,
}: DietNewsletterFormProps) {
  const { t } = useUiTranslation();
  const messageId = useId();
  const empty: DietNewsletterValues = { name: '', diet: defaultDiet, email: '' };
  const [values, setValues] = useState<DietNewsletterValues>(empty);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<DietNewsletterMessage | null>(null);
  // Counts successes, so each one schedules the closing.
  const [successes, setSuccesses] = useState(0);
  const set = (field: keyof DietNewsletterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const close = useEffectEvent(() => onDone());
  useEffect(() => {
    if (successes === 0) return;
    const timer = setTimeout(close, Math.max(closeAfterSuccessMs, 0));
    return () => clearTimeout(timer);
  }, [successes, closeAfterSuccessMs]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (values.email.trim() === '') return setMessage('emailRequired');
    if (!isValidEmail(values.email)) return setMessage('emailInvalid');
    setMessage(null);
    setSubmitting(true);
    const outcome = await runSubmit(() => onSubscribe(values));
    setSubmitting(false);
    if (outcome === 'ok') {
      setValues(empty);
      setSuccesses((count) => count + 1);
    }
    setMessage(outcome === 'ok' ? 'success' : outcome === 'error' ? 'failed' : 'networkError');
  };

  const emailProblem = message === 'emailRequired' || message === 'emailInvalid';
  return (
    <form noValidate onSubmit={submit} className="diet:flex diet:min-h-0 diet:flex-1 diet:flex-col">
      <DialogBody className="diet:flex diet:flex-col diet:gap-4">
        <TextField
          label={t('dietNewsletterModal.name')}
          hint={t('dietNewsletterModal.optional')}
          name="name"
          autoComplete="given-name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        {dietOptions ? (
          <Select
            label={t('dietNewsletterModal.diet')}
            hint={t('dietNewsletterModal.optional')}
            name="diet"
            options={dietOptions}
            placeholder={t('dietNewsletterModal.dietPlaceholder')}
            value={values.diet}
            onChange={(event) => set('diet')(event.target.value)}
          />
        ) : (
          <TextField
            label={t('dietNewsletterModal.diet')}
            hint={t('dietNewsletterModal.optional')}
            name="diet"
            value={values.diet}
            onChange={(event) => set('diet')(event.target.value)}
          />
        )}
        <TextField
          label={t('dietNewsletterModal.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          invalid={emailProblem}
          aria-describedby={messageId}
        />
        <FormMessage
          id={messageId}
          message={message ? t(`dietNewsletterModal.${message}`) : null}
          clearAfterMs={messageTimeoutMs}
          onClear={() => setMessage(null)}
        />
      </DialogBody>
      <DialogFooter>
        <Button
          type="submit"
          busy={submitting}
          disabled={submitting}
          busyLabel={t('dietNewsletterModal.submitting')}
        >
          {t('dietNewsletterModal.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
