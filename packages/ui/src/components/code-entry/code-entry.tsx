'use client';

import { useRef, useState, type ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { FieldFrame, useFieldControl, type FieldProps } from '../text-field/index.js';

/** Keeps only the digits of `text`, at most `length` of them: '12 34-56' gives '123456'. */
export function sanitizeCode(text: string, length = 6): string {
  return text.replace(/\D/g, '').slice(0, length);
}

export type CodeEntryProps = Omit<
  ComponentProps<'input'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'size'
> &
  Partial<Pick<FieldProps, 'label'>> &
  Omit<FieldProps, 'label'> & {
    /** Number of digits (default 6, the e-mail confirmation code). */
    length?: number;
    /** The digits entered (controlled). */
    value?: string;
    /** The initial digits (uncontrolled). */
    defaultValue?: string;
    /** Called with the digits after every change (non-digits already removed). */
    onValueChange?: (code: string) => void;
    /** Called once each time the code becomes complete (all `length` digits entered). */
    onComplete?: (code: string) => void;
  };

/**
 * The e-mail confirmation code field: one input with one-time-code semantics (autofill, numeric
 * keyboard) drawn as one box per digit. Only digits are kept, at most `length`; pasting
 * '12 34-56' gives '123456'.
 */
export function CodeEntry({
  length = 6,
  value: valueProp,
  defaultValue,
  onValueChange,
  onComplete,
  label,
  labelHidden,
  hint,
  error,
  invalid,
  className,
  id,
  required,
  disabled,
  autoComplete = 'one-time-code',
  onFocus,
  onBlur,
  onSelect,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CodeEntryProps) {
  const { t } = useUiTranslation();
  const resolvedHint = hint === undefined ? t('codeEntry.hint', { length }) : hint;
  const field = useFieldControl({
    id,
    hint: resolvedHint,
    error,
    invalid,
    'aria-describedby': ariaDescribedBy,
  });
  const [valueState, setValueState] = useState(() => sanitizeCode(defaultValue ?? '', length));
  const value = sanitizeCode(valueProp ?? valueState, length);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  /** The boxes show no caret position, so a collapsed caret always stays after the last digit. */
  const moveCaretToEnd = () => {
    const input = inputRef.current;
    if (!input || input.selectionStart !== input.selectionEnd) return;
    if (input.selectionStart !== input.value.length) {
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };

  const activeIndex = Math.min(value.length, length - 1);
  return (
    <FieldFrame
      slot="code-entry"
      {...field.frameProps}
      label={label ?? t('codeEntry.label')}
      labelHidden={labelHidden}
      required={required}
      className={className}
    >
      <div className="relative w-fit max-w-full">
        <input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          pattern={`\\d{${length}}`}
          spellCheck={false}
          required={required}
          disabled={disabled}
          value={value}
          data-slot="code-entry-input"
          // The real input lies over the boxes, transparent: it takes typing, paste, autofill and clicks.
          className="peer absolute inset-0 z-10 size-full cursor-text opacity-0 disabled:cursor-not-allowed"
          onChange={(event) => {
            const next = sanitizeCode(event.target.value, length);
            // Keep the DOM value in step even when React would skip the update (e.g. only letters typed).
            if (event.target.value !== next) event.target.value = next;
            setValueState(next);
            onValueChange?.(next);
            if (next.length === length && value.length !== length) onComplete?.(next);
          }}
          onFocus={(event) => {
            setFocused(true);
            moveCaretToEnd();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          onSelect={(event) => {
            moveCaretToEnd();
            onSelect?.(event);
          }}
          {...field.controlProps}
          {...props}
        />
        <div
          aria-hidden="true"
          data-slot="code-entry-boxes"
          className="flex gap-1.5 rounded-md peer-disabled:opacity-50 peer-focus-visible:ring-4 peer-focus-visible:ring-focus peer-focus-visible:ring-offset-4 peer-focus-visible:ring-offset-surface md:gap-2"
        >
          {Array.from({ length }, (_, index) => {
            const digit = value[index];
            const active = focused && index === activeIndex;
            return (
              <div
                key={index}
                data-slot="code-entry-box"
                data-active={active ? '' : undefined}
                className={cn(
                  'flex h-12 w-10 items-center justify-center rounded-md border border-border-strong bg-surface md:w-12',
                  'text-2xl font-semibold text-fg tabular-nums transition-colors',
                  field.isInvalid && 'border-danger bg-danger-soft',
                  active && 'border-2 border-primary',
                )}
              >
                {digit ??
                  (active ? (
                    <span className="h-6 w-0.5 animate-pulse bg-fg motion-reduce:animate-none" />
                  ) : null)}
              </div>
            );
          })}
        </div>
      </div>
    </FieldFrame>
  );
}
