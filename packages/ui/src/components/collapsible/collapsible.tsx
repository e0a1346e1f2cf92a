'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from '../icon/glyphs.js';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn.js';

export const collapsibleVariants = cva('diet:group/collapsible diet:w-full', {
  variants: {
    variant: {
      /** A section with a line under it, stacked with others (product details). */
      divided: 'diet:border-b diet:border-border',
      /** A card of its own. */
      card: 'diet:rounded-lg diet:bg-surface diet:px-5 diet:shadow-card',
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
      <Heading className="diet:flex">
        <CollapsiblePrimitive.Trigger
          data-slot="collapsible-trigger"
          className={cn(
            'diet:flex diet:flex-1 diet:items-center diet:justify-between diet:gap-4 diet:rounded-md diet:py-4 diet:text-left diet:text-base diet:font-semibold diet:text-fg',
            'diet:transition-colors diet:outline-none diet:hover:text-primary diet:motion-reduce:transition-none',
            'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
            'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
          )}
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="diet:size-5 diet:shrink-0 diet:text-muted-fg diet:transition-transform diet:group-data-[state=open]/collapsible:rotate-180 diet:motion-reduce:transition-none"
          />
        </CollapsiblePrimitive.Trigger>
      </Heading>
      <CollapsiblePrimitive.Content
        data-slot="collapsible-content"
        className={cn('diet:pb-4 diet:text-base diet:text-fg', contentClassName)}
      >
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
