import type { Product } from '@diet/domain';
import type { ComponentProps } from 'react';

import { ProductTile } from '../../../shared/components/product-tile';
import { ROW_ATTRIBUTE } from '../hooks/use-focus-after-removal';

export interface GridRow {
  product: Product;
  /** False keeps the card in the page but hidden (a removal still pending). */
  shown?: boolean;
}

export type ProductGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  rows: readonly GridRow[];
  /** Called after a card's favourite flag was saved. */
  onFavoriteSaved?: (product: Product, favorite: boolean) => void;
};

/**
 * A responsive list of products: compact rows on a phone (a small picture beside the words, about
 * twice as many products on a screen as cards), a grid of cards from 768 px (three, then four). A
 * product that does not suit names what to buy instead, as its page does.
 */
export function ProductGrid({ rows, onFavoriteSaved, className, ...props }: ProductGridProps) {
  return (
    <ul
      className={`grid grid-cols-1 gap-2 md:grid-cols-3 md:gap-4 lg:grid-cols-4 ${className ?? ''}`}
      {...props}
    >
      {rows.map(({ product, shown = true }) => (
        <li
          key={String(product.id)}
          {...{ [ROW_ATTRIBUTE]: String(product.id) }}
          hidden={!shown}
          className="flex"
        >
          <ProductTile
            product={product}
            layout="compact"
            headingLevel={3}
            offerSwap
            onFavoriteSaved={onFavoriteSaved ? (favorite) => onFavoriteSaved(product, favorite) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
