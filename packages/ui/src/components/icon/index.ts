export { Icon, iconNames, icons, type IconName, type IconProps } from './icon.js';
