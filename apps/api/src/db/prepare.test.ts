import { openTestDb, testBackends } from '../test/backends';

for (const backend of await testBackends()) {
  describe(`prepared statements (${backend})`, () => {
    it('given prepare, should answer as the plain statement does, and keep it prepared on a server', async () => {
      const db = await openTestDb(backend);
      try {
        const sql = 'SELECT $1::int + 1 AS next, $2::text AS label';
        const plain = await db.query(sql, [41, 'a']);
        expect(plain.rows).toEqual([{ next: 42, label: 'a' }]);
        await db.transaction(async (tx) => {
          // One connection: a server's prepared statements belong to the session.
          expect((await tx.query(sql, [1, 'b'], { prepare: true })).rows).toEqual([{ next: 2, label: 'b' }]);
          expect((await tx.query(sql, [2, 'c'], { prepare: true })).rows).toEqual([{ next: 3, label: 'c' }]);
          if (backend === 'postgres') {
            const { rows } = await tx.query<{ count: number }>(
              'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1',
              [sql],
            );
            expect(rows).toEqual([{ count: 1 }]);
          }
        });
        expect((await db.query(sql, [9, 'd'], { prepare: true })).rows).toEqual([{ next: 10, label: 'd' }]);
      } finally {
        await db.close();
      }
    });
  });
}
