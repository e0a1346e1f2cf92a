'use client';

import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion/index.js';
import { Button } from '../button/index.js';

/** One question and its answer. */
export type FaqItem = {
  question: ReactNode;
  answer: ReactNode;
};

export type FaqListProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading (`h2`). */
  title?: ReactNode;
  /** The questions (the contact page has ten). */
  items: readonly FaqItem[];
  /**
   * How many questions show at each stage: 'Show more' moves to the next stage, and after the last
   * 'Show less' goes back to the first. Default [3, 6, Infinity] (public-site spec §9).
   */
  steps?: readonly number[];
};

/**
 * The FAQ: an accordion of questions, one open at a time. It shows the first few; 'Show more'
 * reveals more in stages, then 'Show less' goes back to the first stage.
 */
export function FaqList({ title, items, steps = [3, 6, Infinity], className, ...props }: FaqListProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const listId = useId();
  const [stage, setStage] = useState(0);
  const [open, setOpen] = useState('');
  const stages = steps.length > 0 ? steps : [Infinity];
  const shown = Math.min(stages[Math.min(stage, stages.length - 1)] ?? Infinity, items.length);
  // The next stage that shows more than now; none means the list is complete.
  const nextStage = stages.findIndex(
    (count, index) => index > stage && Math.min(count, items.length) > shown,
  );
  const expandable = items.length > Math.min(stages[0] ?? Infinity, items.length);

  return (
    <section
      data-slot="faq-list"
      aria-labelledby={title ? titleId : undefined}
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-6', className)}
      {...props}
    >
      {title ? (
        <h2 id={titleId} className="diet:text-3xl diet:font-bold diet:tracking-tight diet:text-fg">
          {title}
        </h2>
      ) : null}
      <Accordion id={listId} value={open} onValueChange={setOpen}>
        {items.slice(0, shown).map((item, index) => (
          <AccordionItem key={index} value={String(index)}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      {expandable ? (
        <Button
          variant="outline"
          aria-controls={listId}
          className="diet:self-center"
          onClick={() => setStage(nextStage === -1 ? 0 : nextStage)}
        >
          {nextStage === -1 ? t('faqList.showLess') : t('faqList.showMore')}
        </Button>
      ) : null}
    </section>
  );
}
