export { AppPreferences, type AppPreferencesProps, type ProfileLanguage } from './app-preferences.js';
