export {
  AppSidebar,
  appSidebarHrefs,
  appSidebarLinkVariants,
  type AppSidebarItem,
  type AppSidebarProps,
} from './app-sidebar.js';
