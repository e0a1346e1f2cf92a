import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = import.meta.dirname;

/** The engine's own source files (tests and test helpers left out). */
function engineSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return engineSources(file);
    return /\.ts$/.test(d.name) && !/\.test\.ts$|test-support\.ts$/.test(d.name) ? [file] : [];
  });
}

describe('engine state', () => {
  it('given the engine sources, should declare no module-level let or var: each call owns its state', () => {
    const found: string[] = [];
    for (const file of engineSources()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^(export )?(let|var) /.test(line)) found.push(`${path.relative(SRC, file)}:${i + 1}: ${line}`);
        });
    }
    expect(found).toEqual([]);
  });
});
