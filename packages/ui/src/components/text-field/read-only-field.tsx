'use client';

import { Lock } from '../icon/glyphs.js';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { FieldFrame, fieldControlVariants, useFieldControl } from './text-field.js';

/**
 * The kit's one look of a value that cannot be changed here: the field's box on the muted
 * background, without a border (nothing that looks like focus or an invitation to type), room on
 * the right for the lock. For an `<input readOnly>`.
 */
export const readOnlyControlClassName = cn(
  fieldControlVariants(),
  'diet:h-11 diet:cursor-default diet:truncate diet:border-transparent diet:bg-muted diet:pr-10 diet:text-fg',
);

/** The lock drawn at the right end of a read-only control (inside a `relative` wrapper). */
export function ReadOnlyLock() {
  return (
    <IconGlyph
      glyph={Lock}
      name="lock"
      data-slot="read-only-field-icon"
      className="diet:pointer-events-none diet:absolute diet:top-1/2 diet:right-3 diet:size-4 diet:-translate-y-1/2 diet:text-muted-fg"
    />
  );
}

export type ReadOnlyFieldProps = Omit<
  ComponentProps<'input'>,
  'readOnly' | 'children' | 'defaultValue' | 'onChange'
> & {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the value, e.g. why it cannot change. */
  hint?: ReactNode;
  /** The value shown. */
  value: string;
};

/**
 * A labelled value that cannot be changed here (e-mail, username): a read-only input, announced
 * as such and still focusable and selectable, in the read-only look with a lock.
 */
export function ReadOnlyField({ label, hint, value, className, ...props }: ReadOnlyFieldProps) {
  const field = useFieldControl({ hint, id: props.id, 'aria-describedby': props['aria-describedby'] });
  return (
    <FieldFrame slot="read-only-field" {...field.frameProps} label={label} className={className}>
      <div className="diet:relative">
        <input
          {...props}
          value={value}
          readOnly
          data-slot="read-only-field-input"
          className={readOnlyControlClassName}
          {...field.controlProps}
        />
        <ReadOnlyLock />
      </div>
    </FieldFrame>
  );
}
