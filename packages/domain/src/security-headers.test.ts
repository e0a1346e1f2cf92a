import * as domain from './index';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  inlineScripts,
  PRODUCT_IMAGE_ORIGINS,
  securityHeaders,
  type SecurityHeaderSources,
} from './security-headers';

const PRODUCTION: SecurityHeaderSources = {
  api: 'https://abc123.execute-api.eu-central-2.amazonaws.com',
  identity: 'https://cognito-idp.eu-central-2.amazonaws.com',
  images: PRODUCT_IMAGE_ORIGINS,
  inlineScriptHashes: ["'sha256-AAAA'"],
  https: true,
};
const LOCAL: SecurityHeaderSources = {
  api: 'http://127.0.0.1:8787',
  identity: 'http://127.0.0.1:9229',
  images: PRODUCT_IMAGE_ORIGINS,
  inlineScriptHashes: ["'sha256-BBBB'"],
  https: false,
};

/** The policy's directives, by name: `[sources]`. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources] as const;
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(PRODUCTION));

  it('given the origins, should let the page talk to itself, the API and the user pool only', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abc123.execute-api.eu-central-2.amazonaws.com',
      'https://cognito-idp.eu-central-2.amazonaws.com',
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("should run only the app's own scripts and its hashed inline script, never other inline code or eval", () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'wasm-unsafe-eval'"]);
    const text = contentSecurityPolicy(PRODUCTION);
    expect(text).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('should show pictures from the app, the API and the product image hosts (Open Food Facts by default)', () => {
    expect(PRODUCT_IMAGE_ORIGINS).toEqual([
      'https://images.openfoodfacts.org',
      'https://static.openfoodfacts.org',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://abc123.execute-api.eu-central-2.amazonaws.com',
      ...PRODUCT_IMAGE_ORIGINS,
    ]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('given https, should upgrade insecure requests; on the plain-http local server, should not (and differ in nothing else)', () => {
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
    const local = directives(contentSecurityPolicy(LOCAL));
    expect(local.has('upgrade-insecure-requests')).toBe(false);
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787', 'http://127.0.0.1:9229']);
    const withOrigins = (sources: SecurityHeaderSources) =>
      contentSecurityPolicy(sources)
        .replaceAll(sources.api, '<api>')
        .replaceAll(sources.identity, '<identity>')
        .replaceAll(sources.inlineScriptHashes[0]!, '<hash>');
    expect(withOrigins(LOCAL)).toBe(withOrigins(PRODUCTION).replace('; upgrade-insecure-requests', ''));
  });
});

describe('securityHeaders', () => {
  it('given production, should send the CSP, HSTS for two years, nosniff, no framing, the referrer policy, the camera only and COOP', () => {
    expect(securityHeaders(PRODUCTION)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(PRODUCTION),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(HSTS_MAX_AGE_SECONDS).toBe(730 * 24 * 60 * 60);
  });

  it('given the plain-http local server, should send the same headers but HSTS', () => {
    const local = securityHeaders(LOCAL);
    const production = securityHeaders(PRODUCTION);
    expect(Object.keys(local).sort()).toEqual(
      Object.keys(production)
        .filter((name) => name !== 'Strict-Transport-Security')
        .sort(),
    );
    for (const name of Object.keys(local).filter((name) => name !== 'Content-Security-Policy')) {
      expect([name, local[name]]).toEqual([name, production[name]]);
    }
    expect(local['Content-Security-Policy']).toBe(contentSecurityPolicy(LOCAL));
  });

  it('should be exported by the package entry point', () => {
    expect(domain.securityHeaders).toBe(securityHeaders);
    expect(domain.inlineScripts).toBe(inlineScripts);
    expect(domain.PRODUCT_IMAGE_ORIGINS).toBe(PRODUCT_IMAGE_ORIGINS);
  });
});

describe('inlineScripts', () => {
  it('should find classic and module inline scripts, not external ones or data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/json">{"c":1}</script><SCRIPT type='text/javascript'>d()</SCRIPT >`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'd()']);
  });
});
