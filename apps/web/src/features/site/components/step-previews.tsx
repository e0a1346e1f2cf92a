/**
 * The how-it-works phone previews of steps 2 to 4 (public-site spec §2: "screenshots"). They are
 * drawn from the kit's real components, so they always match the app and every language; the phone
 * frame reads as one image named by the step.
 */
import { ProductCard } from '@diet/ui/product-card';
import { SuitabilityBanner } from '@diet/ui/suitability-banner';

type Sample = { name: string; brand: string; price: number; store: string; red?: boolean; yellow?: boolean };

/** Real Swiss products (names are not translated on packs). */
const SEARCH_RESULTS: readonly Sample[] = [
  { name: 'Oat Original', brand: 'Alpro', price: 2.95, store: 'Coop' },
  { name: 'Vollmilch UHT', brand: 'M-Classic', price: 1.6, store: 'Migros', red: true },
  { name: 'Lactose free Drink', brand: 'Valflora', price: 2.1, store: 'Migros' },
];

const ALTERNATIVES: readonly Sample[] = [
  { name: 'Pain sans gluten', brand: 'Schär', price: 4.5, store: 'Coop' },
  { name: 'Crackers', brand: 'Schär', price: 3.2, store: 'Migros' },
  { name: 'Reiswaffeln', brand: 'Denner', price: 1.45, store: 'Denner', yellow: true },
];

function Cards({ items }: { items: readonly Sample[] }) {
  return (
    <div className="flex flex-col gap-2">
      {items.map((item) => (
        <ProductCard
          key={item.name}
          name={item.name}
          brand={item.brand}
          price={item.price}
          storeName={item.store}
          isRed={item.red ?? false}
          isYellow={item.yellow ?? false}
          headingLevel={3}
          className="shadow-none"
        />
      ))}
    </div>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-3 overflow-hidden bg-canvas px-3 pt-8 pb-3 text-xs">
      {children}
    </div>
  );
}

export function SearchPreview({ query }: { query: string }) {
  return (
    <Screen>
      <div className="flex h-9 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm text-fg">
        <svg
          viewBox="0 0 24 24"
          className="size-4 text-muted-fg"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {query}
      </div>
      <Cards items={SEARCH_RESULTS} />
    </Screen>
  );
}

export function VerdictPreview() {
  return (
    <Screen>
      <div
        className="flex aspect-[4/3] items-center justify-center rounded-lg bg-muted text-4xl"
        aria-hidden="true"
      >
        🥛
      </div>
      <p className="text-sm font-semibold text-muted-fg">M-Classic</p>
      <p className="text-base font-bold text-fg">Vollmilch UHT</p>
      <SuitabilityBanner verdict="red" diet="lactose" />
    </Screen>
  );
}

export function AlternativesPreview({ title }: { title: string }) {
  return (
    <Screen>
      <p className="text-sm font-bold text-fg">{title}</p>
      <Cards items={ALTERNATIVES} />
    </Screen>
  );
}
