import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { aws_logs as logs } from 'aws-cdk-lib';

import { DEFAULT_IMAGE_ORIGINS, readSettings, SettingsError } from './settings';
import { FIXTURE_INLINE_SCRIPT, writeFixtureWebBuild } from './test/web-build-fixture';
import {
  contentSecurityPolicy,
  inlineScripts,
  placeholderBuildEnv,
  SPA_REWRITE_FUNCTION,
  stageWebBuild,
  WEB_PLACEHOLDERS,
  WebBuildError,
} from './web-build';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'diet-infra-test-'));
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the placeholder settings', () => {
  it("should pass the web app's own checks and none should contain another", () => {
    const env = placeholderBuildEnv();
    // The patterns of apps/web/src/config/env.ts, which a deployed build must get through.
    expect(env.VITE_API_URL).toMatch(/^https:\/\/[^/]+$/);
    expect(env.VITE_COGNITO_USER_POOL_ID).toMatch(/^[\w-]+_[0-9A-Za-z]+$/);
    expect(env.VITE_COGNITO_CLIENT_ID).toMatch(/^[0-9A-Za-z]{1,128}$/);
    expect(env.VITE_COGNITO_REGION).toMatch(/^[a-z]{2}(-[a-z]+)+-\d$/);
    expect(env.VITE_COGNITO_ENDPOINT).toBe('');
    const values = Object.values(WEB_PLACEHOLDERS);
    for (const a of values) for (const b of values) if (a !== b) expect(a.includes(b)).toBe(false);
  });
});

describe('stageWebBuild', () => {
  it('given a deployment build, should split hashed files from those revalidated or rewritten, and hash the inline script', () => {
    const dist = writeFixtureWebBuild(path.join(scratch, 'dist'));
    const staged = stageWebBuild(dist, path.join(scratch, 'staged'));

    const has = (dir: string, file: string) => existsSync(path.join(dir, file));
    expect(has(staged.immutableDir, 'assets/index-Ab12Cd34.js')).toBe(true);
    expect(has(staged.immutableDir, 'assets/index-Ab12Cd34.js.map')).toBe(true);
    expect(has(staged.immutableDir, 'assets/config-Ef56Gh78.js')).toBe(false);
    expect(has(staged.immutableDir, 'index.html')).toBe(false);
    for (const file of ['index.html', 'favicon.svg', 'assets/config-Ef56Gh78.js']) {
      expect(has(staged.revalidatedDir, file)).toBe(true);
    }
    // Vite's manifest is not served.
    expect(
      has(staged.immutableDir, '.vite/manifest.json') || has(staged.revalidatedDir, '.vite/manifest.json'),
    ).toBe(false);
    expect(staged.substitutedFiles).toEqual(['assets/config-Ef56Gh78.js']);
    const hash = createHash('sha256').update(FIXTURE_INLINE_SCRIPT).digest('base64');
    expect(staged.inlineScriptHashes).toEqual([`'sha256-${hash}'`]);
    expect(readFileSync(path.join(staged.revalidatedDir, 'index.html'), 'utf8')).toBe(
      readFileSync(path.join(dist, 'index.html'), 'utf8'),
    );
  });

  it("given a build made with other settings (e.g. the local stack's), should refuse it and say how to build one", () => {
    const dist = writeFixtureWebBuild(path.join(scratch, 'dist'));
    writeFileSync(
      path.join(dist, 'assets/config-Ef56Gh78.js'),
      'var e={apiUrl:`http://127.0.0.1:8787`,identity:{userPoolId:`local_abc`,clientId:`abc`,region:`eu-central-2`}};',
    );
    expect(() => stageWebBuild(dist, path.join(scratch, 'staged'))).toThrow(
      /lacks the deployment's placeholders .*build:web/,
    );
  });

  it('given no build, or a setting inside an inline script, should refuse it', () => {
    expect(() => stageWebBuild(path.join(scratch, 'nothing'), path.join(scratch, 'a'))).toThrow(
      WebBuildError,
    );

    const dist = writeFixtureWebBuild(path.join(scratch, 'dist'));
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    writeFileSync(
      path.join(dist, 'index.html'),
      html.replace('</head>', `<script>window.api = '${WEB_PLACEHOLDERS.apiUrl}';</script></head>`),
    );
    expect(() => stageWebBuild(dist, path.join(scratch, 'b'))).toThrow(/inline script/);
  });
});

describe('inlineScripts', () => {
  it('should find classic and module inline scripts, not external ones or data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/json">{"c":1}</script><SCRIPT type='text/javascript'>d()</SCRIPT >`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'd()']);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(
    {
      api: 'https://abc123.execute-api.eu-central-2.amazonaws.com',
      identity: 'https://cognito-idp.eu-central-2.amazonaws.com',
      images: DEFAULT_IMAGE_ORIGINS,
    },
    ["'sha256-AAAA'"],
  );
  const directives = new Map(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources] as const;
    }),
  );

  it('should let the page talk to itself, the API and the user pool only', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://abc123.execute-api.eu-central-2.amazonaws.com',
      'https://cognito-idp.eu-central-2.amazonaws.com',
    ]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it("should run only the app's own scripts and its hashed inline script, never other inline code", () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'wasm-unsafe-eval'"]);
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
  });

  it('should show pictures from the app, the API and the product image hosts', () => {
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://abc123.execute-api.eu-central-2.amazonaws.com',
      ...DEFAULT_IMAGE_ORIGINS,
    ]);
  });
});

describe('the single-page app function', () => {
  // CloudFront's cloudfront-js-2.0 runs plain ES5.1+ functions like this one.
  const handler = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  const served = (uri: string) => handler({ request: { uri } }).uri;

  it('should serve index.html for every app route', () => {
    for (const uri of ['/', '/about', '/about/', '/dashboard/products', '/product/123', '/login'])
      expect(served(uri)).toBe('/index.html');
  });

  it('should serve files as they are, so a missing one is never an HTML page', () => {
    for (const uri of ['/assets/index-Ab12Cd34.js', '/favicon.svg', '/assets/inter.woff2', '/robots.txt'])
      expect(served(uri)).toBe(uri);
  });
});

describe('readSettings', () => {
  const from = (context: Record<string, unknown>) => readSettings((key) => context[key], '/repo/apps/infra');

  it('given no context, should deploy to Zurich with the documented defaults', () => {
    expect(from({})).toEqual({
      region: 'eu-central-2',
      stackName: 'Diet',
      webBuildDir: '/repo/apps/infra/web-build',
      databaseMinCapacity: 0.5,
      databaseMaxCapacity: 4,
      logRetention: logs.RetentionDays.ONE_MONTH,
      imageOrigins: DEFAULT_IMAGE_ORIGINS,
      egress: 'endpoints',
    });
  });

  it('given command-line values (strings), should read them', () => {
    expect(
      from({
        region: 'eu-central-1',
        databaseMaxCapacity: '8',
        logRetentionDays: '90',
        imageOrigins: 'https://img.example.ch',
        webBuild: '/tmp/web',
        egress: 'nat',
      }),
    ).toMatchObject({
      region: 'eu-central-1',
      databaseMaxCapacity: 8,
      logRetention: logs.RetentionDays.THREE_MONTHS,
      imageOrigins: ['https://img.example.ch'],
      webBuildDir: '/tmp/web',
      egress: 'nat',
    });
  });

  it('given invalid values, should name every one', () => {
    let error: unknown;
    try {
      from({
        region: 'zurich',
        databaseMinCapacity: '0.3',
        logRetentionDays: '10',
        imageOrigins: 'http://x',
        egress: 'vpn',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    for (const key of ['region', 'databaseMinCapacity', 'logRetentionDays', 'imageOrigins', 'egress']) {
      expect(String(error)).toContain(`${key}:`);
    }
  });
});
