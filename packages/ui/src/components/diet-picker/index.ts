export { DietPicker, type DietItem, type DietPickerProps } from './diet-picker.js';
