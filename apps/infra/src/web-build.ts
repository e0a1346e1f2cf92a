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
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
 * hash is fixed in the CSP before the value is written).
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
  for (const file of listFiles(distDir)) {
    const bytes = readFileSync(path.join(distDir, file));
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

/** The text of each inline classic or module script (not `src=`, not a JSON data block). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
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

export interface CspOrigins {
  /** The API's origin (`https://<id>.execute-api.<region>.amazonaws.com`). */
  api: string;
  /** Cognito's user pool API (`https://cognito-idp.<region>.amazonaws.com`). */
  identity: string;
  /** Where imported product pictures come from (Open Food Facts' image hosts). */
  images: readonly string[];
}

/**
 * The web app's Content Security Policy: scripts only from the app itself (and its inline
 * route-preload script, by hash), requests only to itself, the API and the user pool, pictures
 * from itself, the API and the product image hosts. Styles allow inline `<style>` elements: the
 * kit's dialogs lock scrolling with one (Radix's react-remove-scroll). `'wasm-unsafe-eval'` lets the
 * barcode scanner compile its WebAssembly, which the app serves itself.
 */
export function contentSecurityPolicy(origins: CspOrigins, inlineScriptHashes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes, "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', origins.api, ...origins.images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", origins.api, origins.identity],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
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
