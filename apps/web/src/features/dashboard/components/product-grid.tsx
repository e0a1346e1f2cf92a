/**
 * The dashboard's product list: the products that pass the filters, as a responsive grid of product
 * tiles rendered through TanStack Virtual's window virtualizer. The list arrives in pages from the
 * server: nearing the last loaded row asks for the next page (`onEndReached`), and `total` gives
 * the whole list's size to assistive technology.
 *
 * Design decisions:
 * - The spec shows 'Suggested products for you' as a carousel. With thousands of products a
 *   sideways row is unusable (no overview, hundreds of presses of "next"), so the list is a
 *   vertical grid under the spec's heading, scrolled with the page.
 * - Only the rows near the viewport are in the DOM (10,000 products stay fast to filter and scroll).
 *   The grid is split into rows of N tiles, N following the list's own width (2 columns at 375 px,
 *   4 at 1280 px); each row is measured after it renders, so long German names that wrap to three
 *   lines never overlap the next row.
 * - Accessibility: the grid is a `list` whose rendered items carry `aria-setsize` (all matching
 *   products) and `aria-posinset` (their place), so a screen reader says "product 37 of 1,204"
 *   rather than counting only the rows in the DOM. We chose list semantics over `role="grid"`,
 *   which would promise arrow-key cell navigation that a list of cards does not need. The row
 *   wrappers are plain `div`s (no role), ignored by the accessibility tree.
 * - Keyboard: tiles are in reading order, so Tab walks them left to right, row by row. Two rows
 *   above and below the viewport are always rendered, so the next tile exists when Tab moves to it;
 *   the browser scrolls it into view (clear of the sticky header and the mobile bottom bar through
 *   `scroll-margin`) and the virtualizer follows. The row holding focus is never unmounted, even when
 *   the user scrolls it far away, so focus is not lost to the page.
 */
import type { Product } from '@diet/domain';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';

import { ProductTile } from '../../../shared/components/product-tile';
import { SignedInContext, useSignedIn, type SignedIn } from '../../../shared/session';
import { gridLayout, rowsToRender } from './grid-layout';

/** The tile's text block under its square picture (brand, up to three lines of name, price). */
const TEXT_BLOCK_ESTIMATE = 132;

interface Geometry {
  /** The list's width in px. */
  width: number;
  /** Where the list starts in the page (the virtualizer works in page coordinates). */
  top: number;
}

function measure(node: HTMLElement): Geometry {
  return {
    width: Math.round(node.clientWidth),
    top: Math.round(node.getBoundingClientRect().top + window.scrollY),
  };
}

/**
 * The list's width and page offset, measured before the first paint and again whenever the list or
 * the page changes size (the subcategory chips appearing above it move it down).
 */
function useGeometry(element: React.RefObject<HTMLElement | null>): Geometry {
  const [geometry, setGeometry] = useState<Geometry>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const update = () =>
      setGeometry((previous) => {
        const next = measure(node);
        return next.width === previous.width && next.top === previous.top ? previous : next;
      });
    // Measuring layout before paint is what a layout effect is for: the first frame has the right
    // number of columns.
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return geometry;
}

/**
 * The session as the tiles see it: one value for the grid's whole life, its functions calling the
 * latest session. The session's value changes on every keystroke in the header's search box; the
 * tiles use only `notify` from it, so without this each keystroke would re-render every tile.
 * Inside the grid `search` is the text when the grid was mounted (no tile reads it).
 */
function useStableSession(): SignedIn {
  const session = useSignedIn();
  const latest = useRef(session);
  useLayoutEffect(() => {
    latest.current = session;
  });
  const [first] = useState(session);
  return useMemo<SignedIn>(
    () => ({
      ...first,
      notify: (toast) => latest.current.notify(toast),
      dismiss: (id) => latest.current.dismiss(id),
      setSearch: (value) => latest.current.setSearch(value),
      openScanner: () => latest.current.openScanner(),
    }),
    [first],
  );
}

export interface ProductGridProps {
  products: readonly Product[];
  /** The list's accessible name (the section's heading). */
  labelledBy: string;
  /** How many products the whole list has (more than `products` while pages are still to load). */
  total?: number;
  /** Called when the rows near the end of the loaded products are rendered: load the next page. */
  onEndReached?: () => void;
}

/** Rows before the end of the loaded products at which the next page is asked for. */
const END_REACHED_ROWS = 4;

/** The grid renders again only when its products change (not on keystrokes that change nothing). */
export const ProductGrid = memo(function ProductGrid({
  products,
  labelledBy,
  total = products.length,
  onEndReached,
}: ProductGridProps) {
  const session = useStableSession();
  const listRef = useRef<HTMLDivElement>(null);
  const { width, top: scrollMargin } = useGeometry(listRef);
  const { columns, gap } = gridLayout(width);
  const rowCount = Math.ceil(products.length / columns);

  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => rowsToRender(range, focusedRow.current), []);

  const tileWidth = columns > 0 && width > 0 ? (width - gap * (columns - 1)) / columns : 160;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round(tileWidth + TEXT_BLOCK_ESTIMATE),
    overscan: 2,
    gap,
    scrollMargin,
    rangeExtractor,
  });

  // A new column count changes every row: measure them again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, width]);

  // Scrolling (or tabbing) near the last loaded row asks for the next page, before it is reached.
  const lastRendered = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const nearEnd = rowCount > 0 && lastRendered >= rowCount - END_REACHED_ROWS;
  const endReached = useRef(onEndReached);
  useLayoutEffect(() => {
    endReached.current = onEndReached;
  });
  useEffect(() => {
    if (nearEnd) endReached.current?.();
  }, [nearEnd, products.length]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    focusedRow.current = row ? Number(row.dataset.row) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedRow.current = null;
  };

  return (
    <SignedInContext.Provider value={session}>
      <div
        ref={listRef}
        role="list"
        aria-labelledby={labelledBy}
        data-slot="product-grid"
        data-columns={columns}
        onFocus={onFocus}
        onBlur={onBlur}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          const items = products.slice(first, first + columns);
          return (
            <div
              key={row.key}
              data-index={row.index}
              data-row={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full items-stretch"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {items.map((product, i) => (
                <div
                  key={String(product.id)}
                  role="listitem"
                  aria-setsize={Math.max(total, products.length)}
                  aria-posinset={first + i + 1}
                  // A tile's link or heart scrolled into view by focus stays clear of the sticky
                  // header and the mobile bottom bar.
                  className="flex min-w-0 [&_:is(a,button)]:scroll-mt-24 [&_:is(a,button)]:scroll-mb-28 md:[&_:is(a,button)]:scroll-mb-6"
                >
                  <ProductTile product={product} className="h-full" />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </SignedInContext.Provider>
  );
});
