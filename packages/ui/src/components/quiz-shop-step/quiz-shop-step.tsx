'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { QuizStepFrame, QuizStepNext } from '../quiz-step-header/index.js';
import { ShopScaleSlider } from '../slider/index.js';

export type QuizShopStepProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** Where the user shops on the 7-point scale: 0 only in store … 6 only online. Always set. */
  value: number;
  /** Called with the new value (0-6) as the slider moves. */
  onValueChange: (value: number) => void;
  /** Called by 'Next' (always enabled: the slider always has a value). */
  onNext?: () => void;
  /** Called by the back arrow (back to the diets question). */
  onBack?: () => void;
  /** This step's place in the progress (default 2). */
  step?: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
};

/** The quiz's second question: where the user shops, on the 7-point shop scale slider. */
export function QuizShopStep({
  value,
  onValueChange,
  onNext,
  onBack,
  step = 2,
  total,
  ...props
}: QuizShopStepProps) {
  const { t } = useUiTranslation();
  const question = t('quizShopStep.question');
  return (
    <QuizStepFrame
      data-slot="quiz-shop-step"
      step={step}
      total={total}
      onBack={onBack}
      question={question}
      description={t('quizShopStep.hint')}
      onSubmit={() => onNext?.()}
      actions={<QuizStepNext />}
      {...props}
    >
      <ShopScaleSlider
        name="shopWhere"
        label={question}
        labelHidden
        value={value}
        onValueChange={onValueChange}
        className="diet:py-4"
      />
    </QuizStepFrame>
  );
}
