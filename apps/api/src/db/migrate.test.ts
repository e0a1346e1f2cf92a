import { openSchemaDb, openTestDb, testBackends } from '../test/backends';
import type { Db } from './db';
import { migrate, splitStatements } from './migrate';
import { MIGRATIONS } from './migrations';
import { openMemoryPgliteDb } from './pglite';

describe('splitStatements', () => {
  it('given a script, should split at statement ends and drop comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
});

/** Two migrations after the real ones, listed out of order. */
const next = Math.max(...MIGRATIONS.map((migration) => migration.version)) + 1;
const later = [
  { version: next + 1, name: 'later-c', sql: 'ALTER TABLE t2 ADD COLUMN c int;' },
  { version: next, name: 'later-b', sql: 'CREATE TABLE t2 (a int);\n-- comment\nINSERT INTO t2 VALUES (1);' },
];

for (const backend of await testBackends()) {
  describe(`migrate (${backend})`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDb(backend);
    }, 60_000);
    afterAll(async () => {
      await db?.close();
    });

    it('given a migrated database, should record every migration and apply nothing again', async () => {
      const { rows } = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
      expect(await migrate(db)).toEqual([]);
      expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    });

    it('given a new migration, should apply only it, in order', async () => {
      expect(await migrate(db, [...MIGRATIONS, ...later])).toEqual([next, next + 1]);
      expect((await db.query('SELECT a, c FROM t2')).rows).toEqual([{ a: 1, c: null }]);
    });

    it('given a failing migration, should roll it back whole', async () => {
      const broken = [
        ...MIGRATIONS,
        ...later,
        { version: next + 2, name: 'later-broken', sql: 'CREATE TABLE t3 (a int);\nSELECT nope;' },
      ];
      await expect(migrate(db, broken)).rejects.toThrow();
      expect((await db.query(`SELECT to_regclass('t3') AS t`)).rows).toEqual([{ t: null }]);
      expect((await db.query('SELECT max(version) AS v FROM schema_migrations')).rows).toEqual([
        { v: next + 1 },
      ]);
    });

    it('given a recorded migration renamed in the code, should refuse to run', async () => {
      await expect(migrate(db, [{ ...MIGRATIONS[0]!, name: '0001-renamed' }])).rejects.toThrow(/recorded as/);
    });
  });
}

for (const backend of await testBackends()) {
  describe(`migration 0005: offers and merged products (${backend})`, () => {
    it('given one pack sold by two retailers, should keep one product with both offers, barcodes, favourites and history', async () => {
      const db =
        backend === 'pglite'
          ? await openMemoryPgliteDb()
          : await openSchemaDb(
              process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
              'api_m5',
              2,
            );
      try {
        await migrate(
          db,
          MIGRATIONS.filter((migration) => migration.version < 5),
        );
        await db.exec(`
          INSERT INTO retailers (id, name) VALUES (1, 'Coop'), (2, 'Migros');
          INSERT INTO products (id, name_en, brand, price, barcode, retailer_id, is_local, ingredients, colors) VALUES
            (1, 'Oat drink', 'Oatly', 2.95, '7610000000011', 1, true, '{"de": "Hafer"}', '{"red": [], "yellow": []}'),
            (2, ' oat  DRINK', 'oatly', 2.50, '7610000000028', 2, false, '{"de": "Hafer"}', '{"red": [], "yellow": []}'),
            (3, 'Oat drink', 'M-Budget', 1.50, '7610000000035', 2, false, '{"de": "Hafer"}', '{"red": [], "yellow": []}');
          INSERT INTO profiles (id, username, email, created_at, updated_at) VALUES ('p1', 'u1', 'u1@example.test', now(), now());
          INSERT INTO favorites (profile_id, product_id, created_at) VALUES ('p1', 2, '2026-01-02T00:00:00Z');
          INSERT INTO history (profile_id, product_id, viewed_at) VALUES ('p1', 1, '2026-01-01T00:00:00Z'), ('p1', 2, '2026-01-03T00:00:00Z');
        `);
        await migrate(db);
        const products = await db.query<{ id: number; offers: unknown }>(
          `SELECT p.id, (SELECT json_agg(json_build_array(o.retailer_id, o.price::float8, o.is_local) ORDER BY o.retailer_id)
             FROM offers o WHERE o.product_id = p.id) AS offers FROM products p ORDER BY p.id`,
        );
        // Another brand of the same recipe stays a product of its own.
        expect(products.rows).toEqual([
          {
            id: 1,
            offers: [
              [1, 2.95, true],
              [2, 2.5, false],
            ],
          },
          { id: 3, offers: [[2, 1.5, false]] },
        ]);
        const moved = await db.query(
          `SELECT (SELECT json_agg(barcode ORDER BY barcode) FROM product_barcodes WHERE product_id = 1) AS barcodes,
             (SELECT json_agg(product_id) FROM favorites) AS favorites,
             (SELECT json_agg(json_build_array(product_id, viewed_at)) FROM history) AS history`,
        );
        expect(moved.rows[0]).toEqual({
          barcodes: ['7610000000011', '7610000000028'],
          favorites: [1],
          history: [[1, '2026-01-03T00:00:00+00:00']],
        });
      } finally {
        await db.close();
      }
    }, 60_000);
  });
}
