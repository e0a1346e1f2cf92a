'use client';

import { Apple, Milk, PencilLine, Salad, Wheat } from '../icon/glyphs.js';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { OptionCard, OptionCardGroup } from '../option-card/index.js';
import { QuizStepFrame, QuizStepNext } from '../quiz-step-header/index.js';
import { TextField } from '../text-field/index.js';

/** The diet options of the first question, in the spec's order (spec §2, §3). */
export const QUIZ_DIET_OPTIONS = ['lactose', 'glutenfree', 'fructose', 'lowfodmap', 'other'] as const;

/** One diet option's id. */
export type QuizDietOption = (typeof QUIZ_DIET_OPTIONS)[number];

const dietIcons: Record<QuizDietOption, ReactNode> = {
  lactose: <Milk />,
  glutenfree: <Wheat />,
  fructose: <Apple />,
  lowfodmap: <Salad />,
  other: <PencilLine />,
};

export type QuizDietsStepProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** The chosen option ids, in the order they were chosen. */
  selected: readonly string[];
  /** Called with the new list when an option is checked or unchecked. */
  onSelectedChange: (selected: string[]) => void;
  /** The free text of 'other' (shown only while 'other' is selected). */
  otherText: string;
  /** Called as the free text is typed, and with '' when 'other' is unchecked (the text is kept only while it is selected). */
  onOtherTextChange: (text: string) => void;
  /** Called by 'Next' (enabled once at least one option is chosen). */
  onNext?: () => void;
  /** Called by the back arrow (back to the welcome step). */
  onBack?: () => void;
  /** This step's place in the progress (default 1). */
  step?: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
};

/**
 * The quiz's first question: which diets apply, as multi-choice cards. 'Other' reveals a free-text
 * field; 'Next' is enabled once something is chosen.
 */
export function QuizDietsStep({
  selected,
  onSelectedChange,
  otherText,
  onOtherTextChange,
  onNext,
  onBack,
  step = 1,
  total,
  ...props
}: QuizDietsStepProps) {
  const { t } = useUiTranslation();
  const canContinue = selected.length > 0;
  const otherSelected = selected.includes('other');
  const question = t('quizDietsStep.question');
  return (
    <QuizStepFrame
      data-slot="quiz-diets-step"
      step={step}
      total={total}
      onBack={onBack}
      question={question}
      description={t('quizDietsStep.hint')}
      onSubmit={() => {
        if (canContinue) onNext?.();
      }}
      actions={<QuizStepNext disabled={!canContinue} disabledHint={t('quizDietsStep.needSelection')} />}
      {...props}
    >
      <div className="diet:grid diet:gap-4">
        <OptionCardGroup
          legend={question}
          legendHidden
          name="intolerances"
          value={selected}
          onValueChange={(next) => {
            if (otherSelected && !next.includes('other')) onOtherTextChange('');
            onSelectedChange(next);
          }}
          listClassName="diet:mt-0 diet:grid-cols-1 diet:hyphens-auto diet:md:grid-cols-1"
        >
          {QUIZ_DIET_OPTIONS.map((option) => (
            <OptionCard
              key={option}
              value={option}
              icon={dietIcons[option]}
              title={t(`quizDietsStep.options.${option}.label`)}
              description={t(`quizDietsStep.options.${option}.description`)}
            />
          ))}
        </OptionCardGroup>
        {otherSelected ? (
          <TextField
            label={t('quizDietsStep.otherLabel')}
            placeholder={t('quizDietsStep.otherPlaceholder')}
            name="otherIntolerance"
            value={otherText}
            onChange={(event) => onOtherTextChange(event.target.value)}
            autoComplete="off"
          />
        ) : null}
      </div>
    </QuizStepFrame>
  );
}
