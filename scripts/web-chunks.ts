/**
 * What a public page of the web app can load, read from a production build: Vite's manifest
 * (`dist/.vite/manifest.json`, `build.manifest` in apps/web/vite.config.ts) walked from the entry,
 * and each chunk's source map naming the modules inside it. Used to prove that no public page
 * loads the identity library (issues 11 and 12: Amplify belongs to login, the quiz's account step
 * and the signed-in routes).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The route modules that are not public: screens of a feature other than `site` (the quiz, login,
 * the signed-in app), and `src/app/signed-in-pages.ts`, the one door the router has to them (and to
 * the signed-in layout). A public page never loads them, so the walk does not follow them.
 */
export const NON_PUBLIC_MODULE = /^src\/(?:features\/(?!site\/)[^/]+\/|app\/signed-in-pages\.ts$)/;

/** Modules of the identity library, or the app's adapter around it, as source maps name them. */
export const IDENTITY_MODULE = /(^|\/)(aws-amplify|@aws-amplify)\/|src\/lib\/identity\/amplify\.ts$/;

/**
 * The manifest keys of every chunk a public page can load: the entry's static imports, the public
 * route modules it loads lazily (everything but {@link NON_PUBLIC_MODULE}), and whatever those load
 * statically or on demand (modals, forms), transitively.
 */
export function publicChunks(manifest: Manifest, entry = 'index.html'): Set<string> {
  if (!manifest[entry]) throw new Error(`The manifest has no entry "${entry}"`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names "${key}" but has no entry for it`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (!NON_PUBLIC_MODULE.test(next)) visit(next);
  };
  visit(entry);
  return seen;
}

/** Marks of Amplify's code in a chunk that has no source map (a bundler helper, say). */
const IDENTITY_CODE = /aws-amplify|AmplifyClassV6|cognito-idp\./;

/**
 * The modules bundled into a chunk, from its source map (`<file>.map`, `build.sourcemap`). A chunk
 * without a map (Vite's own helpers) is read instead: `['<code of …>']` when it shows Amplify's marks.
 */
export async function chunkSources(distDir: string, chunk: ManifestChunk): Promise<string[]> {
  if (!chunk.file.endsWith('.js')) return [];
  const file = path.join(distDir, chunk.file);
  let text: string;
  try {
    text = await readFile(`${file}.map`, 'utf8');
  } catch {
    const code = await readFile(file, 'utf8');
    return IDENTITY_CODE.test(code) ? [`aws-amplify/<code of ${chunk.file}>`] : [];
  }
  return (JSON.parse(text) as { sources?: string[] }).sources ?? [];
}

export interface IdentityCheck {
  /** Manifest keys of the chunks public pages can load. */
  publicKeys: string[];
  /** Public chunks with identity modules inside: `{ key, file, modules }`. Must be empty. */
  offenders: { key: string; file: string; modules: string[] }[];
  /** The identity adapter's own chunk and how many library modules it holds (to show the check sees them). */
  identityChunk: { key: string; file: string; libraryModules: number } | null;
}

/** Reads a build folder (`dist/`) and lists public chunks that hold identity code. */
export async function checkPublicChunks(distDir: string): Promise<IdentityCheck> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const publicKeys = [...publicChunks(manifest)];
  const offenders: IdentityCheck['offenders'] = [];
  for (const key of publicKeys) {
    const chunk = manifest[key]!;
    const modules = (await chunkSources(distDir, chunk)).filter((source) => IDENTITY_MODULE.test(source));
    if (modules.length) offenders.push({ key, file: chunk.file, modules: modules.slice(0, 5) });
  }
  const identityKey = Object.keys(manifest).find((key) => key.endsWith('src/lib/identity/amplify.ts'));
  const identityChunk = identityKey
    ? {
        key: identityKey,
        file: manifest[identityKey]!.file,
        libraryModules: (await chunkSources(distDir, manifest[identityKey]!)).filter((source) =>
          /(^|\/)(aws-amplify|@aws-amplify)\//.test(source),
        ).length,
      }
    : null;
  return { publicKeys, offenders, identityChunk };
}
