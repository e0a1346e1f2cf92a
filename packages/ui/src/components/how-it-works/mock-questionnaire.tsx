'use client';

import { Check } from '../icon/glyphs.js';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { buttonVariants } from '../button/index.js';

/** One option of the mock question. */
export type MockQuestionnaireOption = {
  label: ReactNode;
  /** Drawn as ticked. */
  checked?: boolean;
};

export type MockQuestionnaireProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The question. Default: the kit's first quiz question. */
  question?: ReactNode;
  /** The options. Default: the kit's diets, the first two ticked. */
  options?: readonly MockQuestionnaireOption[];
  /** Label of the drawn next button. Default: the kit's "Next". */
  nextLabel?: ReactNode;
  /** Steps done and total, drawn as the progress bar. Default one fifth (1 of 5). */
  progress?: { value: number; max: number };
  /** Accessible name of the whole picture. Default: the kit's "Preview of the sign-up quiz". */
  label?: string;
};

/**
 * A drawing of the quiz's first screen (progress at one fifth, a question with checkbox options and a
 * next button) for the how-it-works preview. Nothing in it is interactive: it reads as one image.
 */
export function MockQuestionnaire({
  question,
  options,
  nextLabel,
  progress = { value: 1, max: 5 },
  label,
  className,
  ...props
}: MockQuestionnaireProps) {
  const { t } = useUiTranslation();
  const items: readonly MockQuestionnaireOption[] = options ?? [
    { label: t('howItWorks.mock.lactose'), checked: true },
    { label: t('howItWorks.mock.gluten'), checked: true },
    { label: t('howItWorks.mock.fructose') },
    { label: t('howItWorks.mock.fodmap') },
    { label: t('howItWorks.mock.other') },
  ];
  const share = progress.max > 0 ? Math.min(Math.max(progress.value / progress.max, 0), 1) : 0;
  return (
    <div
      data-slot="mock-questionnaire"
      role="img"
      aria-label={label ?? t('howItWorks.mock.label')}
      className={cn('flex h-full flex-col gap-4 bg-canvas px-4 pt-9 pb-5 text-fg select-none', className)}
      {...props}
    >
      {/* Only the option list may give way when space runs short: the progress bar, the question
          and the next button keep their size (a flex column would otherwise squash them). */}
      <div aria-hidden="true" className="contents">
        <div
          data-slot="mock-questionnaire-progress"
          className="h-2 w-full shrink-0 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
        </div>
        <p className="shrink-0 text-base leading-snug font-semibold text-pretty">
          {question ?? t('howItWorks.mock.question')}
        </p>
        <ul className="flex min-h-0 flex-col gap-2.5 overflow-hidden">
          {items.map((option, index) => (
            <li
              key={index}
              className={cn(
                'flex shrink-0 items-center gap-2.5 rounded-md border bg-surface px-3 py-2.5 text-sm',
                option.checked ? 'border-primary' : 'border-border',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border-2',
                  option.checked
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-border-strong bg-surface',
                )}
              >
                {option.checked ? <Check strokeWidth={3} className="size-3" /> : null}
              </span>
              <span className="min-w-0 leading-tight break-words">{option.label}</span>
            </li>
          ))}
        </ul>
        <span
          data-slot="mock-questionnaire-next"
          className={cn(buttonVariants({ size: 'sm' }), 'mt-auto w-full shrink-0')}
        >
          {nextLabel ?? t('howItWorks.mock.next')}
        </span>
      </div>
    </div>
  );
}
