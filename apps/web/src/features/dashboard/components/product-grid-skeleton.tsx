/**
 * What the product list shows while the products load: the kit's placeholder cards in the grid's
 * own layout (two columns on phones, tiles of at least 200 px from 640 px on), so nothing jumps
 * when the real tiles arrive. The placeholders are hidden from assistive technology; the status
 * line says what is happening.
 */
import { ProductCardSkeleton } from '@diet/ui/product-card';

const TILES = 8;

export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <div data-slot="product-grid-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(200px,1fr))] sm:gap-5">
        {Array.from({ length: TILES }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
