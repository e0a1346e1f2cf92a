export { SiteHeader, type SiteHeaderProps } from './site-header.js';
export { SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from './languages.js';
