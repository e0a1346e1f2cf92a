/**
 * The web app as the deployment uploads it. Its settings (API base, user pool, client, region) are
 * constants fixed at build time (apps/web/vite.config.ts, `__WEB_CONFIG__`), but on a first
 * deployment the pool and the API do not exist yet when the app is built. So `build:web` builds it
 * with placeholder settings, and the deployment writes the real values in their place as it copies
 * the files to the bucket (BucketDeployment's deploy-time substitution).
 *
 * A file whose bytes change at deployment keeps the name its placeholder content was hashed to; if
 * it were cached for a year, a browser could keep a replaced pool's or API's address. So the files
 * are split: hashed files without a placeholder are cached for a year; `index.html`, the unhashed
 * public files and the files that carry a placeholder are revalidated on every use.
 *
 * Source maps stay out of the upload: the build writes them (`build.sourcemap: 'hidden'`, for the
 * checks that read them) but names them in no file, and they are never staged, so the public bucket
 * never holds the app's sources.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { inlineScripts } from '@diet/domain';

/**
 * The settings the web app is built with, each replaced at deployment. They pass the app's own
 * checks (apps/web/src/config/env.ts), never occur in real code, and none contains another.
 */
export const WEB_PLACEHOLDERS = {
  apiUrl: 'https://diet-api-url.invalid',
  userPoolId: 'zz-dietpool-9_DietUserPoolIdPlaceholder',
  clientId: 'DietUserPoolClientIdPlaceholder',
  region: 'zz-dietregion-9',
} as const;

export type WebSettings = { [K in keyof typeof WEB_PLACEHOLDERS]: string };

/** The `VITE_*` variables `build:web` passes to the web app's build. */
export function placeholderBuildEnv(): Record<string, string> {
  return {
    VITE_API_URL: WEB_PLACEHOLDERS.apiUrl,
    VITE_COGNITO_USER_POOL_ID: WEB_PLACEHOLDERS.userPoolId,
    VITE_COGNITO_CLIENT_ID: WEB_PLACEHOLDERS.clientId,
    VITE_COGNITO_REGION: WEB_PLACEHOLDERS.region,
    // Empty counts as unset: a local pool's address in an .env file never reaches a deployed build.
    VITE_COGNITO_ENDPOINT: '',
  };
}

/** Where the hashed build output lives (Vite's `build.assetsDir`). */
const HASHED_DIR = 'assets';
/** Build metadata that is not served (Vite's manifest). */
const NOT_SERVED = ['.vite'];
/** Source maps: written by the build for its checks, never served (the app's sources). */
const SOURCE_MAP = /\.map$/;
/** A `sourceMappingURL` comment closing a script or stylesheet (a map the page would ask for). */
const SOURCE_MAP_COMMENT = /(?:\/\/|\/\*)# sourceMappingURL=\S+?(?:\s*\*\/)?\s*$/;

export interface StagedWebBuild {
  /** Hashed files without a placeholder: served with a year's cache, never changed in place. */
  immutableDir: string;
  /** `index.html`, unhashed public files and the files that carry placeholders: revalidated. */
  revalidatedDir: string;
  /** The files (relative, `/`-separated) whose placeholders the deployment replaces. */
  substitutedFiles: string[];
  /** CSP source expressions (`'sha256-…'`) of `index.html`'s inline scripts. */
  inlineScriptHashes: string[];
}

export class WebBuildError extends Error {
  override readonly name = 'WebBuildError';
}

/**
 * Splits the build in `distDir` into two folders under `stagingDir` (see the module's comment) and
 * checks it is a build for deployment: every placeholder present, none in an inline script (its
 * hash is fixed in the CSP before the value is written), no file naming a source map. The source
 * maps themselves are left out.
 * @throws {WebBuildError} when `distDir` is not a `build:web` output
 */
export function stageWebBuild(distDir: string, stagingDir: string): StagedWebBuild {
  const rebuild = 'build it with `pnpm --filter @diet/infra run build:web`';
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new WebBuildError(`No web build at ${distDir}: ${rebuild}`);

  const immutableDir = path.join(stagingDir, 'immutable');
  const revalidatedDir = path.join(stagingDir, 'revalidated');
  mkdirSync(immutableDir, { recursive: true });
  mkdirSync(revalidatedDir, { recursive: true });

  const markers = Object.values(WEB_PLACEHOLDERS).map((placeholder) => Buffer.from(placeholder));
  const found = new Set<number>();
  const substitutedFiles: string[] = [];
  const namingMaps: string[] = [];
  for (const file of listFiles(distDir)) {
    if (SOURCE_MAP.test(file)) continue;
    const bytes = readFileSync(path.join(distDir, file));
    if (/\.(js|css)$/.test(file) && SOURCE_MAP_COMMENT.test(bytes.subarray(-300).toString('utf8'))) {
      namingMaps.push(file);
    }
    let carries = false;
    markers.forEach((marker, index) => {
      if (bytes.includes(marker)) {
        found.add(index);
        carries = true;
      }
    });
    if (carries) substitutedFiles.push(file);
    const hashed = file.startsWith(`${HASHED_DIR}/`) && !carries;
    const target = path.join(hashed ? immutableDir : revalidatedDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(distDir, file), target);
  }

  if (namingMaps.length > 0) {
    throw new WebBuildError(
      `The web build at ${distDir} names its source maps in ${namingMaps.length} files (${namingMaps[0]}, …), ` +
        "which are never deployed: build it with `build.sourcemap: 'hidden'` (apps/web/vite.config.ts)",
    );
  }

  const missing = Object.values(WEB_PLACEHOLDERS).filter((_, index) => !found.has(index));
  if (missing.length > 0) {
    throw new WebBuildError(
      `The web build at ${distDir} lacks the deployment's placeholders (${missing.join(', ')}): ${rebuild}`,
    );
  }

  const scripts = inlineScripts(readFileSync(indexFile, 'utf8'));
  for (const script of scripts) {
    if (Object.values(WEB_PLACEHOLDERS).some((placeholder) => script.includes(placeholder))) {
      throw new WebBuildError('index.html has a setting in an inline script: its CSP hash would not match');
    }
  }
  return {
    immutableDir,
    revalidatedDir,
    substitutedFiles: substitutedFiles.sort(),
    inlineScriptHashes: scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
  };
}

/** Every file under `dir`, relative with `/` separators, sorted; build metadata left out. */
function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const name of readdirSync(path.join(dir, prefix)).sort()) {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (NOT_SERVED.includes(relative)) continue;
    if (statSync(path.join(dir, relative)).isDirectory()) files.push(...listFiles(dir, relative));
    else files.push(relative);
  }
  return files;
}

/**
 * The CloudFront Function (cloudfront-js-2.0) that serves the single-page app: a path whose last
 * segment has no file extension is one of the app's routes and gets `/index.html`; a file path is
 * served as it is (a missing file stays an error, never an HTML page with status 200).
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}
`;
