export { SwapPair, type SwapPairProps, type SwapProduct } from './swap-pair.js';
