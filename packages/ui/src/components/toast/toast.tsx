'use client';

import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Alert, isUrgentTone, type AlertTone } from '../alert/index.js';

/** One message of a ToastRegion. */
export type ToastItem = {
  /** Stable id, passed back to `onDismiss`. */
  id: string;
  /** `info` (default), `success`, `warning` or `error`; warning and error are announced assertively. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message, e.g. "Information updated successfully!". */
  message: ReactNode;
  /** Overrides the region's `autoDismissMs` for this toast (0 keeps it until dismissed). */
  autoDismissMs?: number;
};

type ToastProps = {
  toast: ToastItem;
  autoDismissMs: number;
  onDismiss: (id: string) => void;
};

function Toast({ toast, autoDismissMs, onDismiss }: ToastProps) {
  const { t } = useUiTranslation();
  const [paused, setPaused] = useState(false);
  const timeout = toast.autoDismissMs ?? autoDismissMs;
  const dismiss = useEffectEvent(() => onDismiss(toast.id));
  useEffect(() => {
    if (timeout <= 0 || paused) return;
    const timer = window.setTimeout(dismiss, timeout);
    return () => window.clearTimeout(timer);
  }, [timeout, paused]);
  return (
    <li
      data-slot="toast"
      className="diet:pointer-events-auto diet:w-full"
      // The timer waits while the pointer or the keyboard is on the toast, so it can be read and dismissed.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Alert
        live={false}
        tone={toast.tone ?? 'info'}
        title={toast.title}
        onDismiss={() => onDismiss(toast.id)}
        dismissLabel={t('toast.dismiss')}
        className="diet:shadow-overlay"
      >
        {toast.message}
      </Alert>
    </li>
  );
}

export type ToastRegionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The messages to show, oldest first. Keep them in state, e.g. with `useToasts()`. */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when its time is up or its dismiss button is pressed. */
  onDismiss: (id: string) => void;
  /** Milliseconds before a toast dismisses itself (default 3000, the spec's message time); 0 turns it off. */
  autoDismissMs?: number;
  /** Screen edge the toasts stack on (default `bottom`). */
  placement?: 'top' | 'bottom';
  /** Accessible name of the region; default the kit's "Notifications". */
  label?: string;
};

/**
 * A fixed region of transient messages. Success and info are announced politely, warnings and
 * errors assertively; each dismisses itself after `autoDismissMs` unless hovered or focused.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  autoDismissMs = 3000,
  placement = 'bottom',
  label,
  className,
  ...props
}: ToastRegionProps) {
  const { t } = useUiTranslation();
  const polite = toasts.filter((toast) => !isUrgentTone(toast.tone ?? 'info'));
  const assertive = toasts.filter((toast) => isUrgentTone(toast.tone ?? 'info'));
  const list = (items: readonly ToastItem[]) =>
    items.map((toast) => (
      <Toast key={toast.id} toast={toast} autoDismissMs={autoDismissMs} onDismiss={onDismiss} />
    ));
  // Both live regions are always in the page: screen readers only announce changes to regions they already know.
  return (
    <section
      data-slot="toast-region"
      data-placement={placement}
      aria-label={label ?? t('toast.region')}
      className={cn(
        'diet:pointer-events-none diet:fixed diet:inset-x-0 diet:z-50 diet:mx-auto diet:flex diet:w-full diet:max-w-md diet:flex-col diet:gap-2 diet:p-4',
        placement === 'top' ? 'diet:top-0' : 'diet:bottom-0',
        className,
      )}
      {...props}
    >
      <ol
        data-slot="toast-list"
        data-urgency="assertive"
        aria-live="assertive"
        className="diet:flex diet:flex-col diet:gap-2"
      >
        {list(assertive)}
      </ol>
      <ol
        data-slot="toast-list"
        data-urgency="polite"
        aria-live="polite"
        className="diet:flex diet:flex-col diet:gap-2"
      >
        {list(polite)}
      </ol>
    </section>
  );
}

/** A new toast: everything but the id, which `show` makes up unless given. */
export type ToastInput = Omit<ToastItem, 'id'> & { id?: string };

/**
 * Local state for a ToastRegion: `const { toasts, show, dismiss } = useToasts()`, then
 * `<ToastRegion toasts={toasts} onDismiss={dismiss} />` and `show({ tone: 'success', message })`.
 */
export function useToasts(initial: readonly ToastItem[] = []) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>(initial);
  const counter = useRef(0);
  const show = useCallback((input: ToastInput): string => {
    counter.current += 1;
    const id = input.id ?? `toast-${counter.current}`;
    setToasts((current) => [...current.filter((toast) => toast.id !== id), { ...input, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const clear = useCallback(() => setToasts([]), []);
  return { toasts, show, dismiss, clear };
}
