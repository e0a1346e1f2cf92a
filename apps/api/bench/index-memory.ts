/**
 * The search index's memory at a catalogue size (the bench's generated catalogue, PGlite in
 * memory): the heap after full collections, before and after a second build (the first warms the
 * caches), plus its typed arrays, beside what the index counts (`SearchIndex.bytes`).
 *
 *   pnpm --filter @diet/api bench:index-memory [--size 50000]
 */
import { parseArgs } from 'node:util';

import { migrate } from '../src/db/migrate';
import { openMemoryPgliteDb } from '../src/db/pglite';
import { buildSearchIndex } from '../src/services/search-index';
import { seedBenchCatalogue } from './catalogue';

const { values } = parseArgs({ options: { size: { type: 'string', default: '50000' } } });
const size = Number(values.size);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const heap = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

const db = await openMemoryPgliteDb();
await migrate(db);
await seedBenchCatalogue(db, size);
// A first index warms the database's and the runtime's caches; the second one's heap is measured.
const first = await buildSearchIndex(db);
const before = heap();
const started = performance.now();
const index = await buildSearchIndex(db);
const seconds = (performance.now() - started) / 1000;
if (!index) throw new Error('the catalogue moved during the build');
// Its typed arrays are outside the heap: counted, not measured.
const measured = heap() - before + index.arrayBytes;
console.log(
  `search index of ${size} products: ${(measured / 1e6).toFixed(1)} MB measured ` +
    `(${Math.round(measured / size)} B a product), ${(index.bytes / 1e6).toFixed(1)} MB counted, ` +
    `built in ${seconds.toFixed(1)} s`,
);
if (first === index) throw new Error('one index');
await db.close();
