import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { checkPublicChunks, NON_PUBLIC_MODULE, publicChunks, type Manifest } from './web-chunks';

/** A build in miniature: an entry, two public screens (one with a lazy form), login, the adapter. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      'src/features/site/screens/home-screen.tsx',
      'src/features/site/screens/contact-screen.tsx',
      'src/features/auth/screens/login-screen.tsx',
      '../../packages/ui/src/components/site-header/mobile-menu.tsx',
    ],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/features/site/screens/home-screen.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/features/site/screens/contact-screen.tsx': {
    file: 'assets/contact.js',
    dynamicImports: ['src/features/site/api/forms.ts'],
  },
  'src/features/site/api/forms.ts': { file: 'assets/forms.js' },
  '../../packages/ui/src/components/site-header/mobile-menu.tsx': { file: 'assets/menu.js' },
  'src/features/auth/screens/login-screen.tsx': { file: 'assets/login.js', imports: ['_identity.js'] },
  '_identity.js': { file: 'assets/identity.js', dynamicImports: ['src/lib/identity/amplify.ts'] },
  'src/lib/identity/amplify.ts': { file: 'assets/amplify.js' },
};

const amplifySources = [
  '../../node_modules/.pnpm/@aws-amplify+core@6.19.2/node_modules/@aws-amplify/core/dist/esm/index.mjs',
  '../../node_modules/.pnpm/@aws-amplify+auth@6.19.2/node_modules/@aws-amplify/auth/dist/esm/index.mjs',
  '../../src/lib/identity/amplify.ts',
];

async function build(sources: Record<string, string[]>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'web-chunks-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    await writeFile(
      path.join(dir, `${chunk.file}.map`),
      JSON.stringify({ sources: sources[chunk.file] ?? ['../../src/some-module.ts'] }),
    );
  }
  return dir;
}

describe('publicChunks', () => {
  it('given the entry, should follow public screens and their lazy modules but not login', () => {
    expect([...publicChunks(manifest)].sort()).toEqual(
      [
        'index.html',
        '_shared.js',
        'src/features/site/screens/home-screen.tsx',
        'src/features/site/screens/contact-screen.tsx',
        'src/features/site/api/forms.ts',
        '../../packages/ui/src/components/site-header/mobile-menu.tsx',
      ].sort(),
    );
  });

  it('given the door to the signed-in modules, should not follow it', () => {
    expect(NON_PUBLIC_MODULE.test('src/app/signed-in-pages.ts')).toBe(true);
    expect(NON_PUBLIC_MODULE.test('src/features/dashboard/screens/dashboard-screen.tsx')).toBe(true);
    expect(NON_PUBLIC_MODULE.test('src/features/site/screens/home-screen.tsx')).toBe(false);
    expect(NON_PUBLIC_MODULE.test('src/app/routes.tsx')).toBe(false);
  });

  it('given a manifest naming a missing chunk, should fail loudly', () => {
    expect(() => publicChunks({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } })).toThrow(
      /_gone\.js/,
    );
  });
});

describe('checkPublicChunks', () => {
  it('given Amplify only in the adapter chunk, should find no offender and see the library there', async () => {
    const dir = await build({ 'assets/amplify.js': amplifySources });
    try {
      const result = await checkPublicChunks(dir);
      expect(result.offenders).toEqual([]);
      expect(result.identityChunk).toEqual({
        key: 'src/lib/identity/amplify.ts',
        file: 'assets/amplify.js',
        libraryModules: 2,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('given Amplify bundled into a public lazy chunk, should name that chunk and the modules', async () => {
    const dir = await build({
      'assets/forms.js': [amplifySources[0]!, '../../src/features/site/api/forms.ts'],
    });
    try {
      const { offenders } = await checkPublicChunks(dir);
      expect(offenders).toEqual([
        { key: 'src/features/site/api/forms.ts', file: 'assets/forms.js', modules: [amplifySources[0]] },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('given a chunk without a source map, should read its code instead', async () => {
    const dir = await build({});
    try {
      await rm(path.join(dir, 'assets/shared.js.map'));
      await writeFile(path.join(dir, 'assets/shared.js'), 'const a = new AmplifyClassV6();');
      const { offenders } = await checkPublicChunks(dir);
      expect(offenders.map((offender) => offender.key)).toEqual(['_shared.js']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
