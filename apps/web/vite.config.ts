import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';

// @diet/domain's module by its path: Vite bundles a config's relative imports, but leaves a
// workspace package to Node, which cannot load its TypeScript.
import {
  inlineScripts,
  PRODUCT_IMAGE_ORIGINS,
  securityHeaders,
} from '../../packages/domain/src/security-headers';
import { ConfigError, readConfig, type WebConfig } from './src/config/env';
import { PATHS, type PUBLIC_PATHS } from './src/config/routes';

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

/**
 * The headers `vite preview` sends with every file (`pnpm start` and the journeys serve the app
 * with it): the CloudFront distribution's, from their one definition (`securityHeaders` of
 * @diet/domain), for this build's API and user pool and the hashes of its index.html's inline
 * scripts. The preview serves plain http on 127.0.0.1, so HSTS and `upgrade-insecure-requests`
 * are left out (they concern https alone); everything else is as in production. `pnpm dev` sends
 * none: Vite's dev server adds inline scripts of its own (its client, React's refresh).
 */
function previewHeaders(settings: WebConfig, config: UserConfig): Record<string, string> {
  const distDir = path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
  const indexFile = path.join(distDir, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const { endpoint, region } = settings.identity;
  return securityHeaders({
    api: new URL(settings.apiUrl).origin,
    // The local pool's own address, else Cognito's in the pool's region (as the identity library).
    identity: endpoint ? new URL(endpoint).origin : `https://cognito-idp.${region}.amazonaws.com`,
    images: PRODUCT_IMAGE_ORIGINS,
    inlineScriptHashes: inlineScripts(html).map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
    https: false,
  });
}

/**
 * The kit carries its English texts for apps without i18n (@diet/ui README, "Translations"). This
 * app serves the kit's `ui` namespace from its own instance in every language (src/lib/i18n.ts),
 * so that copy is left out of its bundle (4.8 kB gzip on every page).
 */
function withoutKitEnglish(): Plugin {
  const stub = '\0diet-ui-english-texts';
  return {
    name: 'diet:without-kit-english',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './english-texts.js' && importer?.replaceAll('\\', '/').includes('/ui/src/i18n/'))
        return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export const englishTexts = null;' : null;
    },
  };
}

/**
 * Stops a build, dev server or preview whose `VITE_*` settings are missing or malformed; gives a
 * preview the production security headers (`previewHeaders`).
 */
function checkSettings(): Plugin {
  return {
    name: 'diet:check-settings',
    config(config, { mode, isPreview }) {
      try {
        const settings = readConfig({
          ...localStackDefaults(mode),
          ...loadEnv(mode, process.cwd(), 'VITE_'),
        });
        return {
          // Checked here, handed to the app as one constant: the browser never loads the checker.
          define: { __WEB_CONFIG__: JSON.stringify(settings) },
          ...(isPreview ? { preview: { headers: previewHeaders(settings, config) } } : {}),
        };
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
 * The public pages, the module of each and the text namespaces it loads besides the shell's (as
 * src/app/routes.tsx declares them), keyed by the route table: a public path without an entry does
 * not type-check. `preloadRoute` reads this.
 */
const PUBLIC_PAGES: Record<(typeof PUBLIC_PATHS)[number], { screen: string; namespaces: string[] }> = {
  [PATHS.home]: { screen: 'src/features/site/screens/home-screen.tsx', namespaces: ['home'] },
  [PATHS.about]: { screen: 'src/features/site/screens/about-screen.tsx', namespaces: ['about'] },
  [PATHS.diets]: { screen: 'src/features/site/screens/diets-screen.tsx', namespaces: ['diets'] },
  [PATHS.contact]: { screen: 'src/features/site/screens/contact-screen.tsx', namespaces: ['contact'] },
  [PATHS.privacy]: { screen: 'src/features/site/screens/privacy-screen.tsx', namespaces: ['legal'] },
  [PATHS.cookie]: { screen: 'src/features/site/screens/cookie-screen.tsx', namespaces: ['legal'] },
  [PATHS.terms]: { screen: 'src/features/site/screens/terms-screen.tsx', namespaces: ['legal'] },
};
/** The namespaces the shell loads before any page (src/lib/i18n.ts `SHELL_NAMESPACES`). */
const SHELL_TEXTS = ['ui', 'site'];

/**
 * Without help, a public page's first paint waits on a chain: the HTML, then the shell's code, which
 * fetches the shell's texts, and only then the page's own code and texts. A small script in the
 * page's head starts all of them at once: it knows, from the build, which chunks and text files each
 * public path needs, picks the visitor's language as the app will (the stored `lang_code`, else the
 * browser's language), and adds `modulepreload` and `preload` links for them. Other paths get the
 * shell's texts only.
 */
const PRELOAD_MARK = '<!-- preload-route -->';

function preloadRoute(): Plugin {
  return {
    name: 'diet:preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        // What the page's own <script> and modulepreload links already fetch.
        const initial = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(fileName) || initial.has(fileName)) return seen;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(name, seen);
          return seen;
        };
        const root = path.resolve(import.meta.dirname);
        const pages: Record<string, { code: string[]; texts: string[] }> = {};
        for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
          const screen = path.join(root, page.screen);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === screen);
          if (!chunk) throw new Error(`diet:preload-route: no chunk for ${page.screen}`);
          pages[route] = {
            code: [...withImports(chunk.fileName)].map((file) => `/${file}`),
            texts: page.namespaces,
          };
        }
        // The text file of each language and namespace those pages need: locales/<lang>/<namespace>.json.
        const needed = new Set([
          ...SHELL_TEXTS,
          ...Object.values(PUBLIC_PAGES).flatMap((page) => page.namespaces),
        ]);
        const texts: Record<string, Record<string, string>> = {};
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset') continue;
          for (const original of file.originalFileNames) {
            const match = /locales\/(\w+)\/(\w+)\.json$/.exec(original.replaceAll('\\', '/'));
            if (match && needed.has(match[2]!)) (texts[match[1]!] ??= {})[match[2]!] = `/${file.fileName}`;
          }
        }
        for (const language of ['en', 'fr', 'de']) {
          for (const namespace of needed) {
            if (!texts[language]?.[namespace]) {
              throw new Error(`diet:preload-route: no text file for ${language}/${namespace}`);
            }
          }
        }
        const script = `(() => {
  const pages = ${JSON.stringify(pages)};
  const texts = ${JSON.stringify(texts)};
  let stored = null;
  try { stored = localStorage.getItem('lang_code'); } catch {}
  const browser = (navigator.language || '').trim().split(/[-_]/)[0].toLowerCase();
  const language = { ENG: 'en', FRA: 'fr', DEU: 'de' }[stored] || (browser === 'fr' || browser === 'de' ? browser : 'en');
  const page = pages[location.pathname.replace(/\\/+$/, '') || '/'];
  const link = (rel, href, as) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  for (const namespace of ${JSON.stringify(SHELL_TEXTS)}.concat(page ? page.texts : [])) link('preload', texts[language][namespace], 'fetch');
  for (const file of page ? page.code : []) link('modulepreload', file);
})();`;
        // In index.html's place for it: before the stylesheet, which would hold a script after it.
        if (!html.includes(PRELOAD_MARK))
          throw new Error(`diet:preload-route: index.html lacks ${PRELOAD_MARK}`);
        return html.replace(PRELOAD_MARK, `<script>${script}</script>`);
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
  // react-i18next's provider and hook only: its Trans components (and their HTML parser) are for
  // the pages that use them, not for every page's first load.
  /node_modules[\\/]\.pnpm[\\/]react-i18next@[^\\/]+[\\/]node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/](index|context|I18nextProvider|useTranslation|initReactI18next|i18nInstance|defaults|utils|unescape)\.js$/,
  /node_modules[\\/]\.pnpm[\\/](react@|react-dom@|scheduler@|react-router@|react-router-dom@|i18next@|tailwind-merge@|clsx@|class-variance-authority@|@radix-ui\+react-slot@|@radix-ui\+react-compose-refs@)/,
  /lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context\.|Icon\.|createLucideIcon\.|icons[\\/](globe|chevron-down|check)\.)/,
  /packages[\\/]ui[\\/]src[\\/](components[\\/](button[\\/]|site-header[\\/](site-header|language-menu|languages|index)\.)|lib[\\/](cn|site[\\/]media-query)\.)/,
  /packages[\\/]domain[\\/]src[\\/](language|storage-keys|constants)\./,
  /apps[\\/]web[\\/]src[\\/](lib[\\/]i18n\.|config[\\/]routes\.|shared[\\/](route-meta|site-facts|texts|components[\\/](rich-text|router-link|logo|page-loading))\.)/,
];

const FORM_FIELD_MODULES =
  /packages[\\/]ui[\\/]src[\\/](components[\\/](select|textarea|form-message|form-feedback)[\\/])/;

export default defineConfig({
  plugins: [checkSettings(), withoutKitEnglish(), react(), tailwindcss(), preloadFont(), preloadRoute()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    target: 'es2022',
    // Written for the checks that read them (scripts/web-chunks.ts), named in no file and never
    // deployed (apps/infra leaves them out of the upload): the app's sources stay private.
    sourcemap: 'hidden',
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
            {
              // The kit's form fields, loaded together by every page with a form (contact, the quiz,
              // login, the profile's tabs): one file instead of six small ones that compress worse.
              name: 'form-fields',
              test: (id: string) => FORM_FIELD_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
});
