import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PRODUCT_IMAGE_ORIGINS } from '@diet/domain';
import { aws_logs as logs } from 'aws-cdk-lib';

import { DEFAULT_IMAGE_ORIGINS, readSettings, SettingsError } from './settings';
import { FIXTURE_INLINE_SCRIPT, writeFixtureWebBuild } from './test/web-build-fixture';
import {
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

  it('given source maps in the build, should stage none of them: they never reach the public bucket', () => {
    const dist = writeFixtureWebBuild(path.join(scratch, 'dist'));
    expect(existsSync(path.join(dist, 'assets/index-Ab12Cd34.js.map'))).toBe(true);
    const staged = stageWebBuild(dist, path.join(scratch, 'staged'));
    for (const dir of [staged.immutableDir, staged.revalidatedDir]) {
      expect(existsSync(path.join(dir, 'assets/index-Ab12Cd34.js.map'))).toBe(false);
    }
  });

  it('given a build whose scripts or styles name their source maps (not hidden), should refuse it', () => {
    const named = [
      [
        'assets/index-Ab12Cd34.js',
        "import('./config-Ef56Gh78.js');\n//# sourceMappingURL=index-Ab12Cd34.js.map\n",
      ],
      ['assets/index-Zz99Yy88.css', 'body{margin:0}\n/*# sourceMappingURL=index-Zz99Yy88.css.map */'],
    ] as const;
    named.forEach(([file, content], index) => {
      const dist = writeFixtureWebBuild(path.join(scratch, `dist-${index}`));
      writeFileSync(path.join(dist, file), content);
      expect(() => stageWebBuild(dist, path.join(scratch, `staged-${index}`))).toThrow(
        /names its source maps .*build\.sourcemap: 'hidden'/,
      );
    });
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
      apiRateLimit: 50,
      apiBurstLimit: 100,
      apiReservedConcurrency: 50,
      webRequestsPerIp: 2000,
    });
    expect(DEFAULT_IMAGE_ORIGINS).toEqual([...PRODUCT_IMAGE_ORIGINS]);
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
        apiRateLimit: '20',
        apiBurstLimit: '40',
        apiReservedConcurrency: '10',
        webRequestsPerIp: '500',
      }),
    ).toMatchObject({
      region: 'eu-central-1',
      databaseMaxCapacity: 8,
      logRetention: logs.RetentionDays.THREE_MONTHS,
      imageOrigins: ['https://img.example.ch'],
      webBuildDir: '/tmp/web',
      egress: 'nat',
      apiRateLimit: 20,
      apiBurstLimit: 40,
      apiReservedConcurrency: 10,
      webRequestsPerIp: 500,
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
        apiRateLimit: '0',
        apiBurstLimit: '2.5',
        apiReservedConcurrency: 'many',
        webRequestsPerIp: '5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    for (const key of [
      'region',
      'databaseMinCapacity',
      'logRetentionDays',
      'imageOrigins',
      'egress',
      'apiRateLimit',
      'apiBurstLimit',
      'apiReservedConcurrency',
      'webRequestsPerIp',
    ]) {
      expect(String(error)).toContain(`${key}:`);
    }
  });
});
