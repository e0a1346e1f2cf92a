import type { ComponentProps } from 'react';

import { cn } from './cn.js';

/**
 * Soft diagonal gradients of the palette with a text colour each; a name always gets the same one,
 * so a product looks the same wherever it is shown.
 */
const swatches = [
  'from-primary-soft to-surface text-primary',
  'from-secondary to-surface text-on-secondary',
  'from-info-soft to-surface text-info',
  'from-verdict-yellow-soft to-surface text-warning',
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
        '@container relative flex size-full items-center justify-center overflow-hidden bg-linear-to-br',
        swatchOf(name),
        className,
      )}
      {...a11y}
      {...props}
    >
      <span className="absolute -right-[20%] -bottom-[20%] size-3/4 rounded-full bg-surface/45" />
      <span className="absolute -top-[15%] -left-[10%] size-2/5 rounded-full bg-surface/30" />
      <span className="relative text-[clamp(1rem,30cqw,5rem)] leading-none font-semibold tracking-tight select-none">
        {initialsOf(name)}
      </span>
    </div>
  );
}
