export { MobileBottomBar, type MobileBottomBarItem, type MobileBottomBarProps } from './mobile-bottom-bar.js';
