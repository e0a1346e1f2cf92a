export * from './components/button';
export { cn } from './lib/cn';
export { UI_LANGUAGES, UI_NAMESPACE, uiResources, type UiLanguage } from './i18n';
