/**
 * The search index's memory at a catalogue size: heap after a full collection, before and after
 * the build, beside what the index counts (`SearchIndex.bytes`).
 *
 *   node --expose-gc --import tsx apps/api/bench/index-memory.ts [--size 50000]
 */
import { parseArgs } from 'node:util';

import { insertCategory, insertProducts, insertRetailer } from '../src/catalogue/store';
import { migrate } from '../src/db/migrate';
import { openMemoryPgliteDb } from '../src/db/pglite';
import { buildSearchIndex } from '../src/services/search-index';
import { benchProducts, RETAILERS } from './catalogue';

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
const retailers: number[] = [];
for (const name of RETAILERS) retailers.push(await insertRetailer(db, { name, logo: `${name}.svg` }));
const categories: { id: number; subcategoryIds: number[] }[] = [];
for (let c = 0; c < 10; c += 1) {
  categories.push(
    await insertCategory(db, {
      name_en: `Category ${c}`,
      subcategories: Array.from({ length: 5 }, (_, s) => ({ name_en: `Subcategory ${c}.${s}` })),
    }),
  );
}
{
  const products = benchProducts(size, { retailers, categories });
  for (let start = 0; start < products.length; start += 10_000) {
    await db.transaction((tx) => insertProducts(tx, products.slice(start, start + 10_000)));
  }
}
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
