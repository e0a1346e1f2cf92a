export {
  CategoryCarousel,
  type CategoryCarouselItem,
  type CategoryCarouselProps,
} from './category-carousel.js';
