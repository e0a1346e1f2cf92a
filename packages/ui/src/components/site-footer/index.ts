export { SiteFooter, type SiteFooterProps, type SocialLink, type SocialNetwork } from './site-footer.js';
