export { ComingSoon, type ComingSoonProps } from './coming-soon.js';
export { Roadmap, RoadmapItem, type RoadmapItemProps, type RoadmapProps } from './roadmap.js';
