'use client';

import { Children, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Carousel } from '../carousel/index.js';
import { Spinner } from '../spinner/index.js';
import { ProductSectionEmpty, type ProductSection } from './product-section.js';

export type ProductCarouselProps = {
  /** The products, usually `ProductCard`s; each child is one item of the row. */
  children?: ReactNode;
  /**
   * Which row this is; it gives the default heading and empty text, in the user's language:
   * 'suggestions' (default) "Suggested products for you" / "No similar products found.",
   * 'favorites' "Your favorite products" / "You don't have any favorites yet.", 'history' "Your
   * product history" / "No history items yet.".
   */
  section?: ProductSection;
  /** Heading above the row. Default: the section's heading; `null` for none. */
  title?: ReactNode;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Accessible name of the carousel. Default: `title` when it is a string, the section's heading
   * when there is no `title`, else the kit's "Products".
   */
  label?: string;
  /** Text shown when there are no products. Default: the section's empty text. */
  emptyText?: ReactNode;
  /** The next step offered when there are no products, e.g. a link to browse the products. */
  emptyAction?: ReactNode;
  /** The products are being fetched: a spinner ("Finding similar products…") instead of the row. */
  loading?: boolean;
  /** Pixels the previous / next buttons scroll by. Default 320 (the spec's constant for products). */
  scrollStep?: number;
  /** Classes for each item's wrapper, i.e. the card width. Default `w-52 md:w-60`. */
  itemClassName?: string;
  className?: string;
};

/**
 * A titled, sideways-scrolling row of product cards with previous / next buttons (320 px per step),
 * or an empty state ("No similar products found.") when there are none.
 */
export function ProductCarousel({
  children,
  section = 'suggestions',
  title: titleProp,
  headingLevel = 2,
  label,
  emptyText,
  emptyAction,
  loading = false,
  scrollStep = 320,
  itemClassName = 'diet:w-52 diet:md:w-60',
  className,
}: ProductCarouselProps) {
  const { t } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const items = Children.toArray(children);
  const sectionTitle = t(`productCarousel.${section}.title`);
  const title = titleProp === undefined ? sectionTitle : titleProp;
  const name =
    label ?? (typeof title === 'string' ? title : title == null ? sectionTitle : t('productCarousel.label'));
  return (
    <div
      data-slot="product-carousel"
      className={cn('diet:flex diet:min-w-0 diet:flex-col diet:gap-3', className)}
    >
      {title ? (
        <Heading className="diet:text-lg diet:font-semibold diet:break-words diet:text-fg diet:md:text-xl">
          {title}
        </Heading>
      ) : null}
      {loading ? (
        <div className="diet:flex diet:min-h-40 diet:items-center diet:justify-center">
          <Spinner label={t('productCarousel.loading')} showLabel className="diet:text-muted-fg" />
        </div>
      ) : items.length > 0 ? (
        <Carousel
          mode="scroll"
          scrollStep={scrollStep}
          label={name}
          itemClassName={cn('diet:py-1', itemClassName)}
        >
          {items}
        </Carousel>
      ) : (
        <ProductSectionEmpty size="sm" section={section} action={emptyAction} title={emptyText} />
      )}
    </div>
  );
}
