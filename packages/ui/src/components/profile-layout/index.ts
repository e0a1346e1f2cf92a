export { ProfileLayout, type ProfileLayoutProps, type ProfileTab } from './profile-layout.js';
