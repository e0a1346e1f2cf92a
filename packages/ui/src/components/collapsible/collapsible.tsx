'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from '../icon/glyphs.js';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export const collapsibleVariants = cva('group/collapsible w-full', {
  variants: {
    variant: {
      /** A section with a line under it, stacked with others (product details). */
      divided: 'border-b border-border',
      /** A card of its own. */
      card: 'rounded-lg bg-surface px-5 shadow-card',
    },
  },
  defaultVariants: { variant: 'divided' },
});

export type CollapsibleProps = Omit<ComponentProps<typeof CollapsiblePrimitive.Root>, 'title'> &
  VariantProps<typeof collapsibleVariants> & {
    /** Text of the heading button, e.g. "Ingredients & Allergens". */
    title: ReactNode;
    /** Level of the heading that wraps the button. Default 3. */
    headingLevel?: 2 | 3 | 4 | 5 | 6;
    /** Extra classes for the content below the heading. */
    contentClassName?: string;
  };

/**
 * A section that opens and closes from its heading button (with a chevron), e.g. the product page's
 * "Ingredients & Allergens". `defaultOpen`, or controlled with `open` / `onOpenChange`.
 */
export function Collapsible({
  className,
  variant,
  title,
  headingLevel = 3,
  contentClassName,
  children,
  ...props
}: CollapsibleProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CollapsiblePrimitive.Root
      data-slot="collapsible"
      data-variant={variant ?? 'divided'}
      className={cn(collapsibleVariants({ variant }), className)}
      {...props}
    >
      <Heading className="flex">
        <CollapsiblePrimitive.Trigger
          data-slot="collapsible-trigger"
          className={cn(
            'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-fg',
            'transition-colors outline-none hover:text-primary motion-reduce:transition-none',
            'focus-visible:ring-4 focus-visible:ring-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-fg transition-transform group-data-[state=open]/collapsible:rotate-180 motion-reduce:transition-none"
          />
        </CollapsiblePrimitive.Trigger>
      </Heading>
      <CollapsiblePrimitive.Content
        data-slot="collapsible-content"
        className={cn('pb-4 text-base text-fg', contentClassName)}
      >
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
