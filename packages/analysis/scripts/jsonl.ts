import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import type { OffProduct } from '../src/types';

/** The repository root (this file sits in packages/analysis/scripts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Samples of real products committed with the repository (ODbL; see the folder's README). */
export const FIXTURES = path.join(REPO_ROOT, 'fixtures/open-food-facts');

/** The committed samples the scripts fall back to when given no file. */
export const SAMPLES = {
  off: path.join(FIXTURES, 'off_sample_dev.sample.jsonl'),
  swiss: path.join(FIXTURES, 'off_swiss_2018.sample.jsonl'),
} as const;

/** What a script prints when it falls back to the committed samples. */
export function samplesNotice(files: readonly string[]): string {
  return (
    `no file given: using the committed sample${files.length > 1 ? 's' : ''} ` +
    `${files.map((f) => path.relative(REPO_ROOT, f)).join(', ')}. ` +
    'Pass the path of a full Open Food Facts export (JSON Lines) for the larger run; ' +
    'fixtures/open-food-facts/README.md says where to get one.'
  );
}

/** Where full Open Food Facts data comes from, for scripts given a file that is not there. */
export const HOW_TO_GET_DATA =
  'Open Food Facts exports (JSON Lines, one product per line, API field names) come from ' +
  'https://world.openfoodfacts.org/data; without a file the scripts read the committed samples ' +
  '(fixtures/open-food-facts/README.md).';

/** Exits (code 2) saying how to get Open Food Facts data when `file` does not exist. */
export function requireFile(file: string): void {
  if (existsSync(file)) return;
  console.error(`no such file: ${file}\n${HOW_TO_GET_DATA}`);
  process.exit(2);
}

/** Resolves a path given on the command line against the directory the user ran pnpm in. */
export function fromUserCwd(file: string): string {
  return path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
}

export interface JsonlRow {
  line: number;
  product?: OffProduct;
  error?: string;
}

/** Streams a JSON Lines file, one parsed object (or a parse error) per non-empty line. */
export async function* readJsonl(file: string): AsyncGenerator<JsonlRow> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        yield { line, error: 'not a JSON object' };
      } else {
        yield { line, product: value as OffProduct };
      }
    } catch (error) {
      yield { line, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Reads a whole JSON Lines file synchronously (benchmarks, small files). */
export function readJsonlSync(file: string): OffProduct[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OffProduct);
}
