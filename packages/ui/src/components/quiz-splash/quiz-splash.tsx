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
        'diet:flex diet:min-h-dvh diet:w-full diet:flex-col diet:items-center diet:justify-center diet:gap-8 diet:bg-primary diet:p-6 diet:text-on-primary',
        className,
      )}
      style={style}
      {...props}
    >
      <span className="diet:sr-only">{t('quizSplash.label')}</span>
      <div
        data-slot="quiz-splash-logo"
        className={cn(
          'diet:flex diet:max-w-full diet:items-center diet:justify-center diet:text-center diet:text-4xl diet:font-bold diet:break-words diet:md:text-5xl',
          'diet:transition-[opacity,scale,translate] diet:duration-700 diet:ease-out',
          'diet:starting:translate-y-4 diet:starting:scale-75 diet:starting:opacity-0',
          'diet:motion-reduce:transition-none',
        )}
      >
        {logo}
      </div>
      <div
        aria-hidden="true"
        className="diet:h-1.5 diet:w-40 diet:overflow-hidden diet:rounded-full diet:bg-on-primary/25"
      >
        <div
          data-slot="quiz-splash-line"
          className={cn(
            'diet:h-full diet:w-full diet:origin-left diet:rounded-full diet:bg-on-primary diet:transition-transform diet:ease-linear',
            'diet:starting:scale-x-0 diet:motion-reduce:transition-none',
          )}
          style={{ transitionDuration: `${lineMs}ms` }}
        />
      </div>
    </div>
  );
}
