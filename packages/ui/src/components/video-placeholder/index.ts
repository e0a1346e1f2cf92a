export { VideoPlaceholder, type VideoPlaceholderProps } from './video-placeholder.js';
