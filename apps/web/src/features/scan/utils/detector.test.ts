import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';

import { locateZxingFile } from './detector';

const require = createRequire(import.meta.url);

describe('the ponyfill’s WebAssembly', () => {
  it('given the .wasm the app serves, should be the very build the ponyfill’s code expects', () => {
    const file = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const served = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(served, `zxing-wasm must stay at barcode-detector's ${ZXING_WASM_VERSION}`).toBe(
      ZXING_WASM_SHA256,
    );
  });

  it('given the module asks for its .wasm, should point at our own build, never a CDN', () => {
    const url = locateZxingFile('zxing_reader.wasm', 'https://cdn.example/');
    expect(url).toMatch(/zxing_reader.*\.wasm$/);
    expect(url).not.toMatch(/^https?:/);
    expect(locateZxingFile('other.data', '/base/')).toBe('/base/other.data');
  });
});
