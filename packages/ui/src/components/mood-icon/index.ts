export { MoodIcon, moodIconVariants, type Mood, type MoodIconProps } from './mood-icon.js';
