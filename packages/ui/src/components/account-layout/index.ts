export { AccountLayout, type AccountLayoutProps, type AccountTab } from './account-layout.js';
