import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { Carousel } from '../carousel/index.js';
import { EmptyState } from '../empty-state/index.js';
import { Icon } from '../icon/index.js';

export type ProductCarouselProps = {
  /** The products, usually `ProductCard`s; each child is one item of the row. */
  children?: ReactNode;
  /** Heading above the row, e.g. "Suggested products for you". */
  title?: ReactNode;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the carousel. Default: `title` when it is a string, else the kit's "Products". */
  label?: string;
  /** Text shown when there are no products. Default: the kit's "No similar products found.". */
  emptyText?: ReactNode;
  /** The next step offered when there are no products, e.g. a link to browse the products. */
  emptyAction?: ReactNode;
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
  title,
  headingLevel = 2,
  label,
  emptyText,
  emptyAction,
  scrollStep = 320,
  itemClassName = 'w-52 md:w-60',
  className,
}: ProductCarouselProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const items = Children.toArray(children);
  const name = label ?? (typeof title === 'string' ? title : t('productCarousel.label'));
  return (
    <div data-slot="product-carousel" className={cn('flex min-w-0 flex-col gap-3', className)}>
      {title ? (
        <Heading className="text-lg font-semibold break-words text-fg md:text-xl">{title}</Heading>
      ) : null}
      {items.length > 0 ? (
        <Carousel
          mode="scroll"
          scrollStep={scrollStep}
          label={name}
          itemClassName={cn('py-1', itemClassName)}
        >
          {items}
        </Carousel>
      ) : (
        <EmptyState
          size="sm"
          icon={<Icon name="shopping-cart" />}
          title={emptyText ?? t('productCarousel.empty')}
          action={emptyAction}
        />
      )}
    </div>
  );
}
