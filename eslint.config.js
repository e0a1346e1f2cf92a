// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { webLayers } from './scripts/eslint/web-layers.js';

/**
 * The architecture's one-way imports (docs/architecture.md): apps -> packages; no app imports another;
 * `ui` imports nothing of ours; `domain` imports nothing of ours; `analysis` imports only `domain`;
 * `web` never imports `api` or `analysis`; `infra` imports only `domain` (it bundles `api` by path).
 * @param {string[]} groups module specifiers or globs that the files must not import
 * @param {string} message why
 */
function forbid(groups, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] };
}

const UI_GROUPS = ['@diet/*', '**/apps/**', '**/packages/domain/**', '**/packages/analysis/**'];
const UI_MESSAGE = '@diet/ui imports nothing of ours: it is presentational and published on its own.';

export const boundaries = [
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: forbid(UI_GROUPS, UI_MESSAGE),
  },
  {
    // Icons go through one wrapper: only components/icon imports lucide-react.
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/components/icon/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_GROUPS, message: UI_MESSAGE },
            {
              group: ['lucide-react', 'lucide-react/*'],
              message:
                "Draw icons through the kit's wrapper: Icon by name, or IconGlyph with a glyph from components/icon/glyphs.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: forbid(
      ['@diet/*', '**/apps/**', '**/packages/ui/**', '**/packages/analysis/**', 'react', 'react-*', 'node:*'],
      '@diet/domain is pure: no React, no I/O, nothing else of ours.',
    ),
  },
  {
    files: ['packages/analysis/src/**/*.ts'],
    ignores: ['packages/analysis/src/**/*.test.ts'],
    rules: forbid(
      [
        '@diet/ui',
        '@diet/ui/*',
        '@diet/web',
        '@diet/api',
        '**/apps/**',
        '**/packages/ui/**',
        'react',
        'react-*',
      ],
      '@diet/analysis depends on @diet/domain only and has no React.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: forbid(
      [
        '@diet/api',
        '@diet/api/*',
        '@diet/analysis',
        '@diet/analysis/*',
        '**/apps/api/**',
        '**/api/src/**',
        '**/packages/analysis/**',
      ],
      'apps/web talks to the API over HTTP and uses only @diet/domain contracts and @diet/ui.',
    ),
  },
  {
    // Amplify is about 37 kB of gzip JavaScript: one adapter imports it, loaded on demand.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/identity/amplify.ts', 'apps/web/src/lib/identity/amplify.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@diet/api',
                '@diet/api/*',
                '@diet/analysis',
                '@diet/analysis/*',
                '**/apps/api/**',
                '**/api/src/**',
                '**/packages/analysis/**',
              ],
              message:
                'apps/web talks to the API over HTTP and uses only @diet/domain contracts and @diet/ui.',
            },
            {
              group: ['aws-amplify', 'aws-amplify/*', '@aws-amplify/*', '**/identity/amplify'],
              message:
                'Only apps/web/src/lib/identity/amplify.ts imports Amplify; use loadIdentity() from lib/identity.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: forbid(
      [
        '@diet/web',
        '@diet/web/*',
        '@diet/ui',
        '@diet/ui/*',
        '**/apps/web/**',
        '**/web/src/**',
        '**/packages/ui/**',
      ],
      'apps/api never imports another app or the React kit.',
    ),
  },
  {
    files: ['apps/infra/**/*.ts'],
    rules: forbid(
      [
        '@diet/web',
        '@diet/web/*',
        '@diet/api',
        '@diet/api/*',
        '@diet/ui',
        '@diet/ui/*',
        '@diet/analysis',
        '@diet/analysis/*',
        '**/apps/web/**',
        '**/web/src/**',
        '**/apps/api/**',
        '**/api/src/**',
        '**/packages/ui/**',
        '**/packages/analysis/**',
        'react',
        'react-*',
      ],
      'apps/infra uses @diet/domain rules only; apps/api is a path to bundle, never imported code.',
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      // Storybook builds side by side (STORYBOOK_STATIC_DIR=storybook-static-<name>).
      'storybook-static-*/**',
      'test-results/**',
      'playwright-report/**',
      '**/.turbo/**',
      // The deployment's cloud assembly and web build (apps/infra).
      '**/cdk.out/**',
      'apps/infra/web-build/**',
      // MSW's service worker, written by `msw init .storybook/public`.
      '.storybook/public/**',
      // The consumer fixture's npm cache, tarball and failure screenshots (scripts/consumer-fixture.ts).
      'examples/*/.npm-cache/**',
      'examples/*/.pack/**',
      'examples/*/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  ...boundaries,
  {
    // The web app's house: app -> features -> shared -> lib -> config, no feature importing another.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webLayers },
    rules: { 'web/layers': 'error' },
  },
  prettier,
);
