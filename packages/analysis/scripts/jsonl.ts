import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import type { OffProduct } from '../src/types';

/** The repository root (this file sits in packages/analysis/scripts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The shared data folder, next to the repository (`../shared/data` from the root). */
export const SHARED_DATA = path.resolve(REPO_ROOT, '../shared/data');

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
