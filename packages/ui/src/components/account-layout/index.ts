export {
  AccountLayout,
  accountTabHrefs,
  type AccountLayoutProps,
  type AccountTab,
} from './account-layout.js';
