import type { ComponentProps } from 'react';

import { cn } from './cn.js';

/**
 * Soft diagonal gradients of the palette with a text colour each; a name always gets the same one,
 * so a product looks the same wherever it is shown.
 */
const swatches = [
  'diet:from-primary-soft diet:to-surface diet:text-primary',
  'diet:from-secondary diet:to-surface diet:text-on-secondary',
  'diet:from-info-soft diet:to-surface diet:text-info',
  'diet:from-verdict-yellow-soft diet:to-surface diet:text-warning',
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
 * The kit's one picture for a product or category without a photo (or whose photo fails): the
 * name's initials on a soft gradient of the palette, sized to the tile it fills.
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
      <span className="diet:absolute diet:-right-[20%] diet:-bottom-[20%] diet:size-3/4 diet:rounded-full diet:bg-surface/45" />
      <span className="diet:absolute diet:-top-[15%] diet:-left-[10%] diet:size-2/5 diet:rounded-full diet:bg-surface/30" />
      <span className="diet:relative diet:text-[clamp(1rem,30cqw,5rem)] diet:leading-none diet:font-semibold diet:tracking-tight diet:select-none">
        {initialsOf(name)}
      </span>
    </div>
  );
}
