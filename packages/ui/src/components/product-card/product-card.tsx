'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Heart, Store } from '../icon/glyphs.js';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { DEFAULT_UI_SETTINGS, useDietUiSettings } from '../../provider/context.js';
import { keepPercentTogether } from '../../lib/keep-together.js';
import { DrawnPicture, type PictureDrawing } from '../../lib/drawn-picture.js';
import type { LinkComponent } from '../../lib/link.js';
import { splitPrice } from '../../lib/price.js';
import { priceDifferenceText } from '../../lib/price-difference.js';
import { HeartFilled } from '../icon/heart-filled.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { IconButton } from '../icon-button/index.js';
import { MoodIcon, type Verdict } from '../mood-icon/index.js';
import { VerdictFaceAndWords, verdictText } from '../../lib/verdict-words.js';

/**
 * The spec's default store label when a product has none (section 9: the default supermarket chain,
 * shown as "Coop"). A copy of the domain constant: the kit does not import @diet/domain. Another app
 * sets its own with `DietUiProvider`'s `defaultStore` or a component's `defaultStoreName`.
 */
export const DEFAULT_STORE_NAME = DEFAULT_UI_SETTINGS.defaultStore;

/** The card's verdict: red if `isRed`, else yellow if `isYellow`, else green (the spec's rule). */
export function productVerdict({
  isRed,
  isYellow,
}: {
  isRed?: boolean | null;
  isYellow?: boolean | null;
}): Verdict {
  if (isRed) return 'red';
  if (isYellow) return 'yellow';
  return 'green';
}

/**
 * The former name of {@link productVerdict}.
 * @deprecated Use `productVerdict`; this alias is removed in the next major version.
 */
export const productMood = productVerdict;

export const productPriceVariants = cva('diet:inline-flex diet:items-baseline diet:gap-1 diet:text-fg', {
  variants: {
    size: {
      md: 'diet:[&_[data-part=whole]]:text-xl diet:[&_[data-part=cents]]:text-sm',
      lg: 'diet:[&_[data-part=whole]]:text-3xl diet:[&_[data-part=cents]]:text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

export type ProductPriceProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof productPriceVariants> & {
    /** The price, e.g. 3.5 (shown as 3.50). Nothing shows for NaN, infinities or beyond a trillion. */
    price: number;
    /** ISO 4217 code shown before it. Default: `DietUiProvider`'s `currency`, else `CHF`. */
    currency?: string;
  };

/** A price as a big whole part and small two-digit cents after its currency; read out as "CHF 3.50". */
export function ProductPrice({ price, currency, size, className, ...props }: ProductPriceProps) {
  const { t } = useUiTranslation();
  const settings = useDietUiSettings();
  const shownCurrency = currency ?? settings.currency;
  const parts = splitPrice(price);
  if (!parts) return null;
  const { whole, cents } = parts;
  return (
    <p data-slot="product-price" className={cn(productPriceVariants({ size }), className)} {...props}>
      <span className="diet:sr-only">
        {t('productCard.price')}: {shownCurrency} {whole}.{cents}
      </span>
      <span aria-hidden="true" className="diet:inline-flex diet:items-baseline diet:gap-1">
        <span className="diet:text-xs diet:font-semibold diet:text-muted-fg">{shownCurrency}</span>
        <span data-part="whole" className="diet:leading-none diet:font-bold">
          {whole}
        </span>
        <span data-part="cents" className="diet:-ml-1 diet:leading-none diet:font-bold">
          .{cents}
        </span>
      </span>
    </p>
  );
}

/** The product a card suggests instead ({@link ProductCardProps.swap}). */
export interface ProductCardSwap {
  /** Its name in the user's language. */
  name: string;
  /** Language of `name` when it differs from the page's. */
  nameLang?: string;
  /** Its product page's address. */
  href: string;
  /** Where it is sold (its chosen offer's store), said after the name. */
  storeName?: string | null;
  /** Its price: the line says what it costs compared with this product ("CHF 0.35 more"). */
  price?: number | null;
}

export type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The product's name in the user's language. */
  name: string;
  /** Language of `name` when it differs from the page's (e.g. "de"), for correct hyphenation. */
  nameLang?: string;
  /** The brand; nothing is shown when missing. */
  brand?: string | null;
  /** The price; nothing is shown when missing. */
  price?: number | null;
  /** The price's currency (ISO 4217). Default: `DietUiProvider`'s `currency`, else `CHF`. */
  currency?: string;
  /** The store's name; when missing `defaultStoreName` is shown. */
  storeName?: string | null;
  /** The store's logo (decorative, the name is shown beside it). */
  storeLogoSrc?: string;
  /** The product's picture; a drawing shows when missing or when it fails to load. */
  imageSrc?: string;
  /**
   * What the picture draws without a photo: the product's kind of pack or food (e.g. `carton` for
   * milk), which the app picks from its category. Default: `pack`, a neutral pack.
   */
  drawing?: PictureDrawing;
  /** The product's `is_red` flag: the verdict icon is red. */
  isRed?: boolean | null;
  /** The product's `is_yellow` flag: the verdict icon is yellow unless the product is red. */
  isYellow?: boolean | null;
  /**
   * The product is yellow for the user only because its label could not be read in full
   * (`colors.unknown`): the card says "Not checked" with a neutral face instead of "May not suit".
   */
  unread?: boolean;
  /**
   * A short line under the name (two lines at most) saying why the verdict, e.g. "Contains
   * “milk powder”" or, for a user with several diets, "Gluten-free, Low FODMAP: contains “wheat”".
   * It takes the verdict's colour and is part of what a screen reader says of the card. Nothing
   * shows when missing.
   */
  note?: string | null;
  /**
   * `card` (default): a picture on top, the words below. `compact`: below 768 px wide, a row (a
   * small picture beside the words, the verdict in words under the name, the actions stacked at the
   * end), about half a card's height, for long lists on phones; a card from 768 px up.
   */
  layout?: 'card' | 'compact';
  /**
   * What to buy instead, for a product that does not suit: a line at the card's foot, "Try:
   * Lactose-free milk", linking to that product (a separate link above the card's own, so nothing
   * is nested). Nothing shows when missing.
   */
  swap?: ProductCardSwap | null;
  /** Whether the product is a favourite (the heart button's `aria-pressed`). */
  favorite?: boolean;
  /** Disables the favourite button while the change is being saved. */
  favoritePending?: boolean;
  /** Called with the new state when the heart is pressed. Without it there is no heart button. */
  onFavoriteChange?: (favorite: boolean) => void;
  /**
   * More actions on the product (e.g. an "Add to list" icon button, 36 px, `bg-surface` like the
   * heart): shown beside the heart, above the card's link, so nothing interactive is nested. Each
   * direct child gets a 44 × 44 px hit area round its 36 px look, like the heart's.
   */
  actions?: ReactNode;
  /** Called when the card is activated (when there is no `href`): open the product. */
  onOpen?: () => void;
  /** The product page's address: the card becomes a link instead of a button. */
  href?: string;
  /** How the link is rendered when `href` is set. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /**
   * Store label when `storeName` is missing. Default: `DietUiProvider`'s `defaultStore`, else "Coop"
   * (the spec's default supermarket chain).
   */
  defaultStoreName?: string;
  /** Level of the name's heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A product in a list or carousel: picture with the verdict icon, brand, name, price, store and a
 * favourite heart. The whole card opens the product (a link or a button around the name, stretched
 * over the card); the heart and any `actions` are separate controls, so nothing interactive is nested.
 */
export function ProductCard({
  name,
  nameLang,
  brand,
  price,
  storeName,
  storeLogoSrc,
  imageSrc,
  drawing,
  isRed,
  isYellow,
  unread = false,
  note,
  layout = 'card',
  swap,
  favorite = false,
  favoritePending = false,
  onFavoriteChange,
  actions,
  onOpen,
  href,
  linkComponent: Link = 'a',
  defaultStoreName,
  currency,
  headingLevel = 3,
  className,
  ...props
}: ProductCardProps) {
  const { t } = useUiTranslation();
  const settings = useDietUiSettings();
  const nameId = useId();
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const verdict = productVerdict({ isRed, isYellow });
  const shown = unread && verdict === 'yellow' ? 'unread' : verdict;
  // The verdict, then the note, is part of the name a screen reader gives the card ("Whole milk,
  // not suitable for you"); the sticker on the picture and the note say it to the eye.
  const spokenVerdict = `${t(`productCard.named.${shown}`)}${note ? `. ${note}` : ''}`;
  const accessibleName = `${name}, ${spokenVerdict}`;
  const label = (
    <span className={cn('diet:line-clamp-3', layout === 'compact' && 'diet:max-md:line-clamp-2')}>
      {keepPercentTogether(name)}
    </span>
  );
  const Heading = `h${headingLevel}` as const;
  const showImage = imageSrc !== undefined && imageSrc !== '' && imageFailed !== imageSrc;
  const hasPrice = typeof price === 'number' && Number.isFinite(price);
  const openerClasses = cn(
    'diet:block diet:w-full diet:rounded-sm diet:text-left diet:outline-none',
    // The opener covers the whole card; its focus ring goes around the card.
    'diet:after:absolute diet:after:inset-0 diet:after:rounded-md diet:after:content-[""]',
    'diet:focus-visible:after:ring-4 diet:focus-visible:after:ring-focus diet:focus-visible:after:ring-inset',
  );
  const interactive = href !== undefined || onOpen !== undefined;
  // "Coop · CHF 0.35 more": where the swap is sold and what it costs beside this product.
  const swapDetail = swap
    ? [swap.storeName, priceDifferenceText(price, swap.price, currency ?? settings.currency, t)]
        .filter((part): part is string => Boolean(part))
        .join(' · ')
    : '';
  const compact = layout === 'compact';

  return (
    <article
      data-slot="product-card"
      data-verdict={verdict}
      data-layout={layout}
      className={cn(
        'diet:relative diet:flex diet:w-full diet:min-w-0 diet:flex-col diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-surface diet:shadow-card',
        compact && 'diet:max-md:flex-row',
        interactive && 'diet:transition-shadow diet:hover:shadow-overlay diet:motion-reduce:transition-none',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'diet:relative diet:aspect-square diet:w-full diet:overflow-hidden diet:bg-muted',
          compact && 'diet:max-md:aspect-auto diet:max-md:w-24 diet:max-md:shrink-0 diet:max-md:self-stretch',
        )}
      >
        {showImage ? (
          <img
            src={imageSrc}
            alt=""
            loading="lazy"
            decoding="async"
            data-slot="product-card-image"
            onError={() => setImageFailed(imageSrc)}
            className="diet:size-full diet:object-contain"
          />
        ) : (
          <DrawnPicture drawing={drawing} data-slot="product-card-placeholder" />
        )}
        <p
          aria-hidden="true"
          data-slot="product-card-verdict"
          className={cn(
            'diet:absolute diet:bottom-2 diet:left-2 diet:flex diet:max-w-[calc(100%-1rem)] diet:items-center diet:gap-1.5 diet:rounded-full diet:bg-surface diet:py-1 diet:ps-1 diet:pe-2.5 diet:text-xs diet:leading-4 diet:font-semibold diet:shadow-card',
            // a compact row says the verdict under the name instead
            compact && 'diet:max-md:hidden',
            verdictText[shown],
          )}
        >
          <VerdictFaceAndWords shown={shown} words={t(`productCard.verdict.${shown}`)} />
        </p>
      </div>
      <div
        className={cn(
          'diet:flex diet:flex-1 diet:flex-col diet:gap-1 diet:p-3',
          // room for the actions stacked at the row's end
          compact && (actions || onFavoriteChange) && 'diet:max-md:min-w-0 diet:max-md:pe-14',
        )}
      >
        {brand ? (
          <p
            data-slot="product-card-brand"
            className="diet:truncate diet:text-xs diet:font-semibold diet:tracking-wide diet:text-muted-fg diet:uppercase"
          >
            {brand}
          </p>
        ) : null}
        <Heading
          id={nameId}
          lang={nameLang}
          className="diet:text-sm diet:leading-5 diet:font-semibold diet:break-words diet:hyphens-auto diet:text-fg"
        >
          {href !== undefined ? (
            <Link
              href={href}
              aria-label={accessibleName}
              className={openerClasses}
              data-slot="product-card-open"
            >
              {label}
            </Link>
          ) : onOpen ? (
            <button
              type="button"
              onClick={onOpen}
              aria-label={accessibleName}
              className={openerClasses}
              data-slot="product-card-open"
            >
              {label}
            </button>
          ) : (
            <>
              {label}
              <span className="diet:sr-only">, {spokenVerdict}</span>
            </>
          )}
        </Heading>
        {compact ? (
          <p
            aria-hidden="true"
            data-slot="product-card-row-verdict"
            className={cn(
              'diet:hidden diet:max-md:flex diet:items-center diet:gap-1.5 diet:text-xs diet:leading-4 diet:font-semibold',
              verdictText[shown],
            )}
          >
            <VerdictFaceAndWords shown={shown} words={t(`productCard.verdict.${shown}`)} />
          </p>
        ) : null}
        {note ? (
          <p
            aria-hidden="true"
            data-slot="product-card-note"
            className={cn(
              'diet:line-clamp-2 diet:text-xs diet:leading-4 diet:font-medium',
              verdictText[shown],
            )}
          >
            {note}
          </p>
        ) : null}
        <div
          className={cn(
            'diet:mt-auto diet:flex diet:flex-wrap diet:items-end diet:justify-between diet:gap-x-3 diet:gap-y-1 diet:pt-2',
            compact && 'diet:max-md:pt-1',
          )}
        >
          {hasPrice ? <ProductPrice price={price} currency={currency} /> : null}
          <p
            data-slot="product-card-store"
            className="diet:flex diet:min-w-0 diet:items-center diet:gap-1.5 diet:text-xs diet:text-muted-fg"
          >
            {storeLogoSrc ? (
              <img
                src={storeLogoSrc}
                alt=""
                className="diet:size-5 diet:shrink-0 diet:rounded-sm diet:object-contain"
              />
            ) : (
              <IconGlyph glyph={Store} name="store" className="diet:size-4 diet:shrink-0" />
            )}
            <span className="diet:sr-only">{t('productCard.store')}: </span>
            <span className="diet:truncate">{storeName || (defaultStoreName ?? settings.defaultStore)}</span>
          </p>
        </div>
        {swap ? (
          <p
            data-slot="product-card-swap"
            className="diet:relative diet:z-10 diet:mt-1 diet:border-t diet:border-border diet:pt-1 diet:text-xs diet:leading-4"
          >
            <Link
              href={swap.href}
              className={cn(
                // the name goes under "Try:" when less than 8rem is left beside it
                'diet:relative diet:flex diet:min-h-8 diet:max-w-full diet:flex-wrap diet:items-center diet:gap-x-1.5 diet:rounded-sm diet:py-1 diet:font-semibold diet:text-fg diet:outline-none',
                'diet:hover:underline diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
                // a 44 px hit area round its 32 px line
                "diet:before:absolute diet:before:-inset-y-1.5 diet:before:inset-x-0 diet:before:content-['']",
              )}
            >
              <MoodIcon verdict="green" size="sm" decorative />
              <span className="diet:shrink-0 diet:whitespace-nowrap diet:text-success">
                {t('productCard.try')}
              </span>{' '}
              <span
                lang={swap.nameLang}
                className="diet:line-clamp-2 diet:min-w-32 diet:flex-1 diet:break-words diet:underline diet:underline-offset-2"
              >
                {keepPercentTogether(swap.name)}
              </span>
              {swapDetail ? ' ' : null}
              {swapDetail ? (
                <span
                  data-slot="product-card-swap-detail"
                  className="diet:basis-full diet:font-normal diet:text-muted-fg"
                >
                  {swapDetail}
                </span>
              ) : null}
            </Link>
          </p>
        ) : null}
      </div>
      {actions || onFavoriteChange ? (
        <div
          data-slot="product-card-actions"
          className={cn(
            'diet:absolute diet:top-2 diet:right-2 diet:z-10 diet:flex diet:gap-2',
            compact && 'diet:max-md:flex-col',
            // Every control's hit area is 44 × 44 px (4 px round its 36 px look): with the 8 px gap
            // and the 8 px inset the areas meet without overlapping and stay inside the card.
            "diet:[&>*]:relative diet:[&>*]:before:absolute diet:[&>*]:before:-inset-1 diet:[&>*]:before:content-['']",
          )}
        >
          {actions}
          {onFavoriteChange ? (
            <IconButton
              variant="ghost"
              size="sm"
              label={favorite ? t('productCard.removeFavorite') : t('productCard.addFavorite')}
              aria-pressed={favorite}
              aria-describedby={nameId}
              aria-busy={favoritePending || undefined}
              disabled={favoritePending}
              onClick={() => onFavoriteChange(!favorite)}
              data-slot="product-card-favorite"
              className={cn(
                'diet:bg-surface diet:shadow-card diet:hover:bg-muted',
                favorite ? 'diet:text-danger' : 'diet:text-fg',
              )}
            >
              <IconGlyph glyph={favorite ? HeartFilled : Heart} name={favorite ? 'heart-filled' : 'heart'} />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export type ProductCardSkeletonProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * A product card's placeholder while products load: the card's frame, picture and text lines in the
 * muted tone, the picture pulsing (still when the system asks for reduced motion). Decorative: the
 * list that shows it says "loading" once, in words.
 */
export function ProductCardSkeleton({ className, ...props }: ProductCardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="product-card-skeleton"
      className={cn(
        'diet:flex diet:w-full diet:min-w-0 diet:flex-col diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-surface diet:shadow-card',
        className,
      )}
      {...props}
    >
      <div className="diet:aspect-square diet:w-full diet:animate-pulse diet:bg-muted diet:motion-reduce:animate-none" />
      <div className="diet:flex diet:flex-col diet:gap-2 diet:p-3">
        <div className="diet:h-3 diet:w-1/3 diet:rounded-sm diet:bg-muted" />
        <div className="diet:h-4 diet:w-5/6 diet:rounded-sm diet:bg-muted" />
        <div className="diet:h-4 diet:w-2/3 diet:rounded-sm diet:bg-muted" />
        <div className="diet:mt-3 diet:flex diet:items-end diet:justify-between diet:gap-3">
          <div className="diet:h-5 diet:w-16 diet:rounded-sm diet:bg-muted" />
          <div className="diet:h-3 diet:w-12 diet:rounded-sm diet:bg-muted" />
        </div>
      </div>
    </div>
  );
}
