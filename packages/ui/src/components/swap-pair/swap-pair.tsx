'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { keepPercentTogether } from '../../lib/keep-together.js';
import { DrawnPicture, type PictureDrawing } from '../../lib/drawn-picture.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import { priceDifferenceText } from '../../lib/price-difference.js';
import { useDietUiSettings } from '../../provider/context.js';
import { ArrowRight, ChevronRight } from '../icon/glyphs.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { MoodIcon } from '../mood-icon/index.js';
import { ProductPrice, productVerdict } from '../product-card/index.js';
import { verdictText } from '../../lib/verdict-words.js';

/** One side of a swap: a product as the app shows it, in the user's language. */
export type SwapProduct = {
  name: string;
  /** The language of `name` when it is not the page's (a product without a name in it). */
  nameLang?: string;
  brand?: string | null;
  /** The price in `currency`; none shows no price and no difference. */
  price?: number | null;
  storeName?: string | null;
  imageSrc?: string;
  /**
   * What the picture draws without a photo (as `ProductCard`'s `drawing`: the product's kind of
   * pack or food). Without it, its initials show.
   */
  drawing?: PictureDrawing;
  /** Opens the product's page. */
  href?: string;
  isRed?: boolean | null;
  isYellow?: boolean | null;
  /**
   * Why its verdict, in a few words ("Contains “Vollmilch”"), in the verdict's colour under the
   * name of the product swapped away (`from`); nothing when missing.
   */
  note?: string | null;
};

export type SwapPairProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The everyday product that does not suit. */
  from: SwapProduct;
  /** The product that suits, offered instead. */
  to: SwapProduct;
  /** Further alternatives or actions shown under the pair (e.g. links to other products). */
  more?: ReactNode;
  /**
   * Controls for the product offered instead (e.g. an "Add to list" icon button, 36 px): at the end
   * of its block, with a 44 × 44 px hit area each (in the `compact` variant, above the card's link).
   */
  toActions?: ReactNode;
  /** ISO 4217 code shown before prices. Default: `DietUiProvider`'s `currency`, else `CHF`. */
  currency?: string;
  /** How links are rendered (the app's router link). Default `'a'`. */
  linkComponent?: LinkComponent;
  /** Level of the alternative's name as a heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * `pair` (default): both products side by side. `compact`: the alternative alone, as one line
   * under a product's verdict ("Better swap", its picture and verdict, name, store, price and what
   * it costs compared with `from`); the whole card opens it.
   */
  variant?: 'pair' | 'compact';
};

/** The actions' row: each control gets a 44 × 44 px hit area round its 36 px look. */
const ACTIONS =
  "diet:flex diet:shrink-0 diet:gap-2 diet:[&>*]:relative diet:[&>*]:before:absolute diet:[&>*]:before:-inset-1 diet:[&>*]:before:content-['']";

function Thumbnail({ product, size }: { product: SwapProduct; size: 'sm' | 'md' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const verdict = productVerdict({ isRed: product.isRed, isYellow: product.isYellow });
  const show = product.imageSrc !== undefined && product.imageSrc !== '' && failed !== product.imageSrc;
  return (
    <div
      className={cn(
        'diet:relative diet:shrink-0 diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-muted',
        size === 'md' ? 'diet:size-20' : 'diet:size-16',
      )}
    >
      {show ? (
        <img
          src={product.imageSrc}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(product.imageSrc ?? null)}
          className="diet:size-full diet:object-contain"
        />
      ) : product.drawing ? (
        <DrawnPicture drawing={product.drawing} />
      ) : (
        <PictureFallback name={product.name} />
      )}
      <MoodIcon
        verdict={verdict}
        size="sm"
        className="diet:absolute diet:top-1 diet:left-1 diet:ring-2 diet:ring-surface"
      />
    </div>
  );
}

/**
 * A swap (Discover, issue 31): an everyday product that does not suit the user's diets beside the
 * product that does and comes closest, each with its verdict, price and store, and what the swap
 * costs ("CHF 0.35 more"). Reads in order: "Instead of" the first, "Try" the second (a heading,
 * linked to its page), the difference. Side by side when the card is 36rem wide or more (a container query: a pair in a narrow column
 * stacks even on a wide screen), stacked with a downward arrow below.
 */
export function SwapPair({
  from,
  to,
  more,
  toActions,
  currency,
  linkComponent: Link = 'a',
  headingLevel = 3,
  variant = 'pair',
  className,
  ...props
}: SwapPairProps) {
  const { t } = useUiTranslation();
  const settings = useDietUiSettings();
  const shownCurrency = currency ?? settings.currency;
  const Heading = `h${headingLevel}` as const;
  const hasPrice = (price: number | null | undefined): price is number =>
    typeof price === 'number' && Number.isFinite(price);
  const differenceText = priceDifferenceText(from.price, to.price, shownCurrency, t);
  const linkClasses =
    'diet:rounded-sm diet:outline-none diet:hover:underline diet:underline-offset-4 diet:focus-visible:ring-4 diet:focus-visible:ring-focus';
  const meta = (product: SwapProduct) =>
    [product.brand, product.storeName].filter((part): part is string => Boolean(part)).join(' · ');

  /** The alternative's words, as both variants show them: its label, name (a link), meta, price and difference. */
  const alternative = (label: string, linkClassName: string) => (
    <>
      <p className="diet:text-xs diet:font-semibold diet:tracking-wide diet:text-success diet:uppercase">
        {label}
      </p>
      <Heading
        lang={to.nameLang}
        className="diet:text-base diet:leading-6 diet:font-semibold diet:break-words diet:hyphens-auto diet:text-fg"
      >
        {to.href !== undefined ? (
          <Link href={to.href} className={linkClassName} data-slot="swap-pair-open">
            {keepPercentTogether(to.name)}
          </Link>
        ) : (
          keepPercentTogether(to.name)
        )}
      </Heading>
      {meta(to) ? <p className="diet:truncate diet:text-xs diet:text-muted-fg">{meta(to)}</p> : null}
      <div className="diet:flex diet:flex-wrap diet:items-baseline diet:gap-x-2">
        {hasPrice(to.price) ? <ProductPrice price={to.price} currency={shownCurrency} /> : null}
        {differenceText ? (
          <p data-slot="swap-pair-difference" className="diet:text-xs diet:text-muted-fg">
            {differenceText}
          </p>
        ) : null}
      </div>
    </>
  );

  if (variant === 'compact') {
    return (
      <article
        data-slot="swap-pair"
        data-variant="compact"
        className={cn(
          'diet:relative diet:flex diet:min-w-0 diet:items-center diet:gap-3 diet:rounded-lg diet:border diet:border-verdict-green diet:bg-verdict-green-soft diet:p-3 diet:shadow-card',
          'diet:has-[a:focus-visible]:ring-4 diet:has-[a:focus-visible]:ring-focus',
          className,
        )}
        {...props}
      >
        <Thumbnail product={to} size="sm" />
        <div className="diet:flex diet:min-w-0 diet:flex-1 diet:flex-col diet:gap-0.5">
          {alternative(
            t('swapPair.betterSwap'),
            // The whole card opens the product: the link's area covers it.
            "diet:outline-none diet:after:absolute diet:after:inset-0 diet:after:rounded-lg diet:after:content-[''] diet:hover:underline diet:underline-offset-4",
          )}
        </div>
        {toActions ? (
          <div
            data-slot="swap-pair-to-actions"
            // above the card's link, which covers the card
            className={cn(ACTIONS, 'diet:relative diet:z-10')}
          >
            {toActions}
          </div>
        ) : null}
        {to.href !== undefined ? (
          <IconGlyph
            glyph={ChevronRight}
            name="chevron-right"
            className="diet:size-5 diet:shrink-0 diet:text-muted-fg"
          />
        ) : null}
      </article>
    );
  }

  return (
    <article
      data-slot="swap-pair"
      className={cn(
        'diet:@container diet:flex diet:min-w-0 diet:flex-col diet:gap-3 diet:rounded-lg diet:border diet:border-border diet:bg-surface diet:p-4 diet:shadow-card',
        className,
      )}
      {...props}
    >
      <div className="diet:flex diet:flex-col diet:gap-3 diet:@xl:flex-row diet:@xl:items-center">
        <div
          data-slot="swap-pair-from"
          className="diet:flex diet:min-w-0 diet:flex-1 diet:items-center diet:gap-3"
        >
          <Thumbnail product={from} size="sm" />
          <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-0.5">
            <p className="diet:text-xs diet:font-semibold diet:tracking-wide diet:text-muted-fg diet:uppercase">
              {t('swapPair.insteadOf')}
            </p>
            <p
              lang={from.nameLang}
              className="diet:text-sm diet:leading-5 diet:break-words diet:hyphens-auto diet:text-fg"
            >
              {from.href !== undefined ? (
                <Link href={from.href} className={linkClasses}>
                  {keepPercentTogether(from.name)}
                </Link>
              ) : (
                keepPercentTogether(from.name)
              )}
            </p>
            {from.note ? (
              <p
                data-slot="swap-pair-note"
                className={cn(
                  'diet:line-clamp-2 diet:text-xs diet:leading-4 diet:font-medium',
                  verdictText[productVerdict({ isRed: from.isRed, isYellow: from.isYellow })],
                )}
              >
                {from.note}
              </p>
            ) : null}
            {meta(from) ? (
              <p className="diet:truncate diet:text-xs diet:text-muted-fg">{meta(from)}</p>
            ) : null}
            {hasPrice(from.price) ? (
              <ProductPrice price={from.price} currency={shownCurrency} className="diet:text-muted-fg" />
            ) : null}
          </div>
        </div>
        <IconGlyph
          glyph={ArrowRight}
          name="arrow-right"
          className="diet:size-5 diet:shrink-0 diet:rotate-90 diet:self-start diet:text-muted-fg diet:ml-6 diet:@xl:ml-0 diet:@xl:rotate-0 diet:@xl:self-center"
        />
        <div
          data-slot="swap-pair-to"
          className="diet:flex diet:min-w-0 diet:flex-1 diet:items-center diet:gap-3 diet:rounded-md diet:bg-verdict-green-soft diet:p-2"
        >
          <Thumbnail product={to} size="md" />
          <div className="diet:flex diet:min-w-0 diet:flex-1 diet:flex-col diet:gap-0.5">
            {alternative(t('swapPair.try'), linkClasses)}
          </div>
          {toActions ? (
            <div data-slot="swap-pair-to-actions" className={cn(ACTIONS, 'diet:self-start diet:p-1')}>
              {toActions}
            </div>
          ) : null}
        </div>
      </div>
      {more ? <div className="diet:text-sm">{more}</div> : null}
    </article>
  );
}

/**
 * The compact swap's place while the alternatives load: the same size, a soft pulse, and the words
 * for screen readers.
 */
export function SwapPairSkeleton({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="swap-pair-skeleton"
      role="status"
      className={cn(
        'diet:flex diet:items-center diet:gap-3 diet:rounded-lg diet:border diet:border-border diet:bg-surface diet:p-3',
        className,
      )}
      {...props}
    >
      <span className="diet:sr-only">{t('swapPair.loading')}</span>
      <span
        aria-hidden="true"
        className="diet:size-16 diet:shrink-0 diet:animate-pulse diet:rounded-md diet:bg-muted diet:motion-reduce:animate-none"
      />
      <span aria-hidden="true" className="diet:flex diet:flex-1 diet:flex-col diet:gap-2">
        <span className="diet:h-3 diet:w-24 diet:animate-pulse diet:rounded-sm diet:bg-muted diet:motion-reduce:animate-none" />
        <span className="diet:h-4 diet:w-3/4 diet:animate-pulse diet:rounded-sm diet:bg-muted diet:motion-reduce:animate-none" />
        <span className="diet:h-3 diet:w-1/3 diet:animate-pulse diet:rounded-sm diet:bg-muted diet:motion-reduce:animate-none" />
      </span>
    </div>
  );
}
