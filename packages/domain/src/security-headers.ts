/**
 * The web app's security headers, defined once: the CloudFront distribution sends them in
 * production (apps/infra, its response headers policy) and the local web server sends the same
 * (apps/web's `vite preview`, which `pnpm start` and the journeys use), so the app is tested under
 * the Content Security Policy its users get. The CSP matters: the session's tokens (and the 30-day
 * refresh token) live in localStorage, so keeping foreign script out is the real defence against
 * their theft.
 *
 * Pure: the caller gives the origins the page may reach and the hashes of `index.html`'s inline
 * scripts (computed from the build; hashing needs `node:crypto`, which this package does not load).
 */

/** Where imported product pictures come from: Open Food Facts' two image hosts. */
export const PRODUCT_IMAGE_ORIGINS: readonly string[] = [
  'https://images.openfoodfacts.org',
  'https://static.openfoodfacts.org',
];

export interface SecurityHeaderSources {
  /** The API's origin: its calls, and the product pictures it serves (`/images/…`). */
  api: string;
  /**
   * The user pool's API, which the identity library calls from the page: Cognito's
   * `https://cognito-idp.<region>.amazonaws.com` in production, cognito-local's origin locally.
   */
  identity: string;
  /** Hosts of imported product pictures (`PRODUCT_IMAGE_ORIGINS` unless the deployment says otherwise). */
  images: readonly string[];
  /** CSP source expressions (`'sha256-…'`) of `index.html`'s inline scripts (its route preload). */
  inlineScriptHashes: readonly string[];
  /**
   * Whether the page is served over HTTPS (CloudFront: yes). Only then are HSTS and
   * `upgrade-insecure-requests` sent: they concern the transport alone, browsers ignore HSTS on a
   * plain-http answer, and the local stack's plain-http API and pool on 127.0.0.1 are not to be
   * rewritten to https. Every other header and directive is the same on both.
   */
  https: boolean;
}

/**
 * The Content Security Policy:
 * - scripts only from the app itself and its hashed inline route-preload script, never other
 *   inline code or `eval`; `'wasm-unsafe-eval'` lets the barcode scanner compile its WebAssembly
 *   (ZXing), which the app serves itself;
 * - requests (fetch, and so the texts, the `.wasm` and the preloads) only to the app, the API and
 *   the user pool;
 * - pictures from the app, the API, the product image hosts and `data:` (small images the build
 *   inlines as data URLs);
 * - styles from the app, plus inline `<style>` elements: the kit's dialogs lock scrolling with one
 *   that Radix's react-remove-scroll writes at run time, so no hash can name it (CSS runs no script);
 * - fonts from the app only (Inter is bundled); no plugins, no `<base>` elsewhere, forms post only
 *   to the app, no framing by any page.
 */
export function contentSecurityPolicy(sources: SecurityHeaderSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sources.inlineScriptHashes, "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', sources.api, ...sources.images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", sources.api, sources.identity],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(sources.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** HSTS: two years, subdomains included (not preloaded: a custom domain is the owner's choice). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Every security header of the web app's answers (index.html and every file), by name. The
 * scanner uses this origin's camera; nothing else is asked for.
 */
export function securityHeaders(sources: SecurityHeaderSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    ...(sources.https
      ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The text of each inline classic or module script of an HTML page (not `src=`, not a JSON data
 * block): what the CSP's `script-src` must name by hash.
 */
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
