import { testBackends } from './test/backends';
import { json, useHarness } from './test/harness';

for (const backend of await testBackends()) {
  describe(`public forms (${backend})`, () => {
    const h = useHarness(backend);
    const tightLimits = { windowSeconds: 600, registration: 100, newsletter: 2, contact: 2, samples: 100 };

    describe('POST /newsletter (form-encoded)', () => {
      it('given an e-mail, should subscribe it once, answering 200', async () => {
        const first = await h.request(
          '/newsletter',
          { email: 'fan@example.test', name: 'Fan', diets: 'lowfodmap' },
          { form: true },
        );
        expect(first.status).toBe(200);
        expect(await json(first)).toEqual({ message: 'Subscribed' });
        const { rows } = await h.db.query(
          `SELECT email, name, diets FROM newsletter_subscriptions WHERE lower(email) = 'fan@example.test'`,
        );
        expect(rows).toEqual([{ email: 'fan@example.test', name: 'Fan', diets: 'lowfodmap' }]);
      });

      it('given a repeat of a known e-mail, should keep the first name and diets and answer exactly as the first time', async () => {
        const subscribe = async (email: string, name: string, diets: string) => {
          const response = await h.request('/newsletter', { email, name, diets }, { form: true });
          return {
            status: response.status,
            body: await response.text(),
            type: response.headers.get('content-type'),
          };
        };
        const first = await subscribe('known@example.test', 'First', 'gluten');
        h.clock.advance(1000);
        const again = await subscribe('KNOWN@example.test', 'Stranger', 'lowfodmap');
        const blank = await subscribe('known@example.test', '', '');
        const unknown = await subscribe('new-one@example.test', 'Other', 'lactose');
        expect(first.status).toBe(200);
        for (const answer of [again, blank, unknown]) expect(answer).toEqual(first);
        const { rows } = await h.db.query<{
          name: string;
          diets: string;
          created_at: Date;
          updated_at: Date;
        }>(
          `SELECT name, diets, created_at, updated_at FROM newsletter_subscriptions WHERE lower(email) = 'known@example.test'`,
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ name: 'First', diets: 'gluten' });
        expect(new Date(rows[0]!.updated_at).getTime()).toBeGreaterThan(
          new Date(rows[0]!.created_at).getTime(),
        );
      });

      it('given a first subscription without a name or diets, should not let a repeat fill them in', async () => {
        await h.request('/newsletter', { email: 'quiet@example.test', name: '', diets: '' }, { form: true });
        await h.request(
          '/newsletter',
          { email: 'quiet@example.test', name: 'X', diets: 'y' },
          { form: true },
        );
        const { rows } = await h.db.query(
          `SELECT name, diets FROM newsletter_subscriptions WHERE email = 'quiet@example.test'`,
        );
        expect(rows).toEqual([{ name: '', diets: '' }]);
      });

      it('given an invalid e-mail or a missing field, should answer 400 naming it', async () => {
        const bad = await h.request('/newsletter', { email: 'nope', name: '', diets: '' }, { form: true });
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: email' });
        const missing = await h.request('/newsletter', { email: 'a@b.ch' }, { form: true });
        expect(await json(missing)).toMatchObject({ error: 'Invalid request: name, diets' });
      });

      it('given a field twice, should answer 400', async () => {
        const response = await h.request('/newsletter', undefined, {
          raw: 'email=a@b.ch&email=c@d.ch&name=&diets=',
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(response.status).toBe(400);
      });

      it('given JSON instead of a form, should answer 415', async () => {
        const response = await h.request('/newsletter', { email: 'a@b.ch', name: '', diets: '' });
        expect(response.status).toBe(415);
      });

      it('given a flood from one address, should answer 429', async () => {
        const app = h.appWith({ rateLimits: tightLimits, remoteAddress: () => '203.0.113.5' });
        const post = () =>
          app.request('/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'email=flood%40example.test&name=&diets=',
          });
        expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([
          200, 200, 429,
        ]);
      });

      it('given a proxy that is trusted, should count per forwarded address', async () => {
        const app = h.appWith({ rateLimits: tightLimits, trustProxy: true, remoteAddress: () => '10.0.0.1' });
        const post = (ip: string) =>
          app.request('/newsletter', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `1.1.1.1, ${ip}`,
            },
            body: 'email=proxy%40example.test&name=&diets=',
          });
        expect((await post('203.0.113.10')).status).toBe(200);
        expect((await post('203.0.113.10')).status).toBe(200);
        expect((await post('203.0.113.10')).status).toBe(429);
        expect((await post('203.0.113.11')).status).toBe(200);
      });

      it('given a body over 64 KB, should answer 413', async () => {
        const response = await h.request(
          '/newsletter',
          { email: 'a@b.ch', name: 'x'.repeat(70_000), diets: '' },
          { form: true },
        );
        expect(response.status).toBe(413);
      });
    });

    describe('the Origin of a form post', () => {
      const forms = [
        {
          path: '/newsletter',
          body: 'email=origin%40example.test&name=Ori&diets=',
          table: `SELECT 1 FROM newsletter_subscriptions WHERE email = 'origin@example.test'`,
        },
        {
          path: '/contact',
          body: 'name=Ori&email=origin%40example.test&reason=&message=hi',
          table: `SELECT 1 FROM contact_messages WHERE email = 'origin@example.test'`,
        },
      ] as const;
      const post = (path: string, body: string, origin?: string, app = h.app) =>
        app.request(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(origin === undefined ? {} : { origin }),
          },
          body,
        });

      for (const form of forms) {
        it(`given a foreign Origin at ${form.path}, should answer 403 and write nothing`, async () => {
          const app = h.appWith({ remoteAddress: () => '192.0.2.99' });
          const foreign = [
            'https://evil.test',
            'null',
            'http://localhost:5174',
            'http://localhost:5173.evil.test',
          ];
          for (const origin of foreign) {
            const response = await post(form.path, form.body, origin, app);
            expect(response.status, origin).toBe(403);
            expect(response.headers.get('access-control-allow-origin')).toBeNull();
          }
          expect((await h.db.query(form.table)).rows).toEqual([]);
          // Refused before any write: not even the flood count moved.
          const { rows } = await h.db.query(`SELECT 1 FROM rate_limits WHERE subject = '192.0.2.99'`);
          expect(rows).toEqual([]);
        });

        it(`given the web app's Origin or none (server-to-server) at ${form.path}, should accept it`, async () => {
          const fromApp = await post(form.path, form.body, 'http://localhost:5173');
          expect(fromApp.status).toBe(200);
          expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
          expect((await post(form.path, form.body)).status).toBe(200);
          expect((await h.db.query(form.table)).rows.length).toBeGreaterThan(0);
        });
      }
    });

    describe('POST /contact (form-encoded)', () => {
      it('given a message, should store it and answer 200', async () => {
        const response = await h.request(
          '/contact',
          { name: 'Ada', email: 'ada@example.test', reason: 'Question', message: 'Is bread ok?' },
          { form: true },
        );
        expect(response.status).toBe(200);
        const { rows } = await h.db.query(
          `SELECT name, reason, message FROM contact_messages WHERE email = 'ada@example.test'`,
        );
        expect(rows).toEqual([{ name: 'Ada', reason: 'Question', message: 'Is bread ok?' }]);
      });

      it('given a message over 2000 characters or a bad e-mail, should answer 400 naming them', async () => {
        const response = await h.request(
          '/contact',
          { name: 'Ada', email: 'ada', reason: '', message: 'x'.repeat(2001) },
          { form: true },
        );
        expect(await json(response)).toMatchObject({ error: 'Invalid request: email, message' });
      });

      it('given a NUL character, should answer 400 (never a database error)', async () => {
        const response = await h.request(
          '/contact',
          { name: 'A\u0000', email: 'a@b.ch', reason: '', message: '' },
          { form: true },
        );
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({ error: 'Invalid request: name' });
      });

      it('given a flood from one address, should answer 429', async () => {
        const app = h.appWith({ rateLimits: tightLimits, remoteAddress: () => '203.0.113.6' });
        const post = () =>
          app.request('/contact', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'name=A&email=a%40b.ch&reason=&message=hi',
          });
        expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([
          200, 200, 429,
        ]);
      });

      it('given a body over 64 KB, should answer 413', async () => {
        const response = await h.request(
          '/contact',
          { name: 'A', email: 'a@b.ch', reason: '', message: 'x'.repeat(70_000) },
          { form: true },
        );
        expect(response.status).toBe(413);
      });
    });
  });
}
