export { SITE_LANGUAGES, SiteHeader, type SiteHeaderProps, type SiteLanguage } from './site-header.js';
