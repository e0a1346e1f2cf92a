export {
  TestimonialCarousel,
  type Testimonial,
  type TestimonialCarouselProps,
  type TestimonialTone,
} from './testimonial-carousel.js';
