export {
  DIET_KEYS,
  SuitabilityBanner,
  suitabilityBannerVariants,
  type DietKey,
  type SuitabilityBannerProps,
} from './suitability-banner.js';
