'use client';

import { Eye, EyeOff } from '../icon/glyphs.js';
import { useState, type ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { IconButton } from '../icon-button/index.js';
import { FieldFrame, fieldControlVariants, useFieldControl, type FieldProps } from '../text-field/index.js';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'children' | 'type'> &
  FieldProps & {
    /** Classes for the `<input>` itself; `className` goes on the field's root. */
    inputClassName?: string;
    /** Shows the password as plain text from the start (uncontrolled). */
    defaultVisible?: boolean;
    /** Whether the password is shown as plain text (controlled). */
    visible?: boolean;
    /** Called when the show/hide toggle is pressed. */
    onVisibleChange?: (visible: boolean) => void;
  };

/**
 * A labelled password input with a show/hide toggle (a toggle button with `aria-pressed`), hint,
 * error and the pink `invalid` look of the credentials forms.
 */
export function PasswordField({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  className,
  inputClassName,
  id,
  required,
  disabled,
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: PasswordFieldProps) {
  const { t } = useUiTranslation();
  const field = useFieldControl({ id, hint, error, invalid, 'aria-describedby': ariaDescribedBy });
  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <FieldFrame
      slot="password-field"
      {...field.frameProps}
      label={label}
      labelHidden={labelHidden}
      required={required}
      className={className}
    >
      <div className="diet:relative">
        <input
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          data-slot="password-field-input"
          className={cn(
            fieldControlVariants({ invalid: field.isInvalid }),
            'diet:h-11 diet:pr-12',
            inputClassName,
          )}
          {...field.controlProps}
          {...props}
        />
        <IconButton
          variant="ghost"
          size="sm"
          label={t('passwordField.show')}
          aria-pressed={visible}
          aria-controls={field.controlId}
          disabled={disabled}
          onClick={toggle}
          data-slot="password-field-toggle"
          className="diet:absolute diet:top-1 diet:right-1"
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      </div>
    </FieldFrame>
  );
}
