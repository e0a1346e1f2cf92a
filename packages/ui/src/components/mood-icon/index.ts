export { MoodIcon, moodIconVariants, type Mood, type MoodIconProps, type Verdict } from './mood-icon.js';
