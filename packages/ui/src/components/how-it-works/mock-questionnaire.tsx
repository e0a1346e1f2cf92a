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
      className={cn(
        'diet:flex diet:h-full diet:flex-col diet:gap-4 diet:bg-canvas diet:px-4 diet:pt-9 diet:pb-5 diet:text-fg diet:select-none',
        className,
      )}
      {...props}
    >
      {/* Only the option list may give way when space runs short: the progress bar, the question
          and the next button keep their size (a flex column would otherwise squash them). */}
      <div aria-hidden="true" className="diet:contents">
        <div
          data-slot="mock-questionnaire-progress"
          className="diet:h-2 diet:w-full diet:shrink-0 diet:overflow-hidden diet:rounded-full diet:bg-muted"
        >
          <div
            className="diet:h-full diet:rounded-full diet:bg-primary"
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <p className="diet:shrink-0 diet:text-base diet:leading-snug diet:font-semibold diet:text-pretty">
          {question ?? t('howItWorks.mock.question')}
        </p>
        <ul className="diet:flex diet:min-h-0 diet:flex-col diet:gap-2.5 diet:overflow-hidden">
          {items.map((option, index) => (
            <li
              key={index}
              className={cn(
                'diet:flex diet:shrink-0 diet:items-center diet:gap-2.5 diet:rounded-md diet:border diet:bg-surface diet:px-3 diet:py-2.5 diet:text-sm',
                option.checked ? 'diet:border-primary' : 'diet:border-border',
              )}
            >
              <span
                className={cn(
                  'diet:inline-flex diet:size-4 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-sm diet:border-2',
                  option.checked
                    ? 'diet:border-primary diet:bg-primary diet:text-on-primary'
                    : 'diet:border-border-strong diet:bg-surface',
                )}
              >
                {option.checked ? <Check strokeWidth={3} className="diet:size-3" /> : null}
              </span>
              <span className="diet:min-w-0 diet:leading-tight diet:break-words">{option.label}</span>
            </li>
          ))}
        </ul>
        <span
          data-slot="mock-questionnaire-next"
          className={cn(buttonVariants({ size: 'sm' }), 'diet:mt-auto diet:w-full diet:shrink-0')}
        >
          {nextLabel ?? t('howItWorks.mock.next')}
        </span>
      </div>
    </div>
  );
}
