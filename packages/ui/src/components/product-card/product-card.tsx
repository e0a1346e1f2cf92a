'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Heart, Store } from '../icon/glyphs.js';
import { useId, useState, type ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { DEFAULT_UI_SETTINGS, useDietUiSettings } from '../../provider/context.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import type { LinkComponent } from '../../lib/link.js';
import { splitPrice } from '../../lib/price.js';
import { HeartFilled } from '../icon/heart-filled.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { IconButton } from '../icon-button/index.js';
import { MoodIcon, type Verdict } from '../mood-icon/index.js';

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

export const productPriceVariants = cva('inline-flex items-baseline gap-1 text-fg', {
  variants: {
    size: {
      md: '[&_[data-part=whole]]:text-xl [&_[data-part=cents]]:text-sm',
      lg: '[&_[data-part=whole]]:text-3xl [&_[data-part=cents]]:text-lg',
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
      <span className="sr-only">
        {t('productCard.price')}: {shownCurrency} {whole}.{cents}
      </span>
      <span aria-hidden="true" className="inline-flex items-baseline gap-1">
        <span className="text-xs font-semibold text-muted-fg">{shownCurrency}</span>
        <span data-part="whole" className="leading-none font-bold">
          {whole}
        </span>
        <span data-part="cents" className="-ml-1 leading-none font-bold">
          .{cents}
        </span>
      </span>
    </p>
  );
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
  /** The product's picture; a placeholder shows when missing or when it fails to load. */
  imageSrc?: string;
  /** The product's `is_red` flag: the verdict icon is red. */
  isRed?: boolean | null;
  /** The product's `is_yellow` flag: the verdict icon is yellow unless the product is red. */
  isYellow?: boolean | null;
  /** Whether the product is a favourite (the heart button's `aria-pressed`). */
  favorite?: boolean;
  /** Disables the favourite button while the change is being saved. */
  favoritePending?: boolean;
  /** Called with the new state when the heart is pressed. Without it there is no heart button. */
  onFavoriteChange?: (favorite: boolean) => void;
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
 * over the card); the heart is a separate button, so nothing interactive is nested.
 */
export function ProductCard({
  name,
  nameLang,
  brand,
  price,
  storeName,
  storeLogoSrc,
  imageSrc,
  isRed,
  isYellow,
  favorite = false,
  favoritePending = false,
  onFavoriteChange,
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
  const Heading = `h${headingLevel}` as const;
  const showImage = imageSrc !== undefined && imageSrc !== '' && imageFailed !== imageSrc;
  const hasPrice = typeof price === 'number' && Number.isFinite(price);
  const openerClasses = cn(
    'block w-full rounded-sm text-left outline-none',
    // The opener covers the whole card; its focus ring goes around the card.
    'after:absolute after:inset-0 after:rounded-md after:content-[""]',
    'focus-visible:after:ring-4 focus-visible:after:ring-focus focus-visible:after:ring-inset',
  );
  const interactive = href !== undefined || onOpen !== undefined;

  return (
    <article
      data-slot="product-card"
      data-verdict={verdict}
      className={cn(
        'relative flex w-full min-w-0 flex-col overflow-hidden rounded-md border border-border bg-surface shadow-card',
        interactive && 'transition-shadow hover:shadow-overlay motion-reduce:transition-none',
        className,
      )}
      {...props}
    >
      <div className="relative aspect-square w-full overflow-hidden bg-muted">
        {showImage ? (
          <img
            src={imageSrc}
            alt=""
            loading="lazy"
            decoding="async"
            data-slot="product-card-image"
            onError={() => setImageFailed(imageSrc)}
            className="size-full object-contain"
          />
        ) : (
          <PictureFallback name={name} data-slot="product-card-placeholder" />
        )}
        <MoodIcon verdict={verdict} size="md" className="absolute top-2 left-2 ring-2 ring-surface" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {brand ? (
          <p
            data-slot="product-card-brand"
            className="truncate text-xs font-semibold tracking-wide text-muted-fg uppercase"
          >
            {brand}
          </p>
        ) : null}
        <Heading
          id={nameId}
          lang={nameLang}
          className="text-sm leading-5 font-semibold break-words hyphens-auto text-fg"
        >
          {href !== undefined ? (
            <Link href={href} className={openerClasses} data-slot="product-card-open">
              <span className="line-clamp-3">{name}</span>
            </Link>
          ) : onOpen ? (
            <button type="button" onClick={onOpen} className={openerClasses} data-slot="product-card-open">
              <span className="line-clamp-3">{name}</span>
            </button>
          ) : (
            <span className="line-clamp-3">{name}</span>
          )}
        </Heading>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          {hasPrice ? <ProductPrice price={price} currency={currency} /> : null}
          <p
            data-slot="product-card-store"
            className="flex min-w-0 items-center gap-1.5 text-xs text-muted-fg"
          >
            {storeLogoSrc ? (
              <img src={storeLogoSrc} alt="" className="size-5 shrink-0 rounded-sm object-contain" />
            ) : (
              <IconGlyph glyph={Store} name="store" className="size-4 shrink-0" />
            )}
            <span className="sr-only">{t('productCard.store')}: </span>
            <span className="truncate">{storeName || (defaultStoreName ?? settings.defaultStore)}</span>
          </p>
        </div>
      </div>
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
            'absolute top-2 right-2 z-10 bg-surface shadow-card hover:bg-muted',
            favorite ? 'text-danger' : 'text-fg',
          )}
        >
          <IconGlyph glyph={favorite ? HeartFilled : Heart} name={favorite ? 'heart-filled' : 'heart'} />
        </IconButton>
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
        'flex w-full min-w-0 flex-col overflow-hidden rounded-md border border-border bg-surface shadow-card',
        className,
      )}
      {...props}
    >
      <div className="aspect-square w-full animate-pulse bg-muted motion-reduce:animate-none" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-3 w-1/3 rounded-sm bg-muted" />
        <div className="h-4 w-5/6 rounded-sm bg-muted" />
        <div className="h-4 w-2/3 rounded-sm bg-muted" />
        <div className="mt-3 flex items-end justify-between gap-3">
          <div className="h-5 w-16 rounded-sm bg-muted" />
          <div className="h-3 w-12 rounded-sm bg-muted" />
        </div>
      </div>
    </div>
  );
}
