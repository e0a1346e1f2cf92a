'use client';

import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion/index.js';

/** One feature of the accordion. */
export type FeatureSection = {
  /** The feature's heading, e.g. "Instant yes/no feedback". */
  title: ReactNode;
  /** What shows when it is open. */
  content: ReactNode;
  /** A small icon before the heading (hidden from assistive technology). */
  icon?: ReactNode;
};

export type FeatureAccordionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading (`h2`). */
  title?: ReactNode;
  /** The features (the home page has four). */
  sections: readonly FeatureSection[];
  /** The section open at first. Default 0 (the first). */
  defaultOpenIndex?: number;
  /** The open section (controlled). */
  openIndex?: number;
  /** Called with the section that opens. */
  onOpenIndexChange?: (index: number) => void;
};

/** The home page's feature accordion: one section open at a time; clicking a heading opens it. */
export function FeatureAccordion({
  title,
  sections,
  defaultOpenIndex = 0,
  openIndex,
  onOpenIndexChange,
  className,
  ...props
}: FeatureAccordionProps) {
  const titleId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultOpenIndex);
  const current = openIndex ?? uncontrolled;
  return (
    <section
      data-slot="feature-accordion"
      aria-labelledby={title ? titleId : undefined}
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-6', className)}
      {...props}
    >
      {title ? (
        <h2
          id={titleId}
          className="diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg"
        >
          {title}
        </h2>
      ) : null}
      <Accordion
        variant="cards"
        collapsible={false}
        value={String(current)}
        onValueChange={(value) => {
          if (value === '') return;
          const next = Number(value);
          if (openIndex === undefined) setUncontrolled(next);
          onOpenIndexChange?.(next);
        }}
      >
        {sections.map((section, index) => (
          <AccordionItem key={index} value={String(index)}>
            <AccordionTrigger className="diet:text-lg">
              <span className="diet:flex diet:items-center diet:gap-3">
                {section.icon ? (
                  <span
                    aria-hidden="true"
                    className="diet:inline-flex diet:size-9 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft diet:text-primary diet:[&_svg]:size-5"
                  >
                    {section.icon}
                  </span>
                ) : null}
                {section.title}
              </span>
            </AccordionTrigger>
            <AccordionContent className="diet:text-base diet:text-fg">{section.content}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
