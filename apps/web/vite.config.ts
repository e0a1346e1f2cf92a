import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { ConfigError, readConfig } from './src/config/env';

const port = Number(process.env.WEB_PORT ?? 5173);

/**
 * `pnpm dev` against the stack of `pnpm start`: when no settings are given, the dev server uses the
 * local API and user pool on their default ports, with the pool ids `pnpm start` wrote. Builds never
 * guess: they take only what they are given.
 */
function localStackDefaults(mode: string): Record<string, string> {
  if (mode !== 'development') return {};
  const idsFile = path.resolve(import.meta.dirname, '../api/.data/cognito/pool.json');
  if (!existsSync(idsFile)) return {};
  const ids = JSON.parse(readFileSync(idsFile, 'utf8')) as { userPoolId?: string; clientId?: string };
  return {
    VITE_API_URL: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`,
    VITE_COGNITO_ENDPOINT: `http://127.0.0.1:${process.env.COGNITO_PORT ?? 9229}`,
    VITE_COGNITO_USER_POOL_ID: ids.userPoolId ?? '',
    VITE_COGNITO_CLIENT_ID: ids.clientId ?? '',
  };
}

/** Stops a build, dev server or preview whose `VITE_*` settings are missing or malformed. */
function checkSettings(): Plugin {
  return {
    name: 'diet:check-settings',
    config(_, { mode }) {
      try {
        const settings = readConfig({
          ...localStackDefaults(mode),
          ...loadEnv(mode, process.cwd(), 'VITE_'),
        });
        // Checked here, handed to the app as one constant: the browser never loads the checker.
        return { define: { __WEB_CONFIG__: JSON.stringify(settings) } };
      } catch (error) {
        if (error instanceof ConfigError) {
          // A plain message, not a stack: the variable's name is what the reader needs.
          process.stderr.write(`\n${error.message}\n\nSee apps/web/README.md ("Settings").\n\n`);
          process.exit(1);
        }
        throw error;
      }
    },
  };
}

/**
 * Preloads the Latin subset of the Inter font: without it the text first paints in the fallback
 * font and reflows when Inter arrives (layout shift up to 0.12 on the legal pages). Only the one
 * subset every page of the three languages uses; the others load as the CSS asks for them.
 */
function preloadFont(): Plugin {
  return {
    name: 'diet:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The modules every public page loads (React, the router, i18n, the kit's base and the shell's own
 * small parts), bundled as one chunk: left to the default splitting they form a dozen files of a few
 * hundred bytes each, which compress worse and cost more requests. Nothing here may pull the
 * identity library in (scripts/web-chunks.ts checks it).
 */
const SHELL_MODULES = [
  /node_modules[\\/]\.pnpm[\\/](react@|react-dom@|scheduler@|react-router@|react-router-dom@|i18next@|react-i18next@|tailwind-merge@|clsx@|class-variance-authority@|@radix-ui\+react-slot@|@radix-ui\+react-compose-refs@)/,
  /lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context\.|Icon\.|createLucideIcon\.|icons[\\/](globe|chevron-down|check)\.)/,
  /packages[\\/]ui[\\/]src[\\/](components[\\/](button[\\/]|site-header[\\/](site-header|language-menu|languages|index)\.)|lib[\\/](cn|site[\\/]media-query)\.)/,
  /packages[\\/]domain[\\/]src[\\/](language|storage-keys|constants)\./,
  /apps[\\/]web[\\/]src[\\/](lib[\\/]i18n\.|app[\\/](route-meta|site-facts)\.|features[\\/]site[\\/]components[\\/](rich-text|texts)\.)/,
];

export default defineConfig({
  plugins: [checkSettings(), react(), tailwindcss(), preloadFont()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Texts stay files of their own (fetched and cached by hash), never inlined as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // dist/.vite/manifest.json: which chunks each module pulls in. A test walks it to prove that no
    // public page loads the identity library (scripts/web-chunks.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
