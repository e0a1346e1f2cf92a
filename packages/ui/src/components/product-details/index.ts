export {
  ProductDetailHeader,
  ProductDetails,
  ProductDetailsLoading,
  type NutritionRow,
  type ProductDetailHeaderProps,
  type ProductDetailsProps,
  type ProductDetailsSection,
} from './product-details.js';
