import type { ComponentProps } from 'react';

import { cn } from './cn.js';

/**
 * What a product without a photo is drawn as: its kind of pack or food, picked by the app from the
 * product's category and subcategory (`pack`, a neutral pack, when none fits).
 */
export const PICTURE_DRAWINGS = [
  'pack',
  'carton',
  'pot',
  'cheese',
  'bread',
  'pasta',
  'grains',
  'chocolate',
  'biscuit',
  'crisps',
  'bottle',
  'cup',
  'apple',
  'carrot',
  'cereal',
  'jar',
  'bowl',
] as const;

export type PictureDrawing = (typeof PICTURE_DRAWINGS)[number];

/**
 * Each drawing on a 48 × 48 grid, in the kit's line-icon manner: `body`, the pack's outline, is
 * washed with its colour; `lines` are details drawn over it.
 */
const drawings: Record<PictureDrawing, { body: string; lines: string }> = {
  pack: {
    body: 'M11 16h26v23a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3zM9 9h30v7H9z',
    lines: 'M18 24h12M18 29h8',
  },
  carton: {
    body: 'M15 17l4-9h10l4 9v24a1 1 0 0 1-1 1H16a1 1 0 0 1-1-1z',
    lines: 'M15 17h18M19 8l2 9M19 25h10M19 30h7',
  },
  pot: {
    body: 'M13 17h22l-2.6 22.3a3 3 0 0 1-3 2.7H18.6a3 3 0 0 1-3-2.7zM10 11h28v6H10z',
    lines: 'M18 24h12M21 31a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  },
  cheese: {
    body: 'M7 26l25-13 9 13v11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z',
    lines:
      'M7 26h34M13 32a2 2 0 1 0 4 0a2 2 0 1 0-4 0M28 20.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M29 33a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
  },
  bread: {
    body: 'M9 38V23c0-6 6.7-10 15-10s15 4 15 10v15a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1z',
    lines: 'M16 20l3 5M23 18l3 5M30 20l3 5',
  },
  pasta: {
    body: 'M8 15l16 7 16-7v18l-16-7-16 7z',
    lines: 'M21 20.5v7M27 20.5v7M12 20l5 2M12 27l5-2M36 20l-5 2M36 27l-5-2',
  },
  grains: {
    body: 'M16 9h16l-2 7c5 4 8 11 6 21a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4c-2-10 1-17 6-21z',
    lines: 'M17 16h14M24 24v11M24 28l-3-3M24 28l3-3M24 33l-3-3M24 33l3-3',
  },
  chocolate: {
    body: 'M13 8h22v32H13z',
    lines: 'M13 18.7h22M13 29.3h22M24 8v32M13 13l4-5',
  },
  biscuit: {
    body: 'M24 9a15 15 0 1 0 0 30a15 15 0 1 0 0-30z',
    lines:
      'M16.7 18a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M26.7 16a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M29.7 25a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M18.7 28a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M23.7 33a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M22.7 22a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0',
  },
  crisps: {
    body: 'M13 8h22l-2 5c3 8 3 17 0 26l2 4H13l2-4c-3-9-3-18 0-26z',
    lines: 'M15 13h18M15 39h18M19 26a5 3.5 0 1 0 10 0a5 3.5 0 1 0-10 0',
  },
  bottle: {
    body: 'M20 5h8v6c4 2 7 6 7 11v18a2 2 0 0 1-2 2H15a2 2 0 0 1-2-2V22c0-5 3-9 7-11z',
    lines: 'M20 11h8M13 25h22M13 34h22',
  },
  cup: {
    body: 'M9 19h23v10a8 8 0 0 1-8 8h-7a8 8 0 0 1-8-8z',
    lines:
      'M32 22h2a4 4 0 0 1 0 8h-2M15 8c-1.5 2.5 1.5 4.5 0 7M21 8c-1.5 2.5 1.5 4.5 0 7M27 8c-1.5 2.5 1.5 4.5 0 7M7 42h27',
  },
  apple: {
    body: 'M24 16c-5-4-15-2-15 9 0 9 6 17 10 17 2 0 3-1 5-1s3 1 5 1c4 0 10-8 10-17 0-11-10-13-15-9z',
    lines: 'M24 16c0-4 1-8 4-10M27 11c2-3 6-4 9-3-2 3-5 4-9 3z',
  },
  carrot: {
    body: 'M33.5 15.5c-3-3-7-2-9 0L8 38c-1 1.5.5 3 2 2l22.5-16.5c2-2 3-5 1-8z',
    lines:
      'M33.5 15.5c0-4 2-7 5-9M33.5 15.5c3-1.5 6.5-1.5 9 0M33.5 15.5c-.5-3-2-6-4.5-7.5M21 24l3 3M16 31l2.5 2.5',
  },
  cereal: {
    body: 'M13 7h22v35H13z',
    lines:
      'M13 14h22M18 27h12a6 6 0 0 1-12 0zM19.7 24a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M23.7 23a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M26.7 25a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0',
  },
  jar: {
    body: 'M15 12h18v-4H15zM14 12h20a2 2 0 0 1 2 2v25a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3V14a2 2 0 0 1 2-2z',
    lines: 'M12 21h24M12 34h24',
  },
  bowl: {
    body: 'M7 24h34c0 9-7.6 16-17 16S7 33 7 24z',
    lines: 'M17 9c-1.5 3 1.5 5 0 9M24 9c-1.5 3 1.5 5 0 9M31 9c-1.5 3 1.5 5 0 9M17 42h14',
  },
};

/** Calm washes of the palette by family of drawing (never a verdict's colour). */
const tones = {
  blue: 'diet:from-info-soft diet:to-surface diet:text-info/75',
  warm: 'diet:from-secondary diet:to-surface diet:text-warning/70',
  yellow: 'diet:from-warning-soft diet:to-surface diet:text-warning/70',
  green: 'diet:from-primary-soft diet:to-surface diet:text-primary/70',
} as const;

const toneOf: Record<PictureDrawing, keyof typeof tones> = {
  pack: 'green',
  carton: 'blue',
  pot: 'blue',
  cheese: 'yellow',
  bread: 'warm',
  pasta: 'yellow',
  grains: 'warm',
  chocolate: 'warm',
  biscuit: 'warm',
  crisps: 'yellow',
  bottle: 'blue',
  cup: 'warm',
  apple: 'green',
  carrot: 'green',
  cereal: 'warm',
  jar: 'green',
  bowl: 'yellow',
};

export type DrawnPictureProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is drawn; an unknown value draws the neutral pack. */
  drawing?: PictureDrawing;
  /** Accessible name when the picture stands alone (e.g. "No picture"); decorative without it. */
  label?: string;
};

/**
 * A product's picture when it has no photo (or its photo fails): a line drawing of its kind of
 * pack or food on a calm wash of a colour that suits it, sized to the tile it fills.
 */
export function DrawnPicture({ drawing = 'pack', label, className, ...props }: DrawnPictureProps) {
  const shown = Object.hasOwn(drawings, drawing) ? drawing : 'pack';
  const { body, lines } = drawings[shown];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <div
      data-slot="drawn-picture"
      data-drawing={shown}
      className={cn(
        'diet:@container diet:flex diet:size-full diet:items-center diet:justify-center diet:overflow-hidden diet:bg-linear-to-br',
        tones[toneOf[shown]],
        className,
      )}
      {...a11y}
      {...props}
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        className="diet:size-[54cqw] diet:overflow-visible diet:rounded-full diet:bg-surface/70 diet:p-[6cqw]"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={body} fill="currentColor" fillOpacity={0.18} />
        <path d={lines} />
      </svg>
    </div>
  );
}
