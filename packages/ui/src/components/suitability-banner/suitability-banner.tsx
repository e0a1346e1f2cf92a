'use client';

import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { TransWithoutContext as Trans } from 'react-i18next';

import { kitI18n } from '../../i18n/kit-i18n.js';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { type DietKey, type Verdict } from '../../lib/verdict.js';
import { verdictHeadline } from '../../lib/verdict-headline.js';
import { UnreadGlyph } from '../../lib/unread-glyph.js';
import { MoodIcon } from '../mood-icon/index.js';

export { DIET_KEYS, type DietKey } from '../../lib/verdict.js';

/**
 * A calm verdict: a light tint of the verdict colour with a border in the colour itself, body text
 * in the text colour (AA on every tint) and the verdict's face, whose shape differs per verdict.
 */
export const suitabilityBannerVariants = cva(
  'diet:flex diet:items-center diet:gap-3 diet:rounded-md diet:border diet:px-4 diet:py-3 diet:text-base diet:text-fg',
  {
    variants: {
      verdict: {
        green: 'diet:border-verdict-green diet:bg-verdict-green-soft',
        yellow: 'diet:border-verdict-yellow diet:bg-verdict-yellow-soft',
        red: 'diet:border-verdict-red diet:bg-verdict-red-soft',
        /** Not a verdict on the product: a neutral face for "we could not read its label". */
        unread: 'diet:border-border diet:bg-muted',
      },
    },
    defaultVariants: { verdict: 'green' },
  },
);

export type SuitabilityBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The verdict for the user: red does not suit, yellow may not suit, green suits. */
  verdict: Verdict;
  /**
   * The diet that decided a red or yellow verdict (the first matching one), which the text names:
   * `lactose` (lactose-free), `gluten` (gluten-free), `fodmap` (low FODMAP), `fructose` (low
   * fructose). Without it the text is general.
   */
  diet?: DietKey | null;
  /**
   * Every diet of the user at the banner's level. Two or more: the text names them all ("…may not
   * suit a **lactose-free** and **gluten-free** diet."); one or none: the spec's sentence for `diet`.
   */
  diets?: readonly DietKey[];
  /**
   * The yellow comes only from our reading, not from the product (its label could not be read in
   * full: `colors.unknown`): the banner says "We couldn't check this product for a … diet." in a
   * neutral colour instead of "may not suit", which would claim something we do not know.
   */
  unread?: boolean;
};

/**
 * The product page's verdict banner: "This product is not **lactose-free**." (red), "This product may
 * not suit a **gluten-free** diet." (yellow) or "This product suits **your diets**." (green). The diet
 * is marked `<b>` in the kit's texts and drawn in bold.
 */
export function SuitabilityBanner({
  verdict,
  diet,
  diets,
  unread = false,
  className,
  ...props
}: SuitabilityBannerProps) {
  const { t, i18n } = useUiTranslation();
  const couldNotCheck = unread && verdict === 'yellow';
  const tone = couldNotCheck ? 'unread' : verdict;
  const headline = verdictHeadline(t, i18n.resolvedLanguage, tone, diet, diets);
  return (
    <div
      data-slot="suitability-banner"
      data-verdict={verdict}
      data-unread={couldNotCheck || undefined}
      data-diet={diet ?? undefined}
      className={cn(suitabilityBannerVariants({ verdict: tone }), className)}
      {...props}
    >
      {couldNotCheck ? <UnreadGlyph className="diet:size-8" /> : <MoodIcon verdict={verdict} decorative />}
      <div className="diet:min-w-0 diet:break-words">
        <p>
          {/* The kit's lookup (useUiTranslation) in i18next's shape; the instance only gives Trans its options. */}
          <Trans
            i18n={kitI18n()}
            t={t as unknown as TFunction}
            i18nKey={headline.key}
            values={headline.values}
            components={{ b: <b className="diet:font-semibold diet:whitespace-nowrap" /> }}
          />
        </p>
        {couldNotCheck ? (
          <p className="diet:mt-1 diet:text-sm diet:text-muted-fg">{t('suitabilityBanner.unread.detail')}</p>
        ) : null}
      </div>
    </div>
  );
}
