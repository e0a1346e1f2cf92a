'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { keepPercentTogether } from '../../lib/keep-together.js';
import { DrawnPicture, type PictureDrawing } from '../../lib/drawn-picture.js';
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
  return <p className="diet:text-muted-fg">{t('productDetails.empty')}</p>;
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
      className={cn('diet:flex diet:flex-col diet:border-t diet:border-border', className)}
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
            <p lang={ingredientsLang ?? undefined} className="diet:break-words diet:whitespace-pre-line">
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
          <table className="diet:w-full diet:border-collapse diet:text-sm" data-slot="nutrition-table">
            <caption
              className={cn(
                'diet:pb-2 diet:text-left diet:text-sm diet:text-muted-fg',
                nutritionCaption === undefined && 'diet:sr-only',
              )}
            >
              {nutritionCaption ?? t('productDetails.nutrition')}
            </caption>
            <thead className="diet:sr-only">
              <tr>
                <th scope="col">{t('productDetails.nutrient')}</th>
                <th scope="col">{t('productDetails.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr
                  key={`${row.label}-${index}`}
                  className="diet:border-b diet:border-border diet:last:border-b-0"
                >
                  <th
                    scope="row"
                    className="diet:py-2 diet:pr-4 diet:text-left diet:font-normal diet:break-words diet:text-fg"
                  >
                    {row.label}
                  </th>
                  <td className="diet:py-2 diet:text-right diet:font-semibold diet:whitespace-nowrap diet:text-fg diet:tabular-nums">
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
        {notes?.trim() ? <p className="diet:break-words diet:whitespace-pre-line">{notes}</p> : <Empty />}
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
  /** The product's picture; a drawing shows when missing or broken. */
  imageSrc?: string;
  /**
   * What the picture draws without a photo: the product's kind of pack or food, which the app picks
   * from its category. Default: `pack`, a neutral pack.
   */
  drawing?: PictureDrawing;
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
  /**
   * The verdict (a `VerdictCard` or `SuitabilityBanner`): under the name and price beside the picture
   * on wide screens, under the picture and name at full width on phones.
   */
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
  drawing,
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
      className={cn(
        // Phones: a small picture beside the name and price, the verdict under both at full width, so
        // the verdict is in the first screen. Wider: the picture in its own column beside them.
        'diet:grid diet:grid-cols-[5.5rem_minmax(0,1fr)] diet:gap-x-4 diet:gap-y-4 diet:md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] diet:md:grid-rows-[auto_auto_1fr] diet:md:gap-x-8 diet:md:gap-y-5',
        className,
      )}
      {...props}
    >
      <div className="diet:col-span-2 diet:-mb-2 diet:flex diet:items-center diet:justify-between diet:md:mb-0">
        <Link
          href={backHref}
          aria-label={t('productDetails.back')}
          className="diet:inline-flex diet:size-11 diet:items-center diet:justify-center diet:rounded-full diet:text-fg diet:outline-none diet:hover:bg-muted diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
        >
          <Icon name="arrow-left" className="diet:size-6" />
        </Link>
        {onFavoriteChange ? (
          <IconButton
            variant="ghost"
            label={favorite ? t('productCard.removeFavorite') : t('productCard.addFavorite')}
            aria-pressed={favorite}
            aria-busy={favoritePending || undefined}
            disabled={favoritePending}
            onClick={() => onFavoriteChange(!favorite)}
            className={favorite ? 'diet:text-danger' : 'diet:text-fg'}
          >
            <Icon name={favorite ? 'heart-filled' : 'heart'} />
          </IconButton>
        ) : null}
      </div>
      <div className="diet:relative diet:aspect-square diet:w-full diet:self-start diet:overflow-hidden diet:rounded-md diet:bg-muted diet:md:row-span-2 diet:md:rounded-lg">
        {showImage ? (
          <img
            src={imageSrc}
            alt=""
            onError={() => setFailedSrc(imageSrc ?? null)}
            data-slot="product-detail-image"
            className="diet:size-full diet:object-contain"
          />
        ) : (
          <DrawnPicture
            drawing={drawing}
            label={t('productDetails.noImage')}
            data-slot="product-detail-placeholder"
          />
        )}
      </div>
      <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-1.5 diet:md:gap-3">
        {brand ? (
          <p className="diet:text-xs diet:font-semibold diet:tracking-wide diet:text-muted-fg diet:uppercase diet:md:text-sm">
            {brand}
          </p>
        ) : null}
        <h1
          lang={nameLang}
          className="diet:text-xl diet:font-bold diet:break-words diet:hyphens-auto diet:text-fg diet:md:text-3xl"
        >
          {typeof name === 'string' ? keepPercentTogether(name) : name}
        </h1>
        {typeof price === 'number' && Number.isFinite(price) ? (
          <ProductPrice price={price} currency={currency} size="lg" className="diet:mt-1 diet:md:mt-0" />
        ) : null}
        <p className="diet:flex diet:items-center diet:gap-2 diet:text-sm diet:text-muted-fg">
          {storeLogoSrc ? (
            <img src={storeLogoSrc} alt="" className="diet:size-6 diet:rounded-sm diet:object-contain" />
          ) : (
            <Icon name="store" className="diet:size-5" />
          )}
          <span className="diet:sr-only">{t('productCard.store')}: </span>
          <span className="diet:break-words">{storeName || (defaultStoreName ?? settings.defaultStore)}</span>
        </p>
      </div>
      {children ? (
        <div
          data-slot="product-detail-verdict"
          className="diet:col-span-2 diet:min-w-0 diet:md:col-span-1 diet:md:col-start-2"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The product page while it loads: a spinner with "Loading product details...". */
export function ProductDetailsLoading({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="product-details-loading"
      className={cn('diet:flex diet:min-h-60 diet:items-center diet:justify-center', className)}
      {...props}
    >
      <Spinner size="lg" label={t('productDetails.loading')} showLabel className="diet:flex-col" />
    </div>
  );
}
