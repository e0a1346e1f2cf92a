export { Hero, heroVariants, type HeroProps } from './hero.js';
