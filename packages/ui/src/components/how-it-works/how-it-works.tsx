'use client';

import { Pause, Play } from '../icon/glyphs.js';
import { Tabs as TabsPrimitive } from 'radix-ui';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { useIsDesktop, usePrefersReducedMotion } from '../../lib/site/media-query.js';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion/index.js';
import { PhoneFrame } from './phone-frame.js';

/** One step of the how-it-works section. */

/** How long after a picked step scroll activation waits, while the layout settles. */
const SETTLE_MS = 1000;
const settleDeadline = () => performance.now() + SETTLE_MS;
const settling = (deadline: number) => performance.now() < deadline;
export type HowItWorksStep = {
  /** The step's title; clicking it selects the step. */
  title: ReactNode;
  /** Optional text shown under the title of the selected step. */
  description?: ReactNode;
  /** What the phone shows: a `MockQuestionnaire`, or a screenshot `<img alt>`. */
  preview: ReactNode;
  /** Accessible name of the phone when the preview does not name itself. */
  previewLabel?: string;
};

export type HowItWorksProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading (`h2`). */
  title: ReactNode;
  /** The text under the heading. */
  subtitle?: ReactNode;
  /** The steps (the product has four). */
  steps: readonly HowItWorksStep[];
  /** The selected step (controlled), 0-based. */
  activeIndex?: number;
  /** The step selected at first when uncontrolled. Default 0. */
  defaultActiveIndex?: number;
  /** Called with the new step on any selection: click, keyboard, auto-advance, scroll. */
  onActiveIndexChange?: (index: number) => void;
  /**
   * Milliseconds before the next step is selected automatically; after the last comes the first.
   * Any manual or scroll selection restarts the wait. `0` turns it off; so does the user's
   * reduced-motion setting. Default 5000 (public-site spec §9).
   */
  autoAdvanceMs?: number;
  /**
   * Selects a step when its marker (the step's row) scrolls into view, for a long scrolling layout.
   * Default `false`.
   */
  scrollActivation?: boolean;
  /** Share of a marker that must be visible on desktop (≥ 768 px) to select it. Default 0.5 (spec §9). */
  scrollThreshold?: number;
  /** Share of a marker that must be visible on mobile to select it. Default 0.3 (spec §9). */
  mobileScrollThreshold?: number;
  /** `rootMargin` of the scroll observer; the default shrinks the viewport to its middle band. */
  scrollRootMargin?: string;
  /** Content after the steps: the 'start now' and 'learn diets' buttons and the footer text. */
  children?: ReactNode;
};

/**
 * The home page's how-it-works section: a title, a subtitle and steps with a phone preview each.
 * Desktop shows the steps as tabs beside the phone; mobile as an accordion. The selected step
 * advances automatically and wraps, and can follow scroll markers.
 */
export function HowItWorks({
  title,
  subtitle,
  steps,
  activeIndex,
  defaultActiveIndex = 0,
  onActiveIndexChange,
  autoAdvanceMs = 5000,
  scrollActivation = false,
  scrollThreshold = 0.5,
  mobileScrollThreshold = 0.3,
  scrollRootMargin = '-20% 0px -20% 0px',
  children,
  className,
  ...props
}: HowItWorksProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const baseId = useId();
  const isDesktop = useIsDesktop();
  const reducedMotion = usePrefersReducedMotion();
  const count = steps.length;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultActiveIndex);
  const index = Math.min(Math.max(activeIndex ?? uncontrolledIndex, 0), Math.max(count - 1, 0));
  // Bumped on every manual or scroll selection, so the auto-advance wait starts again even when
  // the same step is chosen again.
  const [restartKey, setRestartKey] = useState(0);
  const [paused, setPaused] = useState(false);
  const markers = useRef<(HTMLElement | null)[]>([]);
  const hasDescriptions = steps.some((step) => step.description);

  const select = (next: number, restart: boolean) => {
    if (activeIndex === undefined) setUncontrolledIndex(next);
    if (next !== index) onActiveIndexChange?.(next);
    if (restart) setRestartKey((key) => key + 1);
  };

  // A step the person picked stays picked while the page settles: on desktop its description opens
  // under its title, and scroll activation must not take that for the person's scrolling.
  const scrollQuietUntil = useRef(0);
  const choose = (next: number) => {
    scrollQuietUntil.current = settleDeadline();
    select(next, true);
  };

  const autoAdvances = autoAdvanceMs > 0 && !reducedMotion && count > 1;
  const advance = useEffectEvent(() => select((index + 1) % count, false));
  useEffect(() => {
    if (!autoAdvances || paused) return;
    const id = setTimeout(advance, autoAdvanceMs);
    return () => clearTimeout(id);
  }, [autoAdvances, paused, autoAdvanceMs, index, restartKey]);

  const onMarkerVisible = useEffectEvent((next: number) => {
    if (settling(scrollQuietUntil.current)) return;
    if (next !== index) select(next, true);
  });
  const threshold = isDesktop ? scrollThreshold : mobileScrollThreshold;
  useEffect(() => {
    if (!scrollActivation || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const next = Number((entry.target as HTMLElement).dataset.stepIndex);
          if (Number.isInteger(next)) onMarkerVisible(next);
        }
      },
      { threshold, rootMargin: scrollRootMargin },
    );
    for (const marker of markers.current) if (marker) observer.observe(marker);
    return () => observer.disconnect();
  }, [scrollActivation, threshold, scrollRootMargin, count, isDesktop]);

  const setMarker = (i: number) => (node: HTMLElement | null) => {
    markers.current[i] = node;
  };

  const number = (i: number, selected: boolean) => (
    <span
      aria-hidden="true"
      className={cn(
        'diet:inline-flex diet:size-8 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:text-sm diet:font-bold diet:transition-colors',
        'diet:motion-reduce:transition-none',
        selected ? 'diet:bg-primary diet:text-on-primary' : 'diet:bg-muted diet:text-muted-fg',
      )}
    >
      {i + 1}
    </span>
  );

  const pauseButton = autoAdvances ? (
    <button
      type="button"
      onClick={() => setPaused((value) => !value)}
      className={cn(
        'diet:inline-flex diet:items-center diet:gap-2 diet:self-start diet:rounded-full diet:px-3 diet:py-1.5 diet:text-sm diet:text-muted-fg diet:outline-none',
        'diet:hover:bg-muted diet:hover:text-fg diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
      )}
    >
      {paused ? (
        <Play aria-hidden="true" className="diet:size-4" />
      ) : (
        <Pause aria-hidden="true" className="diet:size-4" />
      )}
      {paused ? t('howItWorks.play') : t('howItWorks.pause')}
    </button>
  ) : null;

  return (
    <section
      data-slot="how-it-works"
      aria-labelledby={titleId}
      className={cn('diet:mx-auto diet:flex diet:w-full diet:max-w-6xl diet:flex-col diet:gap-10', className)}
      {...props}
    >
      <header className="diet:flex diet:flex-col diet:gap-3 diet:text-center">
        <h2
          id={titleId}
          className="diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg diet:md:text-4xl"
        >
          {title}
        </h2>
        {subtitle ? (
          <p className="diet:mx-auto diet:max-w-2xl diet:text-lg diet:text-pretty diet:text-muted-fg">
            {subtitle}
          </p>
        ) : null}
      </header>

      {isDesktop ? (
        <TabsPrimitive.Root
          data-slot="how-it-works-tabs"
          orientation="vertical"
          value={String(index)}
          onValueChange={(value) => choose(Number(value))}
          className="diet:grid diet:grid-cols-[minmax(0,1fr)_auto] diet:items-start diet:gap-12"
        >
          <div className="diet:flex diet:flex-col diet:gap-4">
            <TabsPrimitive.List
              aria-label={t('howItWorks.stepsLabel')}
              className="diet:flex diet:flex-col diet:gap-3"
            >
              {steps.map((step, i) => (
                // With scroll activation each step owns half a screen of the scroll, so scrolling
                // walks through them; the highlighted card itself is only as tall as its text.
                <div
                  key={i}
                  ref={setMarker(i)}
                  data-step-index={i}
                  className={cn(scrollActivation && 'diet:min-h-[50vh]')}
                >
                  <div
                    className={cn(
                      'diet:flex diet:flex-col diet:rounded-lg diet:border-2 diet:transition-colors diet:motion-reduce:transition-none',
                      // The focus ring goes round the whole step, title and description: on the
                      // title alone it crossed the description's first line.
                      'diet:has-[:focus-visible]:ring-4 diet:has-[:focus-visible]:ring-focus',
                      i === index ? 'diet:border-primary diet:bg-primary-soft' : 'diet:border-transparent',
                    )}
                  >
                    <TabsPrimitive.Trigger
                      value={String(i)}
                      aria-describedby={
                        step.description && i === index ? `${baseId}-description-${i}` : undefined
                      }
                      onClick={() => choose(i)}
                      className={cn(
                        'diet:flex diet:w-full diet:items-center diet:gap-4 diet:rounded-md diet:p-4 diet:text-left diet:text-lg diet:font-semibold diet:text-fg diet:outline-none',
                        'diet:data-[state=inactive]:hover:bg-muted',
                      )}
                    >
                      {number(i, i === index)}
                      {step.title}
                    </TabsPrimitive.Trigger>
                    {step.description && i === index ? (
                      <div
                        id={`${baseId}-description-${i}`}
                        className="diet:-mt-2 diet:px-4 diet:pb-4 diet:pl-16 diet:text-base diet:text-muted-fg"
                      >
                        {step.description}
                      </div>
                    ) : null}
                  </div>
                </div>
              ))}
            </TabsPrimitive.List>
            {pauseButton}
          </div>
          {steps.map((step, i) => (
            <TabsPrimitive.Content
              key={i}
              value={String(i)}
              className={cn(
                'diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
                // Clear of a sticky page header (the site's is about 4.5 rem tall).
                scrollActivation && 'diet:sticky diet:top-24',
              )}
            >
              <PhoneFrame size="lg" label={step.previewLabel}>
                {step.preview}
              </PhoneFrame>
            </TabsPrimitive.Content>
          ))}
        </TabsPrimitive.Root>
      ) : (
        <div className="diet:flex diet:flex-col diet:gap-4">
          {/*
            On mobile the steps form an accordion, and a step change must not move the page: the open
            panel always has the same height (the longest description's, then the phone), so opening
            one step and closing another leaves the accordion, and all that follows it, where it was.
            The scroll markers are a layer of their own over the accordion, each a quarter of its
            height: a step change never moves them, so it can never set off another (no scroll loop),
            and each step owns an equal share of the scroll.
          */}
          <div className="diet:relative">
            {scrollActivation ? (
              <div
                aria-hidden="true"
                data-slot="how-it-works-markers"
                className="diet:pointer-events-none diet:absolute diet:inset-0 diet:flex diet:flex-col"
              >
                {steps.map((_, i) => (
                  <div key={i} ref={setMarker(i)} data-step-index={i} className="diet:flex-1" />
                ))}
              </div>
            ) : null}
            <Accordion
              data-slot="how-it-works-accordion"
              variant="cards"
              collapsible={false}
              value={String(index)}
              onValueChange={(value) => {
                if (value !== '') choose(Number(value));
              }}
            >
              {steps.map((step, i) => (
                <AccordionItem
                  key={i}
                  value={String(i)}
                  className="diet:border-2 diet:border-transparent diet:data-[state=open]:border-primary"
                >
                  <AccordionTrigger onClick={() => choose(i)}>
                    <span className="diet:flex diet:min-w-0 diet:items-center diet:gap-3">
                      {number(i, i === index)}
                      {step.title}
                    </span>
                  </AccordionTrigger>
                  <AccordionContent className="diet:flex diet:flex-col diet:gap-4 diet:pb-5">
                    {hasDescriptions ? (
                      // Every description in one grid cell, only this step's visible: the cell is as
                      // tall as the longest in any language, whichever step is open.
                      <div data-slot="how-it-works-description" className="diet:grid">
                        {steps.map((other, j) => (
                          <p
                            key={j}
                            aria-hidden={j === i ? undefined : true}
                            className={cn(
                              'diet:col-start-1 diet:row-start-1 diet:text-base diet:text-muted-fg',
                              j !== i && 'diet:invisible',
                            )}
                          >
                            {other.description}
                          </p>
                        ))}
                      </div>
                    ) : null}
                    <PhoneFrame size="sm" label={step.previewLabel}>
                      {step.preview}
                    </PhoneFrame>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
          {pauseButton}
        </div>
      )}

      {children ? (
        <div className="diet:flex diet:flex-col diet:items-center diet:gap-6 diet:text-center">
          {children}
        </div>
      ) : null}
    </section>
  );
}
