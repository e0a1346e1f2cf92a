export {
  MobileBottomBar,
  mobileBottomBarHrefs,
  type MobileBottomBarItem,
  type MobileBottomBarProps,
} from './mobile-bottom-bar.js';
