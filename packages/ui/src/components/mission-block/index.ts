export { MissionBlock, type MissionBlockProps } from './mission-block.js';
