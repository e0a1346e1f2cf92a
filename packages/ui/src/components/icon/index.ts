export { Icon, iconNames, icons, type IconName, type IconProps } from './icon.js';
export { HeartFilled } from './heart-filled.js';
export { IconGlyph, type IconGlyphProps } from './icon-glyph.js';
