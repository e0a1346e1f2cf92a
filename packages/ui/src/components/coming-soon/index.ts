export { ComingSoon, type ComingSoonProps } from './coming-soon.js';
