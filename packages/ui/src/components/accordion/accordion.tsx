import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';

export const accordionVariants = cva('group/accordion flex w-full flex-col', {
  variants: {
    variant: {
      /** Rows divided by lines (FAQ). */
      list: 'divide-y divide-border border-y border-border',
      /** Separate cards (feature accordion, how-it-works on mobile). */
      cards: 'gap-3',
    },
  },
  defaultVariants: { variant: 'list' },
});

type SingleRootProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible'
>;

export type AccordionProps = SingleRootProps &
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
 * One-at-a-time accordion: opening an item closes the open one. Headings are buttons; Up / Down,
 * Home / End move between them.
 */
export function Accordion({ className, variant, collapsible = true, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      data-variant={variant ?? 'list'}
      type="single"
      collapsible={collapsible}
      className={cn(accordionVariants({ variant }), className)}
      {...props}
    />
  );
}

/** One section: an `AccordionTrigger` and its `AccordionContent`. Needs a unique `value`. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        'group-data-[variant=cards]/accordion:rounded-lg group-data-[variant=cards]/accordion:bg-surface',
        'group-data-[variant=cards]/accordion:px-5 group-data-[variant=cards]/accordion:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Level of the heading that wraps the button. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** The item's heading button with a chevron that turns when open. */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group/trigger flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-fg',
            'transition-colors outline-none hover:text-primary motion-reduce:transition-none',
            'focus-visible:ring-4 focus-visible:ring-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-fg transition-transform group-data-[state=open]/trigger:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** The item's body, shown while it is open. */
export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="text-base text-muted-fg" {...props}>
      <div className={cn('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
