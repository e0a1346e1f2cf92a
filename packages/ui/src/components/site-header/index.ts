export {
  SITE_LANGUAGES,
  SiteHeader,
  siteLanguageOf,
  type SiteHeaderProps,
  type SiteLanguage,
} from './site-header.js';
