'use client';

import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { isValidEmail } from '../../lib/rules.js';
import { runSubmit, type SubmitResult } from '../../lib/site/form-feedback.js';
import { Button } from '../button/index.js';
import { FormMessage } from '../form-message/index.js';
import { TextField } from '../text-field/index.js';

type NewsletterMessage = 'emailRequired' | 'emailInvalid' | 'success' | 'failed' | 'networkError';

export type NewsletterBoxProps = Omit<ComponentProps<'section'>, 'title' | 'onSubmit'> & {
  /** The box's heading (`h2`). */
  title?: ReactNode;
  /** Text under the heading. */
  text?: ReactNode;
  /**
   * Sends the address. Resolve `'ok'` for an OK answer, `'error'` for any other answer; throw (or
   * reject) when the request fails. Called only with a valid address.
   */
  onSubscribe: (email: string) => Promise<SubmitResult> | SubmitResult;
  /** Milliseconds a message stays. Default 3000 (public-site spec §9); 0 keeps it. */
  messageTimeoutMs?: number;
};

/**
 * The home page's newsletter box: one e-mail field and a subscribe button. It checks the address
 * (empty, then shape), shows the spec's messages, and clears the field on success.
 */
export function NewsletterBox({
  title,
  text,
  onSubscribe,
  messageTimeoutMs = 3000,
  className,
  ...props
}: NewsletterBoxProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<NewsletterMessage | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (email.trim() === '') return setMessage('emailRequired');
    if (!isValidEmail(email)) return setMessage('emailInvalid');
    setMessage(null);
    setSubmitting(true);
    const outcome = await runSubmit(() => onSubscribe(email));
    setSubmitting(false);
    if (outcome === 'ok') setEmail('');
    setMessage(outcome === 'ok' ? 'success' : outcome === 'error' ? 'failed' : 'networkError');
  };

  const emailProblem = message === 'emailRequired' || message === 'emailInvalid';
  return (
    <section
      data-slot="newsletter-box"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('newsletterBox.label')}
      className={cn(
        'diet:flex diet:w-full diet:flex-col diet:gap-4 diet:rounded-lg diet:bg-primary-soft diet:p-6 diet:md:p-8',
        className,
      )}
      {...props}
    >
      {title ? (
        <h2 id={titleId} className="diet:text-2xl diet:font-bold diet:text-fg">
          {title}
        </h2>
      ) : null}
      {text ? <div className="diet:text-base diet:text-fg">{text}</div> : null}
      <form noValidate onSubmit={submit} className="diet:flex diet:flex-col diet:gap-2">
        <div className="diet:flex diet:flex-col diet:gap-3 diet:md:flex-row diet:md:items-start">
          <TextField
            label={t('newsletterBox.emailLabel')}
            labelHidden
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('newsletterBox.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={emailProblem}
            aria-describedby={messageId}
            className="diet:md:flex-1"
          />
          <Button
            type="submit"
            busy={submitting}
            disabled={submitting}
            busyLabel={t('newsletterBox.submitting')}
            className="diet:md:min-w-40"
          >
            {t('newsletterBox.submit')}
          </Button>
        </div>
        <FormMessage
          id={messageId}
          message={message ? t(`newsletterBox.${message}`) : null}
          clearAfterMs={messageTimeoutMs}
          onClear={() => setMessage(null)}
        />
      </form>
    </section>
  );
}
