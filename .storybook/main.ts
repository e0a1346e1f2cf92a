import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

/** The web app's settings in page stories: an API that only MSW answers, a pool that never exists. */
const STORY_WEB_CONFIG = {
  apiUrl: 'https://api.dietcheck.stories',
  identity: { userPoolId: 'local_stories', clientId: 'stories', region: 'eu-central-2' },
};

/**
 * Page stories sign in through the identity adapter's fake: the web app's `lib/identity` loads
 * `./amplify` on demand, and in Storybook that import resolves to the stories' fake instead, so no
 * story ever loads Amplify or reaches a user pool.
 */
function storyIdentity(): Plugin {
  const fake = path.resolve(import.meta.dirname, '../apps/web/src/app/stories/identity.ts');
  return {
    name: 'diet:story-identity',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './amplify' || !importer) return null;
      const from = importer.split(path.sep).join('/');
      return from.endsWith('/apps/web/src/lib/identity/index.ts') ? fake : null;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Every route of the web app as a page story (Pages/…), fed by MSW.
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  // MSW's service worker (`msw init .storybook/public`).
  staticDirs: ['./public'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), storyIdentity()];
    viteConfig.define = { ...viteConfig.define, __WEB_CONFIG__: JSON.stringify(STORY_WEB_CONFIG) };
    return viteConfig;
  },
};

export default config;
