export {
  ProfileLayout,
  profileTabHrefs,
  type ProfileLayoutProps,
  type ProfileTab,
} from './profile-layout.js';
