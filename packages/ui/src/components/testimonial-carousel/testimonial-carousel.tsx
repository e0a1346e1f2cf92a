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
  surface: 'diet:bg-surface',
  'primary-soft': 'diet:bg-primary-soft',
  secondary: 'diet:bg-secondary',
  muted: 'diet:bg-muted',
  'info-soft': 'diet:bg-info-soft',
  'success-soft': 'diet:bg-success-soft',
  'warning-soft': 'diet:bg-warning-soft',
  'danger-soft': 'diet:bg-danger-soft',
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
      className={cn('diet:mx-auto diet:flex diet:w-full diet:max-w-3xl diet:flex-col diet:gap-6', className)}
      {...props}
    >
      {title ? (
        <h2 className="diet:text-center diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg">
          {title}
        </h2>
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
              'diet:flex diet:h-full diet:min-h-56 diet:flex-col diet:justify-between diet:gap-6 diet:rounded-lg diet:p-6 diet:text-fg diet:shadow-card diet:md:p-10',
              toneClasses[item.background ?? 'surface'],
            )}
          >
            <Quote aria-hidden="true" className="diet:size-8 diet:text-primary" />
            <blockquote className="diet:text-xl diet:leading-relaxed diet:font-medium diet:text-pretty diet:md:text-2xl">
              {item.quote}
            </blockquote>
            <figcaption className="diet:flex diet:flex-wrap diet:items-center diet:gap-3">
              <span className="diet:text-base diet:font-semibold">{item.name}</span>
              <span className="diet:rounded-full diet:bg-surface/80 diet:px-3 diet:py-1 diet:text-sm diet:text-fg">
                {item.tag}
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </div>
  );
}
