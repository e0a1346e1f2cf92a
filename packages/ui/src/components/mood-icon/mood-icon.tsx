import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { FaceNeutral, FaceSlightlyFrowning, FaceSlightlySmiling } from 'lucide-react';

import type { IconName } from '../icon/icon.js';
import { IconGlyph } from '../icon/icon-glyph.js';

export const moodIconVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full [&_svg]:pointer-events-none [&_svg]:size-[75%]',
  {
    variants: {
      mood: {
        green: 'bg-verdict-green text-on-verdict-green',
        yellow: 'bg-verdict-yellow text-on-verdict-yellow',
        red: 'bg-verdict-red text-on-verdict-red',
      },
      size: {
        sm: 'size-6',
        md: 'size-8',
        lg: 'size-12',
        xl: 'size-16',
      },
    },
    defaultVariants: { mood: 'green', size: 'md' },
  },
);

/** The traffic-light verdict of a product against the user's diets. */
export type Mood = 'green' | 'yellow' | 'red';

const glyphs = {
  green: { name: 'mood-good', glyph: FaceSlightlySmiling },
  yellow: { name: 'mood-neutral', glyph: FaceNeutral },
  red: { name: 'mood-bad', glyph: FaceSlightlyFrowning },
} satisfies Record<Mood, { name: IconName; glyph: unknown }>;

export type MoodIconProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof moodIconVariants>, 'mood'> & {
    /** The verdict: green suits the diets, yellow may not, red does not. */
    mood: Mood;
    /** Accessible name; default the kit's text for the mood ("Suits your diets", ...). */
    label?: string;
    /** Hide it from assistive technology when text next to it already gives the verdict. */
    decorative?: boolean;
  };

/** The green/yellow/red verdict face on a verdict-coloured disc, with the verdict as its accessible name. */
export function MoodIcon({ mood, size, label, decorative = false, className, ...props }: MoodIconProps) {
  const { t } = useTranslation('ui');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': label ?? t(`moodIcon.${mood}`) };
  return (
    <span
      data-slot="mood-icon"
      data-mood={mood}
      data-size={size ?? 'md'}
      className={cn(moodIconVariants({ mood, size }), className)}
      {...a11y}
      {...props}
    >
      <IconGlyph {...glyphs[mood]} strokeWidth={2.25} />
    </span>
  );
}
