import type { ComponentProps } from 'react';

import { ShoppingBasket } from '../components/icon/glyphs.js';
import { IconGlyph } from '../components/icon/icon-glyph.js';
import { cn } from './cn.js';

/**
 * Very soft washes of the palette, one per name (a product looks the same wherever it is shown).
 * The initials on them are small and low in contrast: the name, verdict and price beside the
 * picture lead, the fallback only says "no photo" calmly.
 */
const swatches = [
  'diet:from-primary-soft/60 diet:to-muted',
  'diet:from-secondary/50 diet:to-muted',
  'diet:from-info-soft/60 diet:to-muted',
  'diet:from-verdict-yellow-soft/60 diet:to-muted',
] as const;

/** Up to two initials of a name: the first letter of each of its first two words ("Bio Vollmilch" → "BV"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s\-–/]+/)
    .map((word) => /\p{L}|\p{N}/u.exec(word)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toLocaleUpperCase();
}

function swatchOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return swatches[hash % swatches.length] ?? swatches[0];
}

export type PictureFallbackProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The product's or category's name: its initials and its colour come from it. */
  name: string;
  /** Accessible name when the picture stands alone (e.g. "No picture"); decorative without it. */
  label?: string;
};

/**
 * The kit's one picture for a product or category without a photo (or whose photo fails): a
 * neutral pack glyph and the name's initials, small and muted, on a soft wash, sized to the tile
 * it fills.
 */
export function PictureFallback({ name, label, className, ...props }: PictureFallbackProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <div
      data-slot="picture-fallback"
      className={cn(
        'diet:@container diet:relative diet:flex diet:size-full diet:items-center diet:justify-center diet:overflow-hidden diet:bg-linear-to-br',
        swatchOf(name),
        className,
      )}
      {...a11y}
      {...props}
    >
      <span className="diet:flex diet:flex-col diet:items-center diet:gap-[4cqw] diet:text-muted-fg/70">
        <IconGlyph
          glyph={ShoppingBasket}
          name="shopping-basket"
          strokeWidth={1.5}
          className="diet:size-[clamp(1rem,22cqw,3rem)]"
        />
        <span className="diet:text-[clamp(0.625rem,9cqw,1rem)] diet:leading-none diet:font-medium diet:tracking-wide diet:select-none">
          {initialsOf(name)}
        </span>
      </span>
    </div>
  );
}
