export { SwapPair, SwapPairSkeleton, type SwapPairProps, type SwapProduct } from './swap-pair.js';
