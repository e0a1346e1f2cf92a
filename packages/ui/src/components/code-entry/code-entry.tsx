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
      <div className="diet:relative diet:w-fit diet:max-w-full">
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
          className="diet:peer diet:absolute diet:inset-0 diet:z-10 diet:size-full diet:cursor-text diet:opacity-0 diet:disabled:cursor-not-allowed"
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
          className="diet:flex diet:gap-1.5 diet:rounded-md diet:peer-disabled:opacity-50 diet:peer-focus-visible:ring-4 diet:peer-focus-visible:ring-focus diet:peer-focus-visible:ring-offset-4 diet:peer-focus-visible:ring-offset-surface diet:md:gap-2"
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
                  'diet:flex diet:h-12 diet:w-10 diet:items-center diet:justify-center diet:rounded-md diet:border diet:border-border-strong diet:bg-surface diet:md:w-12',
                  'diet:text-2xl diet:font-semibold diet:text-fg diet:tabular-nums diet:transition-colors',
                  field.isInvalid && 'diet:border-danger diet:bg-danger-soft',
                  active && 'diet:border-2 diet:border-primary',
                )}
              >
                {digit ??
                  (active ? (
                    <span className="diet:h-6 diet:w-0.5 diet:animate-pulse diet:bg-fg diet:motion-reduce:animate-none" />
                  ) : null)}
              </div>
            );
          })}
        </div>
      </div>
    </FieldFrame>
  );
}
