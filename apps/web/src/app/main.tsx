import '@fontsource-variable/inter';
import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { STORAGE_KEYS } from '@diet/domain';

import { createI18n, initialLanguage } from '../lib/i18n';
import { App } from './app';

const i18n = createI18n(initialLanguage(localStorage.getItem(STORAGE_KEYS.langCode), navigator.language));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
