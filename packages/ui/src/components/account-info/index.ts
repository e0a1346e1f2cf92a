export {
  AccountInfo,
  type AccountInfoAction,
  type AccountInfoBlock,
  type AccountInfoProps,
} from './account-info.js';
