export { SubcategoryList, type SubcategoryListItem, type SubcategoryListProps } from './subcategory-list.js';
