import { openTestDb, testBackends } from '../test/backends';
import type { Db } from './db';
import { migrate, splitStatements } from './migrate';
import { MIGRATIONS } from './migrations';

describe('splitStatements', () => {
  it('given a script, should split at statement ends and drop comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
});

/** Two migrations after the real ones, listed out of order. */
const next = MIGRATIONS.length + 1;
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
