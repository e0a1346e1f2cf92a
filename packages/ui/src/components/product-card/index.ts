export {
  DEFAULT_STORE_NAME,
  ProductCard,
  ProductPrice,
  productMood,
  productPriceVariants,
  type ProductCardProps,
  type ProductPriceProps,
} from './product-card.js';
