export { DietUiProvider, type DietUiProviderProps } from './diet-ui-provider.js';
export { DEFAULT_UI_SETTINGS, useDietUiSettings, type DietUiSettings } from './context.js';
