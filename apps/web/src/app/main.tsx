// First: zod's parsers run interpreted under the Content Security Policy (see the module).
import './zod-jitless';
import '@fontsource-variable/inter';
import '@diet/ui/reset.css';
import '@diet/ui/styles.css';
import './index.css';

import { STORAGE_KEYS } from '@diet/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createI18n, initialLanguage } from '../lib/i18n';
import { createRoutes } from './routes';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.langCode);
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The shell's texts in the visitor's language first, so the first paint is already translated.
const i18n = await createI18n(initialLanguage(storedLanguage(), navigator.language));
const router = createBrowserRouter(createRoutes(i18n));

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
