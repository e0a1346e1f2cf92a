'use client';

import { ArrowLeft } from '../icon/glyphs.js';
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import { IconButton } from '../icon-button/index.js';
import { ProgressBar } from '../progress-bar/index.js';

/**
 * Screens of the sign-up flow the progress counts: the 4 question steps plus the account step
 * (spec §2, §9), so the first question shows one fifth.
 */
export const QUIZ_PROGRESS_TOTAL = 5;

export type QuizStepHeaderProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The current screen, from 1. */
  step: number;
  /** How many screens the progress counts (default 5: four questions and the account step). */
  total?: number;
  /** Called by the back arrow (one step back; from the first question back to the welcome step). */
  onBack?: () => void;
  /** Accessible name of the back arrow. Default: the kit's "Back". */
  backLabel?: string;
};

/** The quiz's top bar: a back arrow and the progress (`step` of `total`). */
export function QuizStepHeader({
  step,
  total = QUIZ_PROGRESS_TOTAL,
  onBack,
  backLabel,
  className,
  ...props
}: QuizStepHeaderProps) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="quiz-step-header"
      className={cn('diet:flex diet:items-center diet:gap-3', className)}
      {...props}
    >
      <IconButton variant="ghost" size="md" label={backLabel ?? t('quizStepHeader.back')} onClick={onBack}>
        <ArrowLeft />
      </IconButton>
      <ProgressBar
        value={step}
        max={total}
        label={t('quizStepHeader.progress')}
        valueText={t('quizStepHeader.stepOf', { step, total })}
        className="diet:flex-1"
      />
    </div>
  );
}

export type QuizStepFrameProps = Omit<ComponentProps<'form'>, 'title' | 'onSubmit'> & {
  /** The current screen, from 1 (see QuizStepHeader). */
  step: number;
  /** How many screens the progress counts (default 5). */
  total?: number;
  /** Called by the back arrow. */
  onBack?: () => void;
  /** The step's question, rendered as the heading that names the form. */
  question: ReactNode;
  /** Text under the question. */
  description?: ReactNode;
  /** Heading level of the question (default `h1`: each step fills the screen). */
  headingLevel?: 'h1' | 'h2';
  /** Called when the form is submitted (the main button or Enter in a field). */
  onSubmit?: () => void;
  /** The step's main button(s) and hint, under the content. */
  actions: ReactNode;
};

/**
 * The layout every question step shares: header (back arrow and progress), the question as a
 * heading, the content and the actions, in a form so Enter submits.
 */
export function QuizStepFrame({
  step,
  total,
  onBack,
  question,
  description,
  headingLevel = 'h1',
  onSubmit,
  actions,
  className,
  children,
  ...props
}: QuizStepFrameProps) {
  const headingId = useId();
  const descriptionId = useId();
  const Heading = headingLevel;
  return (
    <form
      data-slot="quiz-step"
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      noValidate
      className={cn('diet:mx-auto diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-6', className)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit?.();
      }}
      {...props}
    >
      <QuizStepHeader step={step} total={total} onBack={onBack} />
      <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-2">
        <Heading
          id={headingId}
          className="diet:text-2xl diet:font-bold diet:text-balance diet:break-words diet:text-fg diet:md:text-3xl"
        >
          {question}
        </Heading>
        {description ? (
          <p id={descriptionId} className="diet:text-base diet:text-muted-fg">
            {description}
          </p>
        ) : null}
      </div>
      {children}
      <div className="diet:flex diet:flex-col diet:items-stretch diet:gap-2 diet:md:items-end">{actions}</div>
    </form>
  );
}

export type QuizStepNextProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The button's text. Default: the kit's "Next". */
  label?: ReactNode;
  /** Why the button is disabled, shown under it while `disabled` and linked to it. */
  disabledHint?: ReactNode;
};

/** A step's submit button ("Next" by default), with a hint that says what is missing while disabled. */
export function QuizStepNext({ label, disabledHint, disabled, className, ...props }: QuizStepNextProps) {
  const { t } = useUiTranslation();
  const hintId = useId();
  const showHint = Boolean(disabled && disabledHint);
  return (
    <>
      <Button
        type="submit"
        size="lg"
        disabled={disabled}
        aria-describedby={showHint ? hintId : undefined}
        className={cn(
          'diet:h-auto diet:min-h-14 diet:w-full diet:py-3 diet:whitespace-normal diet:md:w-auto diet:md:min-w-48',
          className,
        )}
        {...props}
      >
        {label ?? t('quizStepHeader.next')}
      </Button>
      {showHint ? (
        <p
          id={hintId}
          data-slot="quiz-step-hint"
          className="diet:text-sm diet:text-muted-fg diet:md:text-right"
        >
          {disabledHint}
        </p>
      ) : null}
    </>
  );
}
