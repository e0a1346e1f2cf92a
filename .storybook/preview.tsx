import '@fontsource-variable/inter';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/styles.css';
import './stories.css';

import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

import i18n from './i18n';

/**
 * Page stories answer the API with MSW handlers (`parameters.msw.handlers`); the worker starts
 * with the first of them, and everything else (texts, fonts, Storybook's own files) goes to the
 * network untouched. The kit's stories never start it.
 */
const msw = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
});

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the kit',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'fr', right: 'FR', title: 'Français' },
          { value: 'de', right: 'DE', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  tags: ['autodocs'],
  loaders: [(context) => (context.parameters.msw ? msw(context) : {})],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Breakpoint (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Primitives', 'Public site', 'Quiz & auth', 'App', 'Pages'],
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as string | undefined) ?? 'en';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      return (
        <I18nextProvider i18n={i18n}>
          <LangAttribute locale={locale} />
          <Story />
        </I18nextProvider>
      );
    },
  ],
};

function LangAttribute({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export default preview;
