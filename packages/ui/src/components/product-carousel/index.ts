export { ProductCarousel, type ProductCarouselProps, type ProductSection } from './product-carousel.js';
