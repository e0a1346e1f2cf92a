export { SharedProfiles, type SharedProfile, type SharedProfilesProps } from './shared-profiles.js';
