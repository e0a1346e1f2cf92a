export {
  SHOP_SCALE_VALUES,
  ShopScaleSlider,
  Slider,
  useShopScaleStops,
  type ShopScaleSliderProps,
  type SliderProps,
  type SliderStop,
} from './slider.js';
