export {
  DEFAULT_STORE_NAME,
  ProductCard,
  ProductCardSkeleton,
  ProductPrice,
  productMood,
  productVerdict,
  productPriceVariants,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type ProductPriceProps,
} from './product-card.js';
export { PICTURE_DRAWINGS, type PictureDrawing } from '../../lib/drawn-picture.js';
