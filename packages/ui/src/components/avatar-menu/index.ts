export { AvatarMenu, avatarMenuHrefs, type AvatarMenuProps } from './avatar-menu.js';
