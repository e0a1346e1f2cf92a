'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type MouseEventHandler, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { Button } from '../button/index.js';

export const heroVariants = cva('diet:w-full', {
  variants: {
    layout: {
      centered:
        'diet:mx-auto diet:flex diet:max-w-3xl diet:flex-col diet:items-center diet:gap-8 diet:text-center',
      split: 'diet:grid diet:items-center diet:gap-8 diet:md:grid-cols-2 diet:md:gap-12',
    },
  },
  defaultVariants: { layout: 'centered' },
});

export type HeroProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof heroVariants> & {
    /** The page's main heading (rendered as `h1` unless `headingLevel` says otherwise). */
    title: ReactNode;
    /** Short line above the title, e.g. "Lactose · Gluten · FODMAP · Fructose". */
    eyebrow?: ReactNode;
    /** The text under the title. */
    text?: ReactNode;
    /** Label of the call-to-action button, e.g. "Start the quiz". Without it no button shows. */
    ctaLabel?: ReactNode;
    /** Where the button goes (renders a link), e.g. "/registration-questionnaire". */
    ctaHref?: string;
    /** Called when the button is activated (with or without `ctaHref`). */
    onCtaClick?: MouseEventHandler<HTMLElement>;
    /** Renders the link when `ctaHref` is set, e.g. the app's router link. Default `<a>`. */
    linkComponent?: LinkComponent;
    /** Image or illustration: beside the text in `split`, under it in `centered`. */
    media?: ReactNode;
    /** Heading level of the title. Default 1. */
    headingLevel?: 1 | 2;
  };

/** The big opening block of a page: title, text, one call to action and an optional picture. */
export function Hero({
  title,
  eyebrow,
  text,
  ctaLabel,
  ctaHref,
  onCtaClick,
  linkComponent: Link = 'a',
  media,
  layout,
  headingLevel = 1,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const isSplit = layout === 'split';
  return (
    <section
      data-slot="hero"
      data-layout={layout ?? 'centered'}
      aria-labelledby={titleId}
      className={cn(heroVariants({ layout }), className)}
      {...props}
    >
      <div
        className={cn(
          'diet:flex diet:flex-col diet:gap-5',
          isSplit ? 'diet:items-start' : 'diet:items-center',
        )}
      >
        {eyebrow ? (
          <p className="diet:text-sm diet:font-semibold diet:tracking-wide diet:text-primary diet:uppercase">
            {eyebrow}
          </p>
        ) : null}
        <Heading
          id={titleId}
          className="diet:text-4xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg diet:md:text-5xl"
        >
          {title}
        </Heading>
        {text ? (
          <div className="diet:max-w-prose diet:text-lg diet:text-pretty diet:text-muted-fg">{text}</div>
        ) : null}
        {ctaLabel ? (
          ctaHref ? (
            <Button asChild size="lg" className="diet:mt-2">
              <Link href={ctaHref} onClick={onCtaClick}>
                {ctaLabel}
              </Link>
            </Button>
          ) : (
            <Button size="lg" className="diet:mt-2" onClick={onCtaClick}>
              {ctaLabel}
            </Button>
          )
        ) : null}
      </div>
      {media ? (
        <div data-slot="hero-media" className="diet:w-full">
          {media}
        </div>
      ) : null}
    </section>
  );
}
