'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { QuizStepFrame, QuizStepNext } from '../quiz-step-header/index.js';
import { RadioGroup } from '../radio-group/index.js';

/** The gender choices, in the spec's order (spec §3). */
export const QUIZ_GENDERS = ['male', 'female', 'other'] as const;

/** One gender choice. */
export type QuizGender = (typeof QUIZ_GENDERS)[number];

export type QuizGenderStepProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** The chosen gender, or `null` while none is chosen. */
  value: QuizGender | null;
  /** Called with the chosen gender. */
  onValueChange: (value: QuizGender) => void;
  /** Called by 'Next' (enabled once a gender is chosen). */
  onNext?: () => void;
  /** Called by the back arrow (back to the shopping question). */
  onBack?: () => void;
  /** This step's place in the progress (default 3). */
  step?: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
};

function isQuizGender(value: string): value is QuizGender {
  return (QUIZ_GENDERS as readonly string[]).includes(value);
}

/** The quiz's third question: gender, a single choice; 'Next' is enabled once one is chosen. */
export function QuizGenderStep({
  value,
  onValueChange,
  onNext,
  onBack,
  step = 3,
  total,
  ...props
}: QuizGenderStepProps) {
  const { t } = useUiTranslation();
  const question = t('quizGenderStep.question');
  const canContinue = value !== null;
  return (
    <QuizStepFrame
      data-slot="quiz-gender-step"
      step={step}
      total={total}
      onBack={onBack}
      question={question}
      onSubmit={() => {
        if (canContinue) onNext?.();
      }}
      actions={<QuizStepNext disabled={!canContinue} disabledHint={t('quizGenderStep.needChoice')} />}
      {...props}
    >
      <RadioGroup
        legend={question}
        legendHidden
        name="gender"
        look="cards"
        orientation="horizontal"
        // '' keeps the group controlled with nothing checked.
        value={value ?? ''}
        onValueChange={(next) => {
          if (isQuizGender(next)) onValueChange(next);
        }}
        options={QUIZ_GENDERS.map((gender) => ({ value: gender, label: t(`quizGenderStep.${gender}`) }))}
      />
    </QuizStepFrame>
  );
}
