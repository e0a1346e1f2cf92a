'use client';

import { AlertCircle, Lock, RotateCw, ShoppingBasket } from '../icon/glyphs.js';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import { useControllableOpen, type ModalOpenProps } from '../../lib/site/controllable-open.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/index.js';
import { EmptyState } from '../empty-state/index.js';

/** One sample product of the preview. */
export type SampleProduct = {
  /** The product's name, shown under its picture. */
  name: string;
  /** Picture URL, or a picture element. Without it a basket icon shows. */
  image?: string | ReactNode;
};

/** Where the modal's products are: shown (`ready`), on their way (`loading`) or failed (`error`). */
export type ProductsModalStatus = 'ready' | 'loading' | 'error';

export type ProductsModalProps = ModalOpenProps & {
  /** The diet's name as it reads in the title, e.g. "lactose-free" (already translated). */
  diet: string;
  /** The sample products; the first `sampleCount` show. Empty (when `ready`) shows the empty state. */
  products: readonly SampleProduct[];
  /**
   * Whether the products are there (`ready`, the default), being fetched (`loading`: placeholder
   * tiles, the grid marked busy and "Loading products" announced) or failed (`error`: a message and,
   * with `onRetry`, a retry button).
   */
  status?: ProductsModalStatus;
  /** Called by the error state's retry button; without it the error state shows no button. */
  onRetry?: () => void;
  /** Announced while loading. Default: the kit's "Loading products". */
  loadingLabel?: string;
  /** The error state's message. Default: the kit's "The products could not be loaded. …". */
  errorMessage?: ReactNode;
  /** The retry button's label. Default: the kit's "Try again". */
  retryLabel?: ReactNode;
  /** Shown when `products` is empty. Default: the kit's "There are no sample products … yet.". */
  emptyMessage?: ReactNode;
  /** How many sample tiles show. Default 8 (public-site spec §9). */
  sampleCount?: number;
  /** The number in the title ("Top 20 …"). Default 20 (spec §9). */
  totalCount?: number;
  /** Called by the locked tile's sign-up button (the app then opens the upsell modal). */
  onSignUp: () => void;
};

/**
 * Columns of the grid: 2, and 4 from `md` (768 px). Both divide the spec's 8 samples, so the locked
 * tile has a row of its own at every width.
 */
const gridColumns = 'diet:grid-cols-2 diet:md:grid-cols-4';
/** The locked tile's possible spans per breakpoint, one list per entry of `gridColumns`. */
const lockedTileSpans = [
  ['diet:col-span-1', 'diet:col-span-2'],
  ['diet:md:col-span-1', 'diet:md:col-span-2', 'diet:md:col-span-3', 'diet:md:col-span-4'],
] as const;

/**
 * The locked tile's column span at each breakpoint: it fills what the `tiles` before it leave of
 * their last row, or a row of its own when they fill theirs, so the grid never has a hole.
 */
function lockedTileSpan(tiles: number): string {
  return cn(lockedTileSpans.map((spans) => spans[spans.length - 1 - (tiles % spans.length)]));
}

const tileClass =
  'diet:flex diet:flex-col diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-surface';

/**
 * The diets page's product preview: a dialog titled "Top 20 products for people following a {diet}
 * diet" with sample product tiles and a locked tile whose button invites the visitor to sign up. The
 * tiles and the locked tile always form complete rows. While the products load, placeholder tiles
 * show; if loading fails, a message and a retry button; with no products, an empty state.
 */
export function ProductsModal({
  diet,
  products,
  status = 'ready',
  onRetry,
  loadingLabel,
  errorMessage,
  retryLabel,
  emptyMessage,
  sampleCount = 8,
  totalCount = 20,
  onSignUp,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ProductsModalProps) {
  const { t } = useUiTranslation();
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const tileCount = Math.max(sampleCount, 0);
  const samples = products.slice(0, tileCount);
  const loading = status === 'loading';
  // While loading, as many placeholders as tiles are expected, so nothing moves when they arrive.
  const shownTiles = loading ? tileCount : samples.length;

  const lockedTile = (
    <li
      data-slot="products-modal-locked-tile"
      className={cn(
        'diet:@container diet:rounded-md diet:border diet:border-primary/30 diet:bg-primary-soft',
        lockedTileSpan(shownTiles),
      )}
    >
      {/* Stacked and centred in a narrow tile; a row (text left, button right) in a wide one. */}
      <div className="diet:flex diet:h-full diet:flex-col diet:items-center diet:justify-center diet:gap-3 diet:p-4 diet:text-center diet:@md:flex-row diet:@md:justify-between diet:@md:gap-6 diet:@md:px-6 diet:@md:text-left">
        <div className="diet:flex diet:flex-col diet:items-center diet:gap-2 diet:@md:flex-row diet:@md:gap-4">
          <span className="diet:flex diet:size-11 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-surface diet:text-primary">
            <Lock aria-hidden="true" className="diet:size-5" />
          </span>
          <p className="diet:text-base diet:font-semibold diet:text-balance diet:text-fg">
            {t('productsModal.more', { count: Math.max(totalCount - shownTiles, 0) })}
          </p>
        </div>
        <Button
          size="sm"
          onClick={onSignUp}
          className="diet:h-auto diet:min-h-9 diet:max-w-full diet:shrink-0 diet:py-2 diet:text-balance diet:whitespace-normal"
        >
          {t('productsModal.signUp')}
        </Button>
      </div>
    </li>
  );

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <EmptyState
        data-slot="products-modal-error"
        className="diet:border-solid diet:border-danger/40 diet:bg-danger-soft diet:[&_[data-slot=empty-state-icon]]:bg-surface"
        icon={<AlertCircle className="diet:text-danger" />}
        title={
          <span role="alert" className="diet:block diet:text-balance">
            {errorMessage ?? t('productsModal.error')}
          </span>
        }
        action={
          onRetry ? (
            <Button onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {retryLabel ?? t('productsModal.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!loading && samples.length === 0) {
    body = (
      <EmptyState
        data-slot="products-modal-empty"
        icon={<ShoppingBasket />}
        title={
          <span className="diet:block diet:text-balance">{emptyMessage ?? t('productsModal.empty')}</span>
        }
      />
    );
  } else {
    body = (
      <ul aria-busy={loading || undefined} className={cn('diet:grid diet:gap-3', gridColumns)}>
        {loading
          ? Array.from({ length: tileCount }, (_, index) => (
              <li key={index} aria-hidden="true" data-slot="products-modal-placeholder" className={tileClass}>
                <div className="diet:aspect-square diet:animate-pulse diet:bg-muted diet:motion-reduce:animate-none" />
                {/* Two lines of the name's height (text-sm), as in a product tile. */}
                <div className="diet:flex diet:h-14 diet:flex-col diet:justify-center diet:gap-2 diet:p-2">
                  <span className="diet:h-3 diet:w-4/5 diet:rounded-full diet:bg-muted" />
                  <span className="diet:h-3 diet:w-1/2 diet:rounded-full diet:bg-muted" />
                </div>
              </li>
            ))
          : samples.map((product, index) => (
              <li key={`${product.name}-${index}`} data-slot="products-modal-tile" className={tileClass}>
                <div className="diet:flex diet:aspect-square diet:items-center diet:justify-center diet:bg-muted diet:text-muted-fg">
                  {typeof product.image === 'string' ? (
                    <img src={product.image} alt="" className="diet:size-full diet:object-cover" />
                  ) : (
                    (product.image ?? <PictureFallback name={product.name} />)
                  )}
                </div>
                <p className="diet:line-clamp-2 diet:p-2 diet:text-sm diet:font-medium diet:break-words diet:hyphens-auto diet:text-fg">
                  {product.name}
                </p>
              </li>
            ))}
        {lockedTile}
      </ul>
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="products-modal"
        data-status={status}
        size="lg"
        fullScreenOnMobile
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle className="diet:text-balance">
            {t('productsModal.title', { total: totalCount, diet })}
          </DialogTitle>
        </DialogHeader>
        <DialogBody className="diet:pb-6">
          {/* Always in the page, so screen readers hear it when loading starts. */}
          <p role="status" className="diet:sr-only">
            {loading ? (loadingLabel ?? t('productsModal.loading')) : null}
          </p>
          {body}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
