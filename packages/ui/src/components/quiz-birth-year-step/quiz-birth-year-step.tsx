'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import {
  BIRTH_YEAR_MAX_DIGITS,
  birthYearBounds,
  isValidBirthYear,
  sanitizeBirthYear,
} from '../../lib/rules.js';
import { QuizStepFrame, QuizStepNext } from '../quiz-step-header/index.js';
import { TextField } from '../text-field/index.js';

export type QuizBirthYearStepProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** The birth year as typed: up to 4 digits (the field drops everything else). */
  value: string;
  /** Called with the filtered text (digits only, at most 4) as the user types or pastes. */
  onValueChange: (value: string) => void;
  /** Called by 'Finish quiz' (enabled once the year is valid). */
  onFinish?: () => void;
  /** Called by the back arrow (back to the gender question). */
  onBack?: () => void;
  /**
   * The clock the valid range is taken from: (its year − 120) to its year, inclusive (spec §5).
   * Default: now. Pass a fixed date in stories and tests.
   */
  now?: Date;
  /** This step's place in the progress (default 4). */
  step?: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
};

/**
 * The quiz's last question: the birth year. The field keeps only digits, at most 4; 'Finish quiz'
 * is enabled once the year is within the last 120 years; a full year outside says the valid range.
 */
export function QuizBirthYearStep({
  value,
  onValueChange,
  onFinish,
  onBack,
  now,
  step = 4,
  total,
  ...props
}: QuizBirthYearStepProps) {
  const { t } = useUiTranslation();
  const clock = now ?? new Date();
  const valid = isValidBirthYear(value, clock);
  const { min, max } = birthYearBounds(clock);
  const complete = value.length === BIRTH_YEAR_MAX_DIGITS;
  const question = t('quizBirthYearStep.question');
  return (
    <QuizStepFrame
      data-slot="quiz-birth-year-step"
      step={step}
      total={total}
      onBack={onBack}
      question={question}
      onSubmit={() => {
        if (valid) onFinish?.();
      }}
      actions={<QuizStepNext label={t('quizBirthYearStep.finish')} disabled={!valid} />}
      {...props}
    >
      <TextField
        label={t('quizBirthYearStep.label')}
        hint={t('quizBirthYearStep.hint')}
        error={complete && !valid ? t('quizBirthYearStep.outOfRange', { min, max }) : undefined}
        name="birthYear"
        type="text"
        inputMode="numeric"
        autoComplete="bday-year"
        value={value}
        onChange={(event) => onValueChange(sanitizeBirthYear(event.target.value))}
        className="diet:max-w-xs"
        inputClassName="diet:text-lg diet:tabular-nums"
      />
    </QuizStepFrame>
  );
}
