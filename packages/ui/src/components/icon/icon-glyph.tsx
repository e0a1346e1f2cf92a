import type { LucideProps } from 'lucide-react';
import type { ComponentType } from 'react';

export type IconGlyphProps = Omit<LucideProps, 'ref'> & {
  /** The glyph: the one `icons[name]` names. */
  glyph: ComponentType<LucideProps>;
  /** The kit's name of the glyph, as `Icon` takes it (written to `data-icon`). */
  name: string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever
   * text next to it or the surrounding button's label already says what it means.
   */
  label?: string;
  /** Width and height in px (default 24), or size it with a `size-*` class. */
  size?: number | string;
};

/**
 * Draws one glyph exactly as `Icon` does. A component that always draws the same glyph imports it
 * alone and draws it with this, so a page showing it does not load the whole set.
 */
export function IconGlyph({ glyph: Glyph, name, label, ...props }: IconGlyphProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Glyph data-slot="icon" data-icon={name} focusable="false" {...a11y} {...props} />;
}
