'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from '../icon/glyphs.js';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

import { cn } from '../../lib/cn.js';

// The WAI-ARIA accordion pattern (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/) with the
// markup and data attributes Radix's accordion renders, written out here because it is small and
// sits on the first screen of the FAQ: Radix's accordion with its collection and presence
// machinery weighed about 9 kB gzip of the contact page's initial JavaScript.

export const accordionVariants = cva('diet:group/accordion diet:flex diet:w-full diet:flex-col', {
  variants: {
    variant: {
      /** Rows divided by lines (FAQ). */
      list: 'diet:[&>:not(:last-child)]:border-b diet:[&>:not(:last-child)]:border-border diet:border-y diet:border-border',
      /** Separate cards (feature accordion, how-it-works on mobile). */
      cards: 'diet:gap-3',
    },
  },
  defaultVariants: { variant: 'list' },
});

type RootContext = { value: string; collapsible: boolean; toggle: (value: string) => void };
type ItemContext = { value: string; open: boolean; disabled: boolean; triggerId: string; contentId: string };

const AccordionRootContext = createContext<RootContext | null>(null);
const AccordionItemContext = createContext<ItemContext | null>(null);

function useAccordionItem(part: string): ItemContext {
  const item = useContext(AccordionItemContext);
  if (!item) throw new Error(`${part} must be inside an AccordionItem`);
  return item;
}

const state = (open: boolean) => (open ? 'open' : 'closed');

export type AccordionProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> &
  VariantProps<typeof accordionVariants> & {
    /** The open item's `value` (controlled); `''` when all are closed. */
    value?: string;
    /** The item open at first (uncontrolled). */
    defaultValue?: string;
    /** Called with the newly open item's `value`, or `''` when the open one was closed. */
    onValueChange?: (value: string) => void;
    /** Whether the open item closes when its heading is clicked again. Default `true`. */
    collapsible?: boolean;
  };

/**
 * One-at-a-time accordion: opening an item closes the open one. Headings are buttons; Up / Down
 * (wrapping), Home / End move between them.
 */
export function Accordion({
  className,
  variant,
  collapsible = true,
  value: controlled,
  defaultValue = '',
  onValueChange,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const toggle = (item: string) => {
    const next = item === value ? (collapsible ? '' : value) : item;
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <AccordionRootContext.Provider value={{ value, collapsible, toggle }}>
      <div
        data-slot="accordion"
        data-variant={variant ?? 'list'}
        data-orientation="vertical"
        className={cn(accordionVariants({ variant }), className)}
        {...props}
      />
    </AccordionRootContext.Provider>
  );
}

export type AccordionItemProps = ComponentProps<'div'> & {
  /** Unique within the accordion: what `value` and `onValueChange` speak of. */
  value: string;
  disabled?: boolean;
};

/** One section: an `AccordionTrigger` and its `AccordionContent`. Needs a unique `value`. */
export function AccordionItem({ className, value, disabled = false, ...props }: AccordionItemProps) {
  const root = useContext(AccordionRootContext);
  if (!root) throw new Error('AccordionItem must be inside an Accordion');
  const id = useId();
  const open = root.value === value;
  return (
    <AccordionItemContext.Provider
      value={{ value, open, disabled, triggerId: `${id}-trigger`, contentId: `${id}-content` }}
    >
      <div
        data-slot="accordion-item"
        data-state={state(open)}
        data-disabled={disabled ? '' : undefined}
        data-orientation="vertical"
        className={cn(
          'diet:group-data-[variant=cards]/accordion:rounded-lg diet:group-data-[variant=cards]/accordion:bg-surface',
          'diet:group-data-[variant=cards]/accordion:px-5 diet:group-data-[variant=cards]/accordion:shadow-card',
          className,
        )}
        {...props}
      />
    </AccordionItemContext.Provider>
  );
}

/** Up / Down / Home / End between the enabled headings of the same accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-slot="accordion"]');
  if (!root) return;
  const triggers = Array.from(
    root.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]'),
  ).filter((trigger) => !trigger.disabled && trigger.closest('[data-slot="accordion"]') === root);
  const at = triggers.indexOf(event.currentTarget);
  if (at === -1 || !triggers.length) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + triggers.length) % triggers.length;
  triggers[next]?.focus();
}

export type AccordionTriggerProps = ComponentProps<'button'> & {
  /** Level of the heading that wraps the button. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** The item's heading button with a chevron that turns when open. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  onClick,
  onKeyDown,
  ...props
}: AccordionTriggerProps) {
  const root = useContext(AccordionRootContext);
  const item = useAccordionItem('AccordionTrigger');
  const Heading = `h${headingLevel}` as const;
  // An open item that cannot close is announced as such.
  const locked = item.open && root?.collapsible === false;
  return (
    <Heading
      className="diet:flex"
      data-state={state(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      data-orientation="vertical"
    >
      <button
        type="button"
        id={item.triggerId}
        aria-controls={item.contentId}
        aria-expanded={item.open}
        aria-disabled={locked || undefined}
        disabled={item.disabled}
        data-slot="accordion-trigger"
        data-state={state(item.open)}
        data-disabled={item.disabled ? '' : undefined}
        data-orientation="vertical"
        className={cn(
          'diet:group/trigger diet:flex diet:flex-1 diet:items-center diet:justify-between diet:gap-4 diet:rounded-md diet:py-4 diet:text-left diet:text-base diet:font-semibold diet:text-fg',
          'diet:transition-colors diet:outline-none diet:hover:text-primary diet:motion-reduce:transition-none',
          'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
          'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
          className,
        )}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) root?.toggle(item.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="diet:size-5 diet:shrink-0 diet:text-muted-fg diet:transition-transform diet:group-data-[state=open]/trigger:rotate-180 diet:motion-reduce:transition-none"
        />
      </button>
    </Heading>
  );
}

/** The item's body, shown while it is open (its content is not rendered while closed). */
export function AccordionContent({ className, children, ...props }: ComponentProps<'div'>) {
  const item = useAccordionItem('AccordionContent');
  return (
    <div
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-slot="accordion-content"
      data-state={state(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      data-orientation="vertical"
      hidden={!item.open}
      className="diet:text-base diet:text-muted-fg"
      {...props}
    >
      {item.open ? <div className={cn('diet:pb-4', className)}>{children}</div> : null}
    </div>
  );
}
