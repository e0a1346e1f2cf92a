import { Lock, ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** One sample product of the preview. */
export type SampleProduct = {
  /** The product's name, shown under its picture. */
  name: string;
  /** Picture URL, or a picture element. Without it a basket icon shows. */
  image?: string | ReactNode;
};

export type ProductsModalProps = ModalOpenProps & {
  /** The diet's name as it reads in the title, e.g. "lactose-free" (already translated). */
  diet: string;
  /** The sample products; the first `sampleCount` show. */
  products: readonly SampleProduct[];
  /** How many sample tiles show. Default 8 (public-site spec §9). */
  sampleCount?: number;
  /** The number in the title ("Top 20 …"). Default 20 (spec §9). */
  totalCount?: number;
  /** Called by the locked tile's sign-up button (the app then opens the upsell modal). */
  onSignUp: () => void;
};

/**
 * The diets page's product preview: a dialog titled "Top 20 products for people following a {diet}
 * diet" with sample product tiles and a locked tile whose button invites the visitor to sign up.
 */
export function ProductsModal({
  diet,
  products,
  sampleCount = 8,
  totalCount = 20,
  onSignUp,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ProductsModalProps) {
  const { t } = useTranslation('ui');
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const samples = products.slice(0, Math.max(sampleCount, 0));
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="products-modal" size="lg" fullScreenOnMobile aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle className="text-balance">
            {t('productsModal.title', { total: totalCount, diet })}
          </DialogTitle>
        </DialogHeader>
        <DialogBody className="pb-6">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {samples.map((product, index) => (
              <li
                key={`${product.name}-${index}`}
                data-slot="products-modal-tile"
                className="flex flex-col overflow-hidden rounded-md border border-border bg-surface"
              >
                <div className="flex aspect-square items-center justify-center bg-muted text-muted-fg">
                  {typeof product.image === 'string' ? (
                    <img src={product.image} alt="" className="size-full object-cover" />
                  ) : (
                    (product.image ?? <ShoppingBasket aria-hidden="true" className="size-10" />)
                  )}
                </div>
                <p className="line-clamp-2 p-2 text-sm font-medium break-words hyphens-auto text-fg">
                  {product.name}
                </p>
              </li>
            ))}
            <li
              data-slot="products-modal-locked-tile"
              className="col-span-2 flex flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed border-primary bg-primary-soft p-4 text-center sm:col-span-1 md:col-span-2"
            >
              <Lock aria-hidden="true" className="size-8 text-primary" />
              <p className="text-sm font-medium text-fg">
                {t('productsModal.more', { count: Math.max(totalCount - samples.length, 0) })}
              </p>
              <Button size="sm" onClick={onSignUp} className="h-auto min-h-9 py-2 whitespace-normal">
                {t('productsModal.signUp')}
              </Button>
            </li>
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
