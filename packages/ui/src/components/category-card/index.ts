export { CategoryCard, categoryCardVariants, type CategoryCardProps } from './category-card.js';
