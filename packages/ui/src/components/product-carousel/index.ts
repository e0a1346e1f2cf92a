export { ProductCarousel, type ProductCarouselProps } from './product-carousel.js';
export {
  DietTagFilter,
  ProductSectionEmpty,
  ProductSectionHeading,
  productSectionIcons,
  type DietTagFilterProps,
  type ProductSection,
  type ProductSectionEmptyProps,
  type ProductSectionHeadingProps,
} from './product-section.js';
