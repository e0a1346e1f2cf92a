'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from '../icon/glyphs.js';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { usePrefersReducedMotion } from '../../lib/site/media-query.js';
import { buttonVariants } from '../button/index.js';

/** Round icon-only control in the kit's button look. */
function controlClasses(variant: 'outline' | 'ghost' = 'outline') {
  return cn(
    buttonVariants({ variant }),
    "diet:size-11 diet:rounded-full diet:px-0 diet:[&_svg:not([class*='size-'])]:size-5",
  );
}

export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /**
   * `slide` (default): one item visible at a time, auto-advance, wrap-around.
   * `scroll`: a sideways-scrolling row moved by previous / next buttons.
   */
  mode?: 'slide' | 'scroll';
  /** Accessible name of the carousel, e.g. "Testimonials" or "Suggested products for you". */
  label: string;
  /** The items: each child is one slide (`slide`) or one item of the row (`scroll`). */
  children: ReactNode;
  /** Extra classes for each item's wrapper. */
  itemClassName?: string;
  /**
   * Slide mode: time in ms before moving to the next slide. Default 5000 (the spec's testimonials);
   * 0 turns auto-advance off. Auto-advance stops while the pointer is over the carousel, while
   * focus is inside it, while the user has paused it, and when the system asks for reduced motion.
   */
  autoAdvanceMs?: number;
  /** Slide mode: the visible slide, from 0 (controlled). */
  index?: number;
  /** Slide mode: the slide shown first (uncontrolled). Default 0. */
  defaultIndex?: number;
  /** Slide mode: called with the new index when the carousel moves (buttons or auto-advance). */
  onIndexChange?: (index: number) => void;
  /** Slide mode: shows dots under the slides (decorative; the slide labels carry the position). Default `true`. */
  indicators?: boolean;
  /** Scroll mode: pixels the previous / next buttons scroll by. Default 320 (products); categories use 360. */
  scrollStep?: number;
};

type SlideCarouselProps = Omit<CarouselProps, 'mode' | 'scrollStep'>;
type ScrollCarouselProps = Omit<
  CarouselProps,
  'mode' | 'autoAdvanceMs' | 'index' | 'defaultIndex' | 'onIndexChange' | 'indicators'
>;

/**
 * A carousel: `mode="slide"` shows one item at a time with auto-advance and wrap-around;
 * `mode="scroll"` is a sideways-scrolling row moved by previous / next buttons.
 */
export function Carousel({
  mode = 'slide',
  scrollStep,
  autoAdvanceMs,
  index,
  defaultIndex,
  onIndexChange,
  indicators,
  ...props
}: CarouselProps) {
  return mode === 'scroll' ? (
    <ScrollCarousel scrollStep={scrollStep} {...props} />
  ) : (
    <SlideCarousel
      autoAdvanceMs={autoAdvanceMs}
      index={index}
      defaultIndex={defaultIndex}
      onIndexChange={onIndexChange}
      indicators={indicators}
      {...props}
    />
  );
}

function SlideCarousel({
  label,
  children,
  itemClassName,
  className,
  autoAdvanceMs = 5000,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  indicators = true,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: SlideCarouselProps) {
  const { t } = useUiTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const rawIndex = indexProp ?? uncontrolledIndex;
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;

  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [paused, setPaused] = useState(false);
  const canRotate = autoAdvanceMs > 0 && count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focusWithin;

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      const wrapped = ((next % count) + count) % count;
      if (indexProp === undefined) setUncontrolledIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, indexProp, onIndexChange],
  );

  // A fresh timer for every slide, so moving by hand restarts the interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo(index + 1), autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, autoAdvanceMs, goTo]);

  return (
    <section
      data-slot="carousel"
      data-mode="slide"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-4', className)}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setFocusWithin(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
        onBlur?.(event);
      }}
      {...props}
    >
      <div data-slot="carousel-slides" aria-live={rotating ? 'off' : 'polite'} className="diet:grid">
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { index: i + 1, count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
              data-slot="carousel-slide"
              data-state={current ? 'active' : 'inactive'}
              className={cn(
                'diet:col-start-1 diet:row-start-1 diet:min-w-0 diet:duration-500 diet:motion-reduce:transition-none',
                // The new slide shows at once and fades in; the old one fades out, then hides.
                current
                  ? 'diet:visible diet:opacity-100 diet:transition-opacity'
                  : 'diet:invisible diet:opacity-0 diet:transition-[opacity,visibility]',
                itemClassName,
              )}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div
          data-slot="carousel-controls"
          className="diet:flex diet:items-center diet:justify-center diet:gap-3"
        >
          {canRotate ? (
            <button
              type="button"
              data-slot="carousel-rotation"
              className={controlClasses('ghost')}
              aria-label={paused ? t('carousel.play') : t('carousel.pause')}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
          ) : null}
          <button
            type="button"
            data-slot="carousel-previous"
            className={controlClasses()}
            aria-label={t('carousel.previous')}
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          {indicators ? (
            <div
              aria-hidden="true"
              data-slot="carousel-indicators"
              className="diet:flex diet:items-center diet:gap-1.5"
            >
              {slides.map((_, i) => (
                <span
                  key={i}
                  className={cn(
                    'diet:size-2 diet:rounded-full diet:transition-colors diet:motion-reduce:transition-none',
                    i === index ? 'diet:bg-primary' : 'diet:bg-border',
                  )}
                />
              ))}
            </div>
          ) : null}
          <button
            type="button"
            data-slot="carousel-next"
            className={controlClasses()}
            aria-label={t('carousel.next')}
            onClick={() => goTo(index + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ScrollCarousel({
  label,
  children,
  itemClassName,
  className,
  scrollStep = 320,
  ...props
}: ScrollCarouselProps) {
  const { t } = useUiTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of Array.from(list.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  // No edge check here: the edges are state, updated on the next scroll event, so a click right
  // after another would be judged by where the row was. At an edge the browser clamps the scroll.
  const scroll = (direction: 1 | -1) => {
    listRef.current?.scrollBy({ left: direction * scrollStep, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const scrollable = !(edges.atStart && edges.atEnd);

  return (
    <section
      data-slot="carousel"
      data-mode="scroll"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      className={cn('diet:flex diet:w-full diet:min-w-0 diet:flex-col diet:gap-3', className)}
      {...props}
    >
      <ul
        ref={listRef}
        data-slot="carousel-list"
        // Focusable so the row can be scrolled with the arrow keys even when its items are not.
        tabIndex={0}
        onScroll={measure}
        className={cn(
          // Padding keeps the items' shadows and focus rings inside the scrolling box.
          'diet:flex diet:gap-4 diet:overflow-x-auto diet:overscroll-x-contain diet:rounded-md diet:px-1 diet:pt-2 diet:pb-4 diet:outline-none diet:[scrollbar-width:thin]',
          'diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
        )}
      >
        {Children.toArray(children).map((child, i) => (
          <li key={i} data-slot="carousel-item" className={cn('diet:flex diet:shrink-0', itemClassName)}>
            {child}
          </li>
        ))}
      </ul>
      <div
        data-slot="carousel-controls"
        className={cn(
          'diet:flex diet:items-center diet:justify-end diet:gap-3',
          !scrollable && 'diet:hidden',
        )}
      >
        <button
          type="button"
          data-slot="carousel-previous"
          className={controlClasses()}
          aria-label={t('carousel.previous')}
          aria-disabled={edges.atStart || undefined}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <button
          type="button"
          data-slot="carousel-next"
          className={controlClasses()}
          aria-label={t('carousel.next')}
          aria-disabled={edges.atEnd || undefined}
          onClick={() => scroll(1)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
