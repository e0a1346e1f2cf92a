'use client';

import { cva } from 'class-variance-authority';
import type { TFunction } from 'i18next';
import { type ComponentProps, type ReactNode } from 'react';
import { TransWithoutContext as Trans } from 'react-i18next';

import { kitI18n } from '../../i18n/kit-i18n.js';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';
import { cn } from '../../lib/cn.js';
import { UnreadGlyph } from '../../lib/unread-glyph.js';
import { dietTextIndex, type DietKey, type Verdict } from '../../lib/verdict.js';
import { verdictHeadline } from '../../lib/verdict-headline.js';
import { MoodIcon } from '../mood-icon/index.js';

export { DIET_KEYS, type DietKey } from '../../lib/verdict.js';

/**
 * What the product is for one diet:
 * - `suits`: nothing in it goes against the diet (green);
 * - `may-contain`: the pack warns of possible traces (yellow);
 * - `uncertain`: an ingredient that may or may not suit, such as oats or an unnamed flour (yellow);
 * - `not-suitable`: an ingredient that does not suit (red);
 * - `unread`: we could not read the label fully, so we cannot say (yellow for the product, but a
 *   neutral face here: it says nothing about the product itself).
 */
export type VerdictRowState = 'suits' | 'may-contain' | 'uncertain' | 'not-suitable' | 'unread';

export const VERDICT_ROW_STATES = [
  'suits',
  'may-contain',
  'uncertain',
  'not-suitable',
  'unread',
] as const satisfies readonly VerdictRowState[];

export type VerdictRow = {
  /** The diet: `lactose` (lactose-free), `gluten`, `fodmap` (low FODMAP), `fructose` (low fructose). */
  diet: DietKey;
  state: VerdictRowState;
  /**
   * Why, in one line: what was checked for a diet it suits ("All 9 ingredients checked: no milk."),
   * the words that decide otherwise, or what we could not read.
   */
  reason?: ReactNode;
};

export const verdictCardVariants = cva(
  'diet:overflow-hidden diet:rounded-lg diet:border diet:bg-surface diet:text-fg diet:shadow-card',
  {
    variants: {
      tone: {
        green: 'diet:border-verdict-green',
        yellow: 'diet:border-verdict-yellow',
        red: 'diet:border-verdict-red',
        unread: 'diet:border-border-strong',
      },
    },
    defaultVariants: { tone: 'green' },
  },
);

const headTone = {
  green: 'diet:bg-verdict-green-soft',
  yellow: 'diet:bg-verdict-yellow-soft',
  red: 'diet:bg-verdict-red-soft',
  unread: 'diet:bg-muted',
} as const;

const stateVerdict: Record<Exclude<VerdictRowState, 'unread'>, Verdict> = {
  suits: 'green',
  'may-contain': 'yellow',
  uncertain: 'yellow',
  'not-suitable': 'red',
};

const stateText: Record<VerdictRowState, string> = {
  suits: 'diet:text-success',
  'may-contain': 'diet:text-warning',
  uncertain: 'diet:text-warning',
  'not-suitable': 'diet:text-danger',
  unread: 'diet:text-muted-fg',
};

export type VerdictCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The verdict for the user (the spec's banner rule): red does not suit, yellow may not, green suits. */
  verdict: Verdict;
  /** The diet that decided a red or yellow verdict (the first matching one), which the headline names. */
  diet?: DietKey | null;
  /**
   * Every diet of the user at the headline's level (all red ones for red, all yellow ones for
   * yellow or "couldn't check"). Two or more: the headline names them all ("…may not suit a
   * **lactose-free** and **gluten-free** diet."); one or none: the spec's sentence for `diet`.
   */
  diets?: readonly DietKey[];
  /**
   * Every yellow diet is yellow only because the label could not be read (`colors.unknown`): the
   * headline says "We couldn't check this product for a … diet." in a neutral colour.
   */
  unread?: boolean;
  /** One row per diet of the user, in the order to show. */
  rows: readonly VerdictRow[];
  /** Level of the headline. Default 2 (under the product's name, the page's `h1`). */
  headingLevel?: 2 | 3 | 4;
  /** Content under the rows, e.g. a link to the evidence. */
  children?: ReactNode;
};

/** A row's word: the verdict's own, as on the product card's sticker (one vocabulary). */
const stateWord = {
  suits: 'green',
  'may-contain': 'yellow',
  uncertain: 'yellow',
  'not-suitable': 'red',
  unread: 'unread',
} as const satisfies Record<VerdictRowState, string>;

/** The yellow states, whose row says why after the verdict's word. */
const yellowWhy = (state: VerdictRowState): state is 'may-contain' | 'uncertain' =>
  state === 'may-contain' || state === 'uncertain';

function RowIndicator({ state }: { state: VerdictRowState }) {
  if (state === 'unread') return <UnreadGlyph className="diet:size-6" />;
  return <MoodIcon verdict={stateVerdict[state]} size="sm" decorative />;
}

/**
 * The product page's verdict: the spec's banner sentence as the headline ("This product is not
 * **lactose-free**."), then one row per diet of the user, each with its state in words (suits, may
 * contain traces, uncertain, not suitable, couldn't check) and its one-line reason. Every state has
 * its own face and words, so it reads without colour.
 */
export function VerdictCard({
  verdict,
  diet,
  diets,
  unread = false,
  rows,
  headingLevel = 2,
  children,
  className,
  ...props
}: VerdictCardProps) {
  const { t, i18n } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const couldNotCheck = unread && verdict === 'yellow';
  const tone = couldNotCheck ? 'unread' : verdict;
  const headline = verdictHeadline(t, i18n.resolvedLanguage, tone, diet, diets);
  return (
    <div
      data-slot="verdict-card"
      data-verdict={verdict}
      data-unread={couldNotCheck || undefined}
      data-diet={diet ?? undefined}
      className={cn(verdictCardVariants({ tone }), className)}
      {...props}
    >
      <div
        className={cn(
          'diet:flex diet:items-center diet:gap-3 diet:px-4 diet:py-3.5 diet:md:px-5',
          headTone[tone],
        )}
      >
        {couldNotCheck ? (
          <UnreadGlyph className="diet:size-10" />
        ) : (
          <MoodIcon verdict={verdict} size="lg" decorative className="diet:size-10" />
        )}
        <div className="diet:min-w-0 diet:break-words">
          <Heading
            data-slot="verdict-headline"
            className="diet:text-lg diet:leading-snug diet:font-normal diet:text-fg"
          >
            {/* The kit's lookup (useUiTranslation) in i18next's shape; the instance only gives Trans its options. */}
            <Trans
              i18n={kitI18n()}
              t={t as unknown as TFunction}
              i18nKey={headline.key}
              values={headline.values}
              components={{ b: <b className="diet:font-semibold diet:whitespace-nowrap" /> }}
            />
          </Heading>
          {/* Without rows the headline says why; with them, each row says what we could not read. */}
          {couldNotCheck && rows.length === 0 ? (
            <p className="diet:mt-0.5 diet:text-sm diet:text-muted-fg">
              {t('suitabilityBanner.unread.detail')}
            </p>
          ) : null}
        </div>
      </div>
      {rows.length > 0 ? (
        <ul aria-label={t('verdictCard.rows')} className="diet:border-t diet:border-border">
          {rows.map((row) => (
            <li
              key={row.diet}
              data-slot="verdict-row"
              data-diet={row.diet}
              data-state={row.state}
              className="diet:flex diet:items-start diet:gap-3 diet:px-4 diet:py-3 diet:md:px-5"
            >
              <span className="diet:flex diet:h-6 diet:items-center diet:md:mt-px">
                <RowIndicator state={row.state} />
              </span>
              <div className="diet:min-w-0 diet:flex-1">
                <p className="diet:flex diet:flex-wrap diet:items-baseline diet:gap-x-2 diet:leading-6">
                  <span className="diet:font-semibold diet:text-fg">
                    {t(`verdictEvidence.diet.${dietTextIndex[row.diet]}`)}
                  </span>
                  <span className="diet:sr-only">: </span>
                  <span
                    data-slot="verdict-row-state"
                    className={cn('diet:text-sm diet:font-semibold', stateText[row.state])}
                  >
                    {t(`productCard.verdict.${stateWord[row.state]}`)}
                  </span>
                </p>
                {/* A yellow row says its verdict's word first, as every yellow does, then why. */}
                {row.reason || yellowWhy(row.state) ? (
                  <p
                    data-slot="verdict-row-reason"
                    className="diet:mt-0.5 diet:text-sm diet:break-words diet:text-muted-fg"
                  >
                    {yellowWhy(row.state) ? (
                      <span data-slot="verdict-row-why" className="diet:font-medium diet:text-fg">
                        {t(`verdictEvidence.kind.${row.state}`)}
                      </span>
                    ) : null}
                    {yellowWhy(row.state) && row.reason ? ' · ' : null}
                    {row.reason}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? (
        <div className="diet:border-t diet:border-border diet:px-4 diet:py-3 diet:md:px-5">{children}</div>
      ) : null}
    </div>
  );
}
