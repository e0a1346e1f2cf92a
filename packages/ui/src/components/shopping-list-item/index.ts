export { ShoppingListItem, type ShoppingListItemProps } from './shopping-list-item.js';
