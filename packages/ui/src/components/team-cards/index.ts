export { TeamCards, type TeamCardsProps, type TeamJoinEntry, type TeamMember } from './team-cards.js';
