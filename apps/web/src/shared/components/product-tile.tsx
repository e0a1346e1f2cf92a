/**
 * A product in any list of the signed-in app (dashboard, favourites, history, suggestions): the
 * kit's card with the user's language, the image base, the favourite toggle (optimistic, reverted
 * with a message on failure) and a link to the product's page carrying the product in navigation
 * state (signed-in spec §2: the detail page can start from it). With `offerSwap`, a product that
 * does not suit names what to buy instead ("Try: Lactose-free milk"): its better swap, the same as
 * on its page (the suggestions call, asked for once the card comes near the screen and cached with
 * the page's).
 */
import {
  brandLabel,
  isLocale,
  isUnreadOnly,
  nameIn,
  productName,
  storeLabel,
  suitability,
  withImageBase,
  type Product,
} from '@diet/domain';
import { ProductCard, type ProductCardProps } from '@diet/ui/product-card';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { config } from '../../config';
import { productPath } from '../../config/routes';
import { useFavoriteToggle } from '../api/favorites';
import { recommendedQuery } from '../api/suggestions';
import { betterSwapOf, wantsSwap } from '../better-swap';
import { productDrawing } from '../product-drawing';
import { tileNote } from '../tile-note';
import { useKnownCategories, useProfile, useSignedIn } from '../session';
import { useNearScreen } from '../use-near-screen';
import { AddToList } from './add-to-list';

/** The product page's address. */
export function productHref(product: Pick<Product, 'id'>): string {
  return productPath(product.id);
}

/** The product a tile's link carries to the detail page (one stable link component for all tiles). */
const TileProduct = createContext<Product | null>(null);

function StateLink({ href, ref, ...props }: { href: string } & Omit<React.ComponentProps<'a'>, 'href'>) {
  const product = useContext(TileProduct);
  // Only the card's own link carries it: the swap's link leads to another product.
  const own = product && productHref(product) === href;
  return <Link to={href} state={own ? { product } : undefined} ref={ref} {...props} />;
}

export type ProductTileProps = Omit<
  ProductCardProps,
  'name' | 'href' | 'favorite' | 'onFavoriteChange' | 'favoritePending' | 'linkComponent'
> & {
  product: Product;
  /** Called after the favourite flag was saved (e.g. the favourites page drops the card). */
  onFavoriteSaved?: (favorite: boolean) => void;
  /** A product that does not suit names its better swap, if it has one ("Try: …"). */
  offerSwap?: boolean;
};

export function ProductTile({ product, onFavoriteSaved, offerSwap = false, ...props }: ProductTileProps) {
  const { t, i18n } = useTranslation('app');
  const { notify } = useSignedIn();
  const profile = useProfile();
  const toggle = useFavoriteToggle(product, profile?.id ?? null);
  // The same product may have another card on screen (favourites and history, a list and its
  // suggestions): every heart of the product waits while any of them is saving.
  const saving = useIsMutating({ mutationKey: ['favorite', String(product.id)] }) > 0;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const name = productName(product, locale);
  const categories = useKnownCategories();
  const diets = profile?.intolerances ?? [];
  const card = useRef<HTMLElement>(null);
  const wanted = offerSwap && profile !== undefined && wantsSwap(product, diets);
  const near = useNearScreen(card, wanted);
  const suggestions = useQuery({ ...recommendedQuery(product, profile), enabled: wanted && near });
  const better = wanted ? betterSwapOf(product, diets, suggestions.data) : null;
  // The line's face is green: a swap only less bad (yellow for a red product) is left to the page.
  const best = better && suitability(better.colors, diets).level === 'green' ? better : null;
  const bestIn = best ? nameIn(best, locale)?.language : undefined;
  return (
    <TileProduct.Provider value={product}>
      <ProductCard
        ref={card}
        name={name}
        brand={brandLabel(product) || null}
        price={product.price}
        storeName={
          (product.offers_count ?? 1) > 1
            ? t('offers.storeAndMore', { store: storeLabel(product), count: product.offers_count! - 1 })
            : storeLabel(product)
        }
        storeLogoSrc={withImageBase(config.apiUrl, product.storeLogo) ?? undefined}
        imageSrc={withImageBase(config.apiUrl, product.image) ?? undefined}
        drawing={productDrawing(product, categories)}
        isRed={product.is_red}
        isYellow={product.is_yellow}
        unread={isUnreadOnly(product.colors, diets)}
        note={tileNote(product.colors, diets, t)}
        swap={
          best
            ? {
                name: productName(best, locale),
                nameLang: bestIn === undefined || bestIn === locale ? undefined : bestIn,
                href: productHref(best),
                storeName: storeLabel(best) || null,
                price: best.price ?? null,
              }
            : null
        }
        favorite={product.is_favorite}
        favoritePending={toggle.isPending || saving}
        onFavoriteChange={(next) => {
          if (profile?.id == null) {
            notify({ tone: 'error', message: t('favorites.signIn') });
            return;
          }
          toggle.mutate(next, {
            onSuccess: () => onFavoriteSaved?.(next),
            onError: () => notify({ tone: 'error', message: t('favorites.failed', { name }) }),
          });
        }}
        // "Add to list" beside the heart (issue 31).
        actions={<AddToList product={product} name={name} variant="icon" />}
        href={productHref(product)}
        linkComponent={StateLink}
        {...props}
      />
    </TileProduct.Provider>
  );
}
