'use client';

import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { isValidEmail } from '../../lib/rules.js';
import { runSubmit, type SubmitResult } from '../../lib/site/form-feedback.js';
import { Button } from '../button/index.js';
import { FormMessage } from '../form-message/index.js';
import { Select, type SelectOption } from '../select/index.js';
import { TextField } from '../text-field/index.js';
import { Textarea } from '../textarea/index.js';

/** What the contact form sends (public-site spec §3). */
export type ContactFormValues = {
  name: string;
  email: string;
  reason: string;
  message: string;
};

const EMPTY: ContactFormValues = { name: '', email: '', reason: '', message: '' };

type ContactMessage = 'emailInvalid' | 'success' | 'failed' | 'networkError';

export type ContactFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Sends the values. Resolve `'ok'` for an OK answer, `'error'` for any other answer; throw (or
   * reject) when the request fails. Called only when the e-mail is valid.
   */
  onSend: (values: ContactFormValues) => Promise<SubmitResult> | SubmitResult;
  /** Choices for the reason. Without them the reason is a free-text field. */
  reasons?: readonly SelectOption[];
  /** Milliseconds a message stays. Default 3000 (public-site spec §9); 0 keeps it. */
  messageTimeoutMs?: number;
};

/**
 * The contact form: name, e-mail, reason, message and a send button. Only the e-mail is checked
 * (empty or invalid gives one message); on success the form empties.
 */
export function ContactForm({
  onSend,
  reasons,
  messageTimeoutMs = 3000,
  className,
  ...props
}: ContactFormProps) {
  const { t } = useUiTranslation();
  const messageId = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<ContactMessage | null>(null);
  const set = (field: keyof ContactFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!isValidEmail(values.email)) return setMessage('emailInvalid');
    setMessage(null);
    setSubmitting(true);
    const outcome = await runSubmit(() => onSend(values));
    setSubmitting(false);
    if (outcome === 'ok') setValues(EMPTY);
    setMessage(outcome === 'ok' ? 'success' : outcome === 'error' ? 'failed' : 'networkError');
  };

  return (
    <form
      data-slot="contact-form"
      noValidate
      onSubmit={submit}
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-5', className)}
      {...props}
    >
      <div className="diet:grid diet:gap-5 diet:md:grid-cols-2">
        <TextField
          label={t('contactForm.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={t('contactForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          invalid={message === 'emailInvalid'}
          aria-describedby={messageId}
        />
      </div>
      {reasons ? (
        <Select
          label={t('contactForm.reason')}
          name="reason"
          options={reasons}
          placeholder={t('contactForm.reasonPlaceholder')}
          value={values.reason}
          onChange={(event) => set('reason')(event.target.value)}
        />
      ) : (
        <TextField
          label={t('contactForm.reason')}
          name="reason"
          value={values.reason}
          onChange={(event) => set('reason')(event.target.value)}
        />
      )}
      <Textarea
        label={t('contactForm.message')}
        name="message"
        rows={6}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
      />
      <div className="diet:flex diet:flex-col diet:gap-3 diet:md:flex-row diet:md:items-center">
        <Button
          type="submit"
          busy={submitting}
          disabled={submitting}
          busyLabel={t('contactForm.sending')}
          className="diet:md:min-w-40"
        >
          {t('contactForm.send')}
        </Button>
        <FormMessage
          id={messageId}
          message={message ? t(`contactForm.${message}`) : null}
          clearAfterMs={messageTimeoutMs}
          onClear={() => setMessage(null)}
        />
      </div>
    </form>
  );
}
