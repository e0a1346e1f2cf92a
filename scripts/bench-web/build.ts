// Production builds for the benchmark, each into its own folder (never into apps/web/dist).
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webRoot = path.join(repoRoot, 'apps/web');
export const bareRoot = path.join(import.meta.dirname, 'bare');

/** Plausible local values for the variables the web app's build validates; the caller's win. */
export const localWebEnv: Record<string, string> = {
  VITE_API_URL: 'http://127.0.0.1:8787',
  VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
  VITE_COGNITO_USER_POOL_ID: 'local_4bcdEFgh',
  VITE_COGNITO_CLIENT_ID: 'abcdefghijklmnop0123456789',
  VITE_COGNITO_REGION: 'eu-central-2',
};

/** The web app with its own Vite config, as `vite build` would, but into `outDir`. */
export async function buildWeb(appRoot: string, outDir: string): Promise<void> {
  for (const [name, value] of Object.entries(localWebEnv)) process.env[name] ??= value;
  await build({
    root: appRoot, // Vite finds the app's own vite.config.* there
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * Resolves the bare page's own imports of React and the router as if apps/web imported them, so the
 * baseline bundles exactly the versions the app bundles (the root node_modules may lack them).
 */
function resolveFromApp(appRoot: string): Plugin {
  const shared = /^(react|react-dom|react-router|react-router-dom)(\/|$)/;
  const appImporter = path.join(appRoot, 'index.html');
  return {
    name: 'bench-web:resolve-from-web',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!shared.test(source) || !importer?.startsWith(bareRoot)) return null;
      const resolved = await this.resolve(source, appImporter, { ...options, skipSelf: true });
      if (!resolved) throw new Error(`bench-web: cannot resolve ${source} from ${appRoot}`);
      return resolved;
    },
  };
}

/** The baseline: React 19 + a react-router data router with one route, same Vite and target. */
export async function buildBare(appRoot: string, outDir: string): Promise<void> {
  await build({
    root: bareRoot,
    configFile: false,
    envDir: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [resolveFromApp(appRoot), react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}
