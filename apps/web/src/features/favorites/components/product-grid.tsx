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

/** A responsive grid of product cards (two columns on a phone, up to four on a desktop). */
export function ProductGrid({ rows, onFavoriteSaved, className, ...props }: ProductGridProps) {
  return (
    <ul
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${className ?? ''}`}
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
            headingLevel={3}
            onFavoriteSaved={onFavoriteSaved ? (favorite) => onFavoriteSaved(product, favorite) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
