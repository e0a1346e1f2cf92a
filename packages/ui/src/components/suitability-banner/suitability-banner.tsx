import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { MoodIcon, type Mood } from '../mood-icon/index.js';

/** Intolerance codes of the spec: 1 lactose, 2 gluten, 3 FODMAP, 4 fructose. */
export type DietCode = 1 | 2 | 3 | 4;

/**
 * A calm verdict: a light tint of the verdict colour with a border in the colour itself, body text
 * in the text colour (AA on every tint) and the verdict's face, whose shape differs per verdict.
 */
export const suitabilityBannerVariants = cva(
  'flex items-center gap-3 rounded-md border px-4 py-3 text-base text-fg',
  {
    variants: {
      level: {
        green: 'border-verdict-green bg-verdict-green-soft',
        yellow: 'border-verdict-yellow bg-verdict-yellow-soft',
        red: 'border-verdict-red bg-verdict-red-soft',
      },
    },
    defaultVariants: { level: 'green' },
  },
);

export type SuitabilityBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The verdict for the user: red does not suit, yellow may not suit, green suits. */
  level: Mood;
  /**
   * The intolerance code that decided a red or yellow verdict (the first matching one), which names
   * the diet: 1 lactose-free, 2 gluten-free, 3 low FODMAP, 4 low fructose. Without it the text is general.
   */
  diet?: DietCode | null;
};

/**
 * The product page's verdict banner: "This product is not **lactose-free**." (red), "This product may
 * not suit a **gluten-free** diet." (yellow) or "This product suits **your diets**." (green). The diet
 * is marked `<b>` in the kit's texts and drawn in bold.
 */
export function SuitabilityBanner({ level, diet, className, ...props }: SuitabilityBannerProps) {
  const { t } = useTranslation('ui');
  const key = level === 'green' ? 'suitabilityBanner.green' : `suitabilityBanner.${level}.${diet ?? 'any'}`;
  return (
    <div
      data-slot="suitability-banner"
      data-level={level}
      data-diet={diet ?? undefined}
      className={cn(suitabilityBannerVariants({ level }), className)}
      {...props}
    >
      <MoodIcon mood={level} decorative />
      <p className="min-w-0 break-words">
        <Trans t={t} i18nKey={key} components={{ b: <b className="font-semibold" /> }} />
      </p>
    </div>
  );
}
