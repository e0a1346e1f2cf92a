'use client';

import { Check, CircleAlert } from '../icon/glyphs.js';
import { createContext, useContext, useId, useState, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

type OptionCardGroupContextValue = {
  name?: string;
  value: readonly string[];
  toggle: (value: string, checked: boolean) => void;
};

const OptionCardGroupContext = createContext<OptionCardGroupContextValue | null>(null);

export type OptionCardProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'title'> & {
  /** The option's name: the accessible name of the checkbox. */
  title: ReactNode;
  /** Text under the title, linked with `aria-describedby`. */
  description?: ReactNode;
  /** A decorative icon (hidden from assistive technology), e.g. a lucide icon. */
  icon?: ReactNode;
  /** Called with the new checked state. Inside an OptionCardGroup the group's `onValueChange` is called too. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value reported to the group (and sent with forms). Required inside an OptionCardGroup. */
  value?: string;
};

/**
 * A multi-choice card: a real checkbox with icon, title and description; the whole card is the hit
 * area and the checked card is filled and ticked.
 */
export function OptionCard({
  title,
  description,
  icon,
  className,
  id,
  value,
  checked,
  defaultChecked,
  onChange,
  onCheckedChange,
  name,
  'aria-describedby': ariaDescribedBy,
  ...props
}: OptionCardProps) {
  const group = useContext(OptionCardGroupContext);
  const autoId = useId();
  const inputId = id ?? `option-card${autoId}`;
  const titleId = `${inputId}-title`;
  const descriptionId = `${inputId}-description`;
  const inGroup = group !== null && value !== undefined;
  const describedBy =
    [description ? descriptionId : null, ariaDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <label
      data-slot="option-card"
      className={cn(
        'group relative flex cursor-pointer items-start gap-3 rounded-lg border-2 border-border bg-surface p-4 text-left shadow-card',
        'transition-colors hover:border-primary',
        'has-checked:border-primary has-checked:bg-primary-soft',
        'has-focus-visible:ring-4 has-focus-visible:ring-focus',
        // Disabled: flat and muted; text keeps 4.5:1 (no opacity on text).
        'has-disabled:cursor-not-allowed has-disabled:border-border has-disabled:bg-muted has-disabled:shadow-none',
        className,
      )}
    >
      <input
        type="checkbox"
        id={inputId}
        name={name ?? group?.name}
        value={value}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-slot="option-card-input"
        className="peer sr-only"
        {...(inGroup ? { checked: group.value.includes(value) } : { checked, defaultChecked })}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
          if (inGroup) group.toggle(value, event.target.checked);
        }}
        {...props}
      />
      {icon ? (
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-primary transition-colors',
            'group-has-checked:bg-primary group-has-checked:text-on-primary group-has-disabled:opacity-50 [&_svg]:size-5',
          )}
        >
          {icon}
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 gap-0.5 self-center">
        <span id={titleId} className="font-semibold break-words text-fg group-has-disabled:text-muted-fg">
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm break-words text-muted-fg">
            {description}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        data-slot="option-card-indicator"
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-transparent',
          'transition-colors group-has-checked:border-primary group-has-checked:bg-primary group-has-checked:text-on-primary',
          'group-has-disabled:opacity-50',
        )}
      >
        <Check strokeWidth={3} className="size-3.5" />
      </span>
    </label>
  );
}

export type OptionCardGroupProps = Omit<ComponentProps<'fieldset'>, 'defaultValue' | 'onChange'> & {
  /** The group's question or title, rendered as the fieldset's `<legend>`. */
  legend: ReactNode;
  /** Hides the legend visually (screen readers still read it), when a heading already says it. */
  legendHidden?: boolean;
  /** Text under the legend, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error text (e.g. "choose at least one"), shown in red and linked with `aria-describedby`. */
  error?: ReactNode;
  /** The checked values (controlled). */
  value?: readonly string[];
  /** The initially checked values (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the checked values, in the order of checking. */
  onValueChange?: (value: string[]) => void;
  /** `name` of every checkbox, for form submission. */
  name?: string;
  /** Classes of the list that holds the cards (default: one column, two from 640 px). */
  listClassName?: string;
};

/** A fieldset with a legend around OptionCards; it keeps the list of checked values. */
export function OptionCardGroup({
  legend,
  legendHidden = false,
  description,
  error,
  value: valueProp,
  defaultValue,
  onValueChange,
  name,
  className,
  listClassName,
  children,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: OptionCardGroupProps) {
  const autoId = useId();
  const groupId = id ?? `option-card-group${autoId}`;
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const [valueState, setValueState] = useState<readonly string[]>(defaultValue ?? []);
  const value = valueProp ?? valueState;
  const toggle = (item: string, checked: boolean) => {
    const next = checked ? [...value.filter((v) => v !== item), item] : value.filter((v) => v !== item);
    setValueState(next);
    onValueChange?.(next);
  };
  const describedBy =
    [error ? errorId : null, description ? descriptionId : null, ariaDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset
      id={groupId}
      data-slot="option-card-group"
      aria-describedby={describedBy}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
      {...props}
    >
      <legend className={cn('mb-1 p-0 text-lg font-semibold text-fg', legendHidden && 'sr-only')}>
        {legend}
      </legend>
      {description ? (
        <p id={descriptionId} className="mb-3 text-sm text-muted-fg">
          {description}
        </p>
      ) : null}
      <OptionCardGroupContext.Provider value={{ name, value, toggle }}>
        <div className={cn('mt-3 grid gap-3 md:grid-cols-2', listClassName)}>{children}</div>
      </OptionCardGroupContext.Provider>
      {error ? (
        <p id={errorId} className="mt-3 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
