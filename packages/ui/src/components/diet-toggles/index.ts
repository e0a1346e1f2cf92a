export { DietToggles, type DietProfileValue, type DietTogglesProps } from './diet-toggles.js';
