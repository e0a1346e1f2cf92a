/**
 * A catalogue product as the kit's swap shows it (`@diet/ui/swap-pair`): its name in the page's
 * language (marked with the language it is really in when the catalogue has no name in that
 * one), brand, chosen offer, picture (drawn from its category without a photo), page and
 * verdict. Discover's swaps and the product page's better swap draw products the same way.
 */
import {
  brandLabel,
  type Category,
  nameIn,
  productName,
  storeLabel,
  withImageBase,
  type Locale,
  type Product,
} from '@diet/domain';
import type { SwapProduct } from '@diet/ui/swap-pair';

import { config } from '../config';
import { productPath } from '../config/routes';
import { productDrawing } from './product-drawing';

export function toSwapProduct(
  product: Product,
  locale: Locale,
  categories: readonly Category[] | undefined,
): SwapProduct {
  const shownIn = nameIn(product, locale)?.language;
  return {
    name: productName(product, locale),
    nameLang: shownIn === undefined || shownIn === locale ? undefined : shownIn,
    brand: brandLabel(product) || null,
    price: product.price ?? null,
    storeName: storeLabel(product) || null,
    imageSrc: withImageBase(config.apiUrl, product.image) ?? undefined,
    drawing: productDrawing(product, categories),
    href: productPath(product.id),
    isRed: product.is_red,
    isYellow: product.is_yellow,
  };
}
