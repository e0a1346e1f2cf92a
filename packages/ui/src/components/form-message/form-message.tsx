'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';

/** The marks that start an error text in the spec's form messages. */
const ERROR_MARKS = ['⚠', '🚫', '❌'] as const;

/**
 * Whether a form status text is an error: it starts with ⚠️, 🚫 or ❌ (leading spaces ignored,
 * with or without the emoji variation selector).
 */
export function isErrorMessage(text: string | null | undefined): boolean {
  if (!text) return false;
  const start = text.trimStart();
  return ERROR_MARKS.some((mark) => start.startsWith(mark));
}

export type FormMessageProps = Omit<ComponentProps<'p'>, 'children' | 'role'> & {
  /** The status text, e.g. '🎉 Subscription successful!'. Empty or null shows nothing. */
  message?: string | null;
  /**
   * Milliseconds after which a shown message is hidden and `onClear` is called (the spec's 3000).
   * 0 keeps it until `message` changes.
   */
  clearAfterMs?: number;
  /** Called when the message clears after `clearAfterMs`, so the form can reset its state. */
  onClear?: () => void;
};

/**
 * A form's status line. Texts starting with ⚠️, 🚫 or ❌ are errors (red, `role="alert"`); others are
 * neutral (dark text, `role="status"`). The line is always in the page so polite updates are announced,
 * but while empty it takes no room (out of the flow, like `sr-only`): no blank line and no flex or grid
 * gap above the buttons that follow it.
 */
export function FormMessage({
  message,
  clearAfterMs = 3000,
  onClear,
  className,
  ...props
}: FormMessageProps) {
  const [cleared, setCleared] = useState(false);
  // A new message (including the same text after an empty one) is shown again.
  const [shownMessage, setShownMessage] = useState(message);
  if (message !== shownMessage) {
    setShownMessage(message);
    setCleared(false);
  }
  const text = message && !cleared ? message : '';

  const onClearRef = useRef(onClear);
  useEffect(() => {
    onClearRef.current = onClear;
  });

  useEffect(() => {
    if (!message || clearAfterMs <= 0) return;
    const timer = window.setTimeout(() => {
      setCleared(true);
      onClearRef.current?.();
    }, clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, clearAfterMs]);

  const error = isErrorMessage(text);
  return (
    <p
      // A new element per kind: an inserted role="alert" is announced at once.
      key={error ? 'error' : 'status'}
      role={error ? 'alert' : 'status'}
      data-slot="form-message"
      data-kind={text ? (error ? 'error' : 'neutral') : undefined}
      className={cn(
        'diet:text-sm diet:font-medium',
        text ? (error ? 'diet:text-danger' : 'diet:text-fg') : 'diet:sr-only',
        className,
      )}
      {...props}
    >
      {text}
    </p>
  );
}
