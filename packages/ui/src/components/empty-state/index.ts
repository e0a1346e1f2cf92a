export { EmptyState, type EmptyStateProps } from './empty-state.js';
export { NoProfileState, type NoProfileStateProps } from './no-profile-state.js';
