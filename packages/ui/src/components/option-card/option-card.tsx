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
        'diet:group diet:relative diet:flex diet:cursor-pointer diet:items-start diet:gap-3 diet:rounded-lg diet:border-2 diet:border-border diet:bg-surface diet:p-4 diet:text-left diet:shadow-card',
        'diet:transition-colors diet:hover:border-primary',
        'diet:has-checked:border-primary diet:has-checked:bg-primary-soft',
        'diet:has-focus-visible:ring-4 diet:has-focus-visible:ring-focus',
        // Disabled: flat and muted; text keeps 4.5:1 (no opacity on text).
        'diet:has-disabled:cursor-not-allowed diet:has-disabled:border-border diet:has-disabled:bg-muted diet:has-disabled:shadow-none',
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
        className="diet:peer diet:sr-only"
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
            'diet:flex diet:size-10 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-muted diet:text-primary diet:transition-colors',
            'diet:group-has-checked:bg-primary diet:group-has-checked:text-on-primary diet:group-has-disabled:opacity-50 diet:[&_svg]:size-5',
          )}
        >
          {icon}
        </span>
      ) : null}
      <span className="diet:grid diet:min-w-0 diet:flex-1 diet:gap-0.5 diet:self-center">
        <span
          id={titleId}
          className="diet:font-semibold diet:break-words diet:text-fg diet:group-has-disabled:text-muted-fg"
        >
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="diet:text-sm diet:break-words diet:text-muted-fg">
            {description}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        data-slot="option-card-indicator"
        className={cn(
          'diet:flex diet:size-6 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-sm diet:border-2 diet:border-border-strong diet:bg-surface diet:text-transparent',
          'diet:transition-colors diet:group-has-checked:border-primary diet:group-has-checked:bg-primary diet:group-has-checked:text-on-primary',
          'diet:group-has-disabled:opacity-50',
        )}
      >
        <Check strokeWidth={3} className="diet:size-3.5" />
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
      className={cn('diet:m-0 diet:min-w-0 diet:border-0 diet:p-0', className)}
      {...props}
    >
      <legend
        className={cn(
          'diet:mb-1 diet:p-0 diet:text-lg diet:font-semibold diet:text-fg',
          legendHidden && 'diet:sr-only',
        )}
      >
        {legend}
      </legend>
      {description ? (
        <p id={descriptionId} className="diet:mb-3 diet:text-sm diet:text-muted-fg">
          {description}
        </p>
      ) : null}
      <OptionCardGroupContext.Provider value={{ name, value, toggle }}>
        <div className={cn('diet:mt-3 diet:grid diet:gap-3 diet:md:grid-cols-2', listClassName)}>
          {children}
        </div>
      </OptionCardGroupContext.Provider>
      {error ? (
        <p
          id={errorId}
          className="diet:mt-3 diet:flex diet:items-start diet:gap-1.5 diet:text-sm diet:text-danger"
        >
          <CircleAlert aria-hidden="true" className="diet:mt-0.5 diet:size-4 diet:shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
