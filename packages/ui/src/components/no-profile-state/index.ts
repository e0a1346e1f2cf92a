export { NoProfileState, type NoProfileStateProps } from './no-profile-state.js';
