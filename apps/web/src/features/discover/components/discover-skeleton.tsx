/**
 * What Discover shows while its answer loads: two swap frames and three rows of placeholder cards
 * in the real layout, so nothing jumps when the products arrive. Hidden from assistive technology;
 * the status line says what is happening.
 */
import { ProductCardSkeleton } from '@diet/ui/product-card';

export function DiscoverSkeleton({ label }: { label: string }) {
  return (
    <div data-slot="discover-skeleton" className="flex flex-col gap-10">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex h-36 gap-3 rounded-lg border border-border bg-surface p-4 shadow-card">
            <div className="size-16 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <div className="h-3 w-1/4 rounded-sm bg-muted" />
              <div className="h-4 w-2/3 rounded-sm bg-muted" />
              <div className="h-4 w-1/3 rounded-sm bg-muted" />
            </div>
          </div>
        ))}
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden className="flex flex-col gap-3">
          <div className="h-6 w-48 rounded-sm bg-muted" />
          <div className="flex gap-4 overflow-hidden">
            {Array.from({ length: 6 }, (_, i) => (
              <ProductCardSkeleton key={i} className="w-44 shrink-0 sm:w-52 md:w-56" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
