'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { Verdict } from '../../lib/verdict.js';
import { FaceNeutral, FaceSlightlyFrowning, FaceSlightlySmiling } from '../icon/glyphs.js';

import type { IconName } from '../icon/icon.js';
import { IconGlyph } from '../icon/icon-glyph.js';

export const moodIconVariants = cva(
  'diet:inline-flex diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:[&_svg]:pointer-events-none diet:[&_svg]:size-[75%]',
  {
    variants: {
      verdict: {
        green: 'diet:bg-verdict-green diet:text-on-verdict-green',
        yellow: 'diet:bg-verdict-yellow diet:text-on-verdict-yellow',
        red: 'diet:bg-verdict-red diet:text-on-verdict-red',
      },
      size: {
        sm: 'diet:size-6',
        md: 'diet:size-8',
        lg: 'diet:size-12',
        xl: 'diet:size-16',
      },
    },
    defaultVariants: { verdict: 'green', size: 'md' },
  },
);

export type { Mood, Verdict } from '../../lib/verdict.js';

const glyphs = {
  green: { name: 'mood-good', glyph: FaceSlightlySmiling },
  yellow: { name: 'mood-neutral', glyph: FaceNeutral },
  red: { name: 'mood-bad', glyph: FaceSlightlyFrowning },
} satisfies Record<Verdict, { name: IconName; glyph: unknown }>;

export type MoodIconProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof moodIconVariants>, 'verdict'> & {
    /** The verdict: green suits the diets, yellow may not, red does not. */
    verdict: Verdict;
    /** Accessible name; default the kit's text for the verdict ("Suits you", ...). */
    label?: string;
    /** Hide it from assistive technology when text next to it already gives the verdict. */
    decorative?: boolean;
  };

/**
 * The green/yellow/red verdict face on a verdict-coloured disc, with the verdict as its accessible name.
 * (It keeps its name, `MoodIcon`, from the faces it draws; its prop is `verdict` like every component
 * that shows one.)
 */
export function MoodIcon({ verdict, size, label, decorative = false, className, ...props }: MoodIconProps) {
  const { t } = useUiTranslation();
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': label ?? t(`moodIcon.${verdict}`) };
  return (
    <span
      data-slot="mood-icon"
      data-verdict={verdict}
      data-size={size ?? 'md'}
      className={cn(moodIconVariants({ verdict, size }), className)}
      {...a11y}
      {...props}
    >
      <IconGlyph {...glyphs[verdict]} strokeWidth={2.25} />
    </span>
  );
}
