export { AvatarMenu, type AvatarMenuHrefs, type AvatarMenuProps } from './avatar-menu.js';
