export { ProductCarousel, type ProductCarouselProps } from './product-carousel.js';
