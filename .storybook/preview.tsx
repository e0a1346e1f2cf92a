import '@fontsource-variable/inter';
import '../packages/ui/src/styles.css';

import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

import i18n from './i18n';

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
        order: ['Introduction', 'Foundations', 'Primitives', 'Public site', 'Quiz & auth', 'App'],
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
