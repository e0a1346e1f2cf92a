'use client';

import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

/** How long the splash shows before the welcome step (spec §4, §9: 2.7 s). */
export const QUIZ_SPLASH_DURATION_MS = 2700;

export type QuizSplashProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * Milliseconds until `onDone` (default 2700, the spec's splash time). `0` or less turns the timer
   * off, e.g. for static stories. The animation runs over the same time.
   */
  durationMs?: number;
  /** Called once when the splash is over; the app then shows the welcome step. */
  onDone?: () => void;
  /** The brand mark shown in the middle, e.g. the product's logo or name. */
  logo?: ReactNode;
};

/**
 * The quiz's opening splash: the brand mark pops in and a line fills up, then `onDone` fires.
 * With reduced motion the mark and line appear without animation; the timer still runs.
 */
export function QuizSplash({
  durationMs = QUIZ_SPLASH_DURATION_MS,
  onDone,
  logo,
  className,
  style,
  ...props
}: QuizSplashProps) {
  const { t } = useUiTranslation();
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!(durationMs > 0)) return;
    const timer = window.setTimeout(() => onDoneRef.current?.(), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  const lineMs = durationMs > 0 ? durationMs : QUIZ_SPLASH_DURATION_MS;
  return (
    <div
      data-slot="quiz-splash"
      role="status"
      className={cn(
        'flex min-h-dvh w-full flex-col items-center justify-center gap-8 bg-primary p-6 text-on-primary',
        className,
      )}
      style={style}
      {...props}
    >
      <span className="sr-only">{t('quizSplash.label')}</span>
      <div
        data-slot="quiz-splash-logo"
        className={cn(
          'flex max-w-full items-center justify-center text-center text-4xl font-bold break-words md:text-5xl',
          'transition-[opacity,scale,translate] duration-700 ease-out',
          'starting:translate-y-4 starting:scale-75 starting:opacity-0',
          'motion-reduce:transition-none',
        )}
      >
        {logo}
      </div>
      <div aria-hidden="true" className="h-1.5 w-40 overflow-hidden rounded-full bg-on-primary/25">
        <div
          data-slot="quiz-splash-line"
          className={cn(
            'h-full w-full origin-left rounded-full bg-on-primary transition-transform ease-linear',
            'starting:scale-x-0 motion-reduce:transition-none',
          )}
          style={{ transitionDuration: `${lineMs}ms` }}
        />
      </div>
    </div>
  );
}
