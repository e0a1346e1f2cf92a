'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import type { LinkComponent } from '../../lib/link.js';
import { Collapsible } from '../collapsible/index.js';
import { Icon } from '../icon/index.js';
import { IconButton } from '../icon-button/index.js';
import { useDietUiSettings } from '../../provider/context.js';
import { ProductPrice } from '../product-card/index.js';
import { Spinner } from '../spinner/index.js';

/** One row of the nutrition table, e.g. `{ label: 'Energy', value: '412 kJ' }`. */
export type NutritionRow = { label: string; value: string | number };

/** The product's sections. */
export type ProductDetailsSection = 'ingredients' | 'nutrition' | 'other';

export type ProductDetailsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The ingredients text, allergens included. Empty or missing shows "No information available.". */
  ingredients?: string | null;
  /** Language of the ingredients text (e.g. `de`), when it differs from the page's. */
  ingredientsLang?: string | null;
  /**
   * What the ingredients section shows instead of the plain text, e.g. a `VerdictEvidence` with the
   * words behind the verdict highlighted.
   */
  ingredientsContent?: ReactNode;
  /**
   * The nutritional values: the product's `nutritional_info` object (label → value) or a list of rows,
   * in order. Empty or missing shows "No information available.".
   */
  nutrition?: Readonly<Record<string, string | number>> | readonly NutritionRow[] | null;
  /** Caption of the nutrition table shown above it, e.g. "per 100 g". Default: the section's name, for screen readers only. */
  nutritionCaption?: ReactNode;
  /** The other information (`notes`). Empty or missing shows "No information available.". */
  notes?: string | null;
  /** The sections open at first. Default: none. */
  defaultOpenSections?: readonly ProductDetailsSection[];
  /** Level of the sections' headings. Default 2. */
  headingLevel?: 2 | 3 | 4;
};

function rowsOf(nutrition: ProductDetailsProps['nutrition']): NutritionRow[] {
  if (!nutrition) return [];
  if (Array.isArray(nutrition)) return [...(nutrition as readonly NutritionRow[])];
  return Object.entries(nutrition as Readonly<Record<string, string | number>>).map(([label, value]) => ({
    label,
    value,
  }));
}

function Empty() {
  const { t } = useUiTranslation();
  return <p className="text-muted-fg">{t('productDetails.empty')}</p>;
}

/**
 * The product page's three collapsible sections: "Ingredients & Allergens", "Nutritional values" (a
 * table) and "Other information", each with "No information available." when empty.
 */
export function ProductDetails({
  ingredients,
  ingredientsLang,
  ingredientsContent,
  nutrition,
  nutritionCaption,
  notes,
  defaultOpenSections = [],
  headingLevel = 2,
  className,
  ...props
}: ProductDetailsProps) {
  const { t } = useUiTranslation();
  const rows = rowsOf(nutrition);
  const open = (section: ProductDetailsSection) => defaultOpenSections.includes(section);
  return (
    <div
      data-slot="product-details"
      className={cn('flex flex-col border-t border-border', className)}
      {...props}
    >
      <Collapsible
        title={t('productDetails.ingredients')}
        headingLevel={headingLevel}
        defaultOpen={open('ingredients')}
        data-section="ingredients"
      >
        {ingredientsContent ??
          (ingredients?.trim() ? (
            <p lang={ingredientsLang ?? undefined} className="break-words whitespace-pre-line">
              {ingredients}
            </p>
          ) : (
            <Empty />
          ))}
      </Collapsible>
      <Collapsible
        title={t('productDetails.nutrition')}
        headingLevel={headingLevel}
        defaultOpen={open('nutrition')}
        data-section="nutrition"
      >
        {rows.length > 0 ? (
          <table className="w-full border-collapse text-sm" data-slot="nutrition-table">
            <caption
              className={cn(
                'pb-2 text-left text-sm text-muted-fg',
                nutritionCaption === undefined && 'sr-only',
              )}
            >
              {nutritionCaption ?? t('productDetails.nutrition')}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('productDetails.nutrient')}</th>
                <th scope="col">{t('productDetails.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.label}-${index}`} className="border-b border-border last:border-b-0">
                  <th scope="row" className="py-2 pr-4 text-left font-normal break-words text-fg">
                    {row.label}
                  </th>
                  <td className="py-2 text-right font-semibold whitespace-nowrap text-fg tabular-nums">
                    {row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty />
        )}
      </Collapsible>
      <Collapsible
        title={t('productDetails.other')}
        headingLevel={headingLevel}
        defaultOpen={open('other')}
        data-section="other"
      >
        {notes?.trim() ? <p className="break-words whitespace-pre-line">{notes}</p> : <Empty />}
      </Collapsible>
    </div>
  );
}

export type ProductDetailHeaderProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The product's name in the user's language. */
  name: string;
  /** Language of `name` when it differs from the page's, for hyphenation. */
  nameLang?: string;
  /** The brand (`brand_name`); hidden when missing. */
  brand?: string | null;
  /** Price, shown as whole part and two-digit cents after its currency; hidden when missing. */
  price?: number | null;
  /** The store's name; "Coop" when missing. */
  storeName?: string | null;
  /** The store's logo (decorative). */
  storeLogoSrc?: string;
  /** The product's picture; a placeholder shows when missing or broken. */
  imageSrc?: string;
  /** Where the back arrow goes: the app's dashboard (the spec's). */
  backHref: string;
  /** How the back link is rendered. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** The price's currency (ISO 4217). Default: `DietUiProvider`'s `currency`, else `CHF`. */
  currency?: string;
  /** Store label when `storeName` is missing. Default: `DietUiProvider`'s `defaultStore`, else "Coop". */
  defaultStoreName?: string;
  /** Whether the product is a favourite. */
  favorite?: boolean;
  /** Disables the heart while the change is saved. */
  favoritePending?: boolean;
  /** Called with the new state when the heart is pressed. Without it there is no heart. */
  onFavoriteChange?: (favorite: boolean) => void;
  /** Content under the price, typically the `SuitabilityBanner`. */
  children?: ReactNode;
};

/**
 * The top of the product page: back arrow to the dashboard, picture, brand, name (the page's `h1`),
 * price, store and logo, an optional heart, and room for the suitability banner.
 */
export function ProductDetailHeader({
  name,
  nameLang,
  brand,
  price,
  storeName,
  storeLogoSrc,
  imageSrc,
  backHref,
  linkComponent: Link = 'a',
  defaultStoreName,
  currency,
  favorite = false,
  favoritePending = false,
  onFavoriteChange,
  children,
  className,
  ...props
}: ProductDetailHeaderProps) {
  const { t } = useUiTranslation();
  const settings = useDietUiSettings();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(imageSrc) && failedSrc !== imageSrc;
  return (
    <div
      data-slot="product-detail-header"
      className={cn('grid gap-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-8', className)}
      {...props}
    >
      <div className="flex items-center justify-between md:col-span-2">
        <Link
          href={backHref}
          aria-label={t('productDetails.back')}
          className="inline-flex size-11 items-center justify-center rounded-full text-fg outline-none hover:bg-muted focus-visible:ring-4 focus-visible:ring-focus"
        >
          <Icon name="arrow-left" className="size-6" />
        </Link>
        {onFavoriteChange ? (
          <IconButton
            variant="ghost"
            label={favorite ? t('productCard.removeFavorite') : t('productCard.addFavorite')}
            aria-pressed={favorite}
            aria-busy={favoritePending || undefined}
            disabled={favoritePending}
            onClick={() => onFavoriteChange(!favorite)}
            className={favorite ? 'text-danger' : 'text-fg'}
          >
            <Icon name={favorite ? 'heart-filled' : 'heart'} />
          </IconButton>
        ) : null}
      </div>
      <div className="relative aspect-square w-full max-w-80 justify-self-center overflow-hidden rounded-lg bg-muted md:justify-self-stretch">
        {showImage ? (
          <img
            src={imageSrc}
            alt=""
            onError={() => setFailedSrc(imageSrc ?? null)}
            data-slot="product-detail-image"
            className="size-full object-contain"
          />
        ) : (
          <PictureFallback
            name={name}
            label={t('productDetails.noImage')}
            data-slot="product-detail-placeholder"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {brand ? (
          <p className="text-sm font-semibold tracking-wide text-muted-fg uppercase">{brand}</p>
        ) : null}
        <h1 lang={nameLang} className="text-2xl font-bold break-words hyphens-auto text-fg md:text-3xl">
          {name}
        </h1>
        {typeof price === 'number' && Number.isFinite(price) ? (
          <ProductPrice price={price} currency={currency} size="lg" />
        ) : null}
        <p className="flex items-center gap-2 text-sm text-muted-fg">
          {storeLogoSrc ? (
            <img src={storeLogoSrc} alt="" className="size-6 rounded-sm object-contain" />
          ) : (
            <Icon name="store" className="size-5" />
          )}
          <span className="sr-only">{t('productCard.store')}: </span>
          <span className="break-words">{storeName || (defaultStoreName ?? settings.defaultStore)}</span>
        </p>
        {children}
      </div>
    </div>
  );
}

/** The product page while it loads: a spinner with "Loading product details...". */
export function ProductDetailsLoading({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="product-details-loading"
      className={cn('flex min-h-60 items-center justify-center', className)}
      {...props}
    >
      <Spinner size="lg" label={t('productDetails.loading')} showLabel className="flex-col" />
    </div>
  );
}
