'use client';

import { Quote } from '../icon/glyphs.js';
import { type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Carousel } from '../carousel/index.js';

/** Background tokens a testimonial card can take (text stays `text-fg`, contrast ≥ 4.5:1 on each). */
export type TestimonialTone =
  | 'surface'
  | 'primary-soft'
  | 'secondary'
  | 'muted'
  | 'info-soft'
  | 'success-soft'
  | 'warning-soft'
  | 'danger-soft';

const toneClasses: Record<TestimonialTone, string> = {
  surface: 'bg-surface',
  'primary-soft': 'bg-primary-soft',
  secondary: 'bg-secondary',
  muted: 'bg-muted',
  'info-soft': 'bg-info-soft',
  'success-soft': 'bg-success-soft',
  'warning-soft': 'bg-warning-soft',
  'danger-soft': 'bg-danger-soft',
};

/** One testimonial (public-site spec §3). */
export type Testimonial = {
  /** What the person says. */
  quote: ReactNode;
  /** Their first name. */
  name: string;
  /** A short tag, e.g. their diet: "Lactose intolerant". */
  tag: string;
  /** The card's background colour, as a theme token name. Default `surface`. */
  background?: TestimonialTone;
};

export type TestimonialCarouselProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The section's heading (`h2`). */
  title?: ReactNode;
  /** The testimonials (the home page has 13). */
  testimonials: readonly Testimonial[];
  /**
   * Milliseconds before the next testimonial; after the last comes the first. 0 turns it off, and it
   * stops for reduced motion, hover and focus. Default 5000 (public-site spec §9).
   */
  autoAdvanceMs?: number;
  /** The testimonial shown first. Default 0. */
  defaultIndex?: number;
  /** Called with the index of the testimonial shown. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the carousel. Default: the kit's "Testimonials". */
  label?: string;
};

/** The home page's testimonials: one card at a time with previous / next, auto-advance and wrap-around. */
export function TestimonialCarousel({
  title,
  testimonials,
  autoAdvanceMs = 5000,
  defaultIndex = 0,
  onIndexChange,
  label,
  className,
  ...props
}: TestimonialCarouselProps) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="testimonial-carousel"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      {title ? (
        <h2 className="text-center text-3xl font-bold tracking-tight text-balance text-fg">{title}</h2>
      ) : null}
      <Carousel
        mode="slide"
        label={label ?? t('testimonialCarousel.label')}
        autoAdvanceMs={autoAdvanceMs}
        defaultIndex={defaultIndex}
        onIndexChange={onIndexChange}
      >
        {testimonials.map((item, index) => (
          <figure
            key={index}
            data-slot="testimonial"
            className={cn(
              'flex h-full min-h-56 flex-col justify-between gap-6 rounded-lg p-6 text-fg shadow-card md:p-10',
              toneClasses[item.background ?? 'surface'],
            )}
          >
            <Quote aria-hidden="true" className="size-8 text-primary" />
            <blockquote className="text-xl leading-relaxed font-medium text-pretty md:text-2xl">
              {item.quote}
            </blockquote>
            <figcaption className="flex flex-wrap items-center gap-3">
              <span className="text-base font-semibold">{item.name}</span>
              <span className="rounded-full bg-surface/80 px-3 py-1 text-sm text-fg">{item.tag}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </div>
  );
}
