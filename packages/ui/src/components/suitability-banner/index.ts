export {
  SuitabilityBanner,
  suitabilityBannerVariants,
  type DietCode,
  type SuitabilityBannerProps,
} from './suitability-banner.js';
