export {
  AppSidebar,
  appSidebarLinkVariants,
  type AppSidebarItem,
  type AppSidebarProps,
} from './app-sidebar.js';
