export * from './components/button/index.js';
export { cn } from './lib/cn.js';
export { UI_LANGUAGES, UI_NAMESPACE, uiResources, type UiLanguage } from './i18n/index.js';
