import { randomUUID } from 'node:crypto';

import { DirectoryUnavailableError } from './auth/directory';
import { testBackends } from './test/backends';
import { json, registrationBody, TEST_PASSWORD, useHarness } from './test/harness';

for (const backend of await testBackends()) {
  describe(`POST /user-profile, registration (${backend})`, () => {
    const h = useHarness(backend);

    async function register(overrides = {}, app = h.app) {
      const body = registrationBody(overrides);
      h.directory.add({ username: body.username, email: body.email });
      const response = await app.request('/user-profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { body, response };
    }

    it('given a pool user, should create the profile once and answer 201 with its id', async () => {
      const { body, response } = await register({ intolerances: [1, 3], extra_intolerance: '  nuts ' });
      expect(response.status).toBe(201);
      const { id } = await json<{ id: string }>(response);
      const { rows } = await h.db.query('SELECT * FROM profiles WHERE id = $1', [id]);
      expect(rows[0]).toMatchObject({
        username: body.username,
        email: body.email,
        first_name: 'Anna',
        intolerances: [1, 3],
        extra_intolerance: 'nuts',
        shop_scale: 3,
        gender: 2,
        birth_year: 1990,
        sees_red_products: false,
      });
    });

    describe('who may set the profile the owner sees (squatting)', () => {
      const owner = () => {
        const body = registrationBody({ name: 'Owner', intolerances: [2] });
        const user = { username: body.username, email: body.email, sub: randomUUID() };
        return { body, user };
      };
      const readOwn = async (user: { username: string; email: string; sub: string }) => {
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: user.email },
          { token: await h.token(user) },
        );
        return { status: response.status, profile: await json<Record<string, unknown>>(response) };
      };

      it('given a confirmed account, should refuse a token-less registration (403)', async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email, confirmed: true, sub: user.sub });
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter', intolerances: [4] });
        expect(squat.status).toBe(403);
        expect(await json(squat)).toEqual({ error: expect.stringContaining('sign in') });
        // The owner, signed in after confirmation, still creates their own.
        const own = await h.request('/user-profile', body, { token: await h.token(user) });
        expect(own.status).toBe(201);
        expect((await readOwn(user)).profile).toMatchObject({ firstName: 'Owner', intolerances: [2] });
      });

      it("given a squatter's pending profile, should let the owner's token-bearing registration replace it", async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email });
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter', intolerances: [4] });
        expect(squat.status).toBe(201);
        const { rows } = await h.db.query<{ pending: boolean }>(
          'SELECT pending FROM profiles WHERE username = $1',
          [user.username],
        );
        expect(rows[0]?.pending).toBe(true);
        h.directory.add({ username: user.username, email: user.email, confirmed: true, sub: user.sub });
        const own = await h.request('/user-profile', body, { token: await h.token(user) });
        expect(own.status).toBe(201);
        expect((await readOwn(user)).profile).toMatchObject({ firstName: 'Owner', intolerances: [2] });
        const after = await h.db.query<{ pending: boolean; cognito_sub: string }>(
          'SELECT pending, cognito_sub FROM profiles WHERE username = $1',
          [user.username],
        );
        expect(after.rows).toEqual([{ pending: false, cognito_sub: user.sub }]);
      });

      it("given the owner's profile, should refuse any later registration of that username (409)", async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email });
        expect((await h.request('/user-profile', body, { token: await h.token(user) })).status).toBe(201);
        // Even while the pool still says unconfirmed, a token-less save cannot touch it.
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter' });
        expect(squat.status).toBe(409);
        const again = await h.request(
          '/user-profile',
          { ...body, name: 'Again' },
          { token: await h.token(user) },
        );
        expect(again.status).toBe(409);
        expect((await readOwn(user)).profile).toMatchObject({ firstName: 'Owner' });
      });

      it("given another user's token, should answer 403 and create nothing", async () => {
        const { body } = owner();
        const intruder = { username: 'intruder', email: 'intruder@example.test', sub: randomUUID() };
        const response = await h.request('/user-profile', body, { token: await h.token(intruder) });
        expect(response.status).toBe(403);
        const sameNameOtherMail = await h.request('/user-profile', body, {
          token: await h.token({ ...intruder, username: body.username }),
        });
        expect(sameNameOtherMail.status).toBe(403);
        const { rows } = await h.db.query('SELECT 1 FROM profiles WHERE username = $1', [body.username]);
        expect(rows).toEqual([]);
      });

      it('given an invalid bearer, should answer 401 rather than save without it', async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email });
        const response = await h.request('/user-profile', body, { token: 'not.a.token' });
        expect(response.status).toBe(401);
        const { rows } = await h.db.query('SELECT 1 FROM profiles WHERE username = $1', [body.username]);
        expect(rows).toEqual([]);
      });

      it("given a pending profile, should let the owner's first signed-in call adopt it", async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email });
        expect((await h.request('/user-profile', body)).status).toBe(201);
        expect((await readOwn(user)).profile).toMatchObject({ firstName: 'Owner' });
        const { rows } = await h.db.query<{ pending: boolean; cognito_sub: string }>(
          'SELECT pending, cognito_sub FROM profiles WHERE username = $1',
          [user.username],
        );
        expect(rows).toEqual([{ pending: false, cognito_sub: user.sub }]);
        // Adopted: the owner's later registration no longer replaces it.
        expect((await h.request('/user-profile', body, { token: await h.token(user) })).status).toBe(409);
      });
    });

    it('given a registration, should never store the password or its confirmation', async () => {
      const { response } = await register();
      const { id } = await json<{ id: string }>(response);
      const { rows } = await h.db.query<Record<string, unknown>>('SELECT * FROM profiles WHERE id = $1', [
        id,
      ]);
      expect(JSON.stringify(rows[0])).not.toContain(TEST_PASSWORD);
      expect(Object.keys(rows[0]!).some((column) => /password/i.test(column))).toBe(false);
    });

    it('given the same username twice, should answer 409 the second time', async () => {
      const { body } = await register();
      const again = await h.request('/user-profile', { ...body, name: 'Other' });
      expect(again.status).toBe(409);
      expect(await json(again)).toEqual({ error: 'A profile already exists for this username' });
    });

    it('given a username the pool does not know, should answer 403', async () => {
      const response = await h.request('/user-profile', registrationBody({ username: 'ghost-user' }));
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({ error: expect.stringContaining('user pool') });
    });

    it('given a pool user with another e-mail, should answer 403', async () => {
      const body = registrationBody();
      h.directory.add({ username: body.username, email: 'someone-else@example.test' });
      const response = await h.request('/user-profile', body);
      expect(response.status).toBe(403);
    });

    it('given the e-mail in another case, should accept it as the same address', async () => {
      const body = registrationBody();
      h.directory.add({ username: body.username, email: body.email.toUpperCase() });
      expect((await h.request('/user-profile', body)).status).toBe(201);
    });

    it('given invalid fields, should answer 400 naming them', async () => {
      const response = await h.request('/user-profile', {
        ...registrationBody(),
        email: 'not-an-email',
        intolerances: [1, 9],
        confirmPassword: 'different',
      });
      expect(response.status).toBe(400);
      const body = await json<{ error: string; fields: { field: string }[] }>(response);
      expect(body.error).toMatch(/^Invalid request: /);
      expect(body.fields.map((issue) => issue.field)).toEqual(
        expect.arrayContaining(['email', 'intolerances.1']),
      );
      expect(body.error).toContain('email');
    });

    it('given a weak password or a mismatched confirmation, should answer 400 on those fields', async () => {
      const weak = await h.request(
        '/user-profile',
        registrationBody({ password: 'short', confirmPassword: 'short' }),
      );
      expect(weak.status).toBe(400);
      expect((await json<{ fields: { field: string }[] }>(weak)).fields).toContainEqual(
        expect.objectContaining({ field: 'password' }),
      );
      const mismatch = await h.request(
        '/user-profile',
        registrationBody({ confirmPassword: 'Secr3t!other' }),
      );
      expect((await json<{ fields: { field: string }[] }>(mismatch)).fields).toContainEqual(
        expect.objectContaining({ field: 'confirmPassword' }),
      );
    });

    it('given a birth year outside the last 120 years, should answer 400 on birth_year', async () => {
      const { response } = await register({ birth_year: 1800 });
      expect(response.status).toBe(400);
      expect((await json<{ fields: { field: string }[] }>(response)).fields).toEqual([
        expect.objectContaining({ field: 'birth_year' }),
      ]);
      expect((await register({ birth_year: 2027 })).response.status).toBe(400);
    });

    it('given a flood from one address, should answer 429 with Retry-After past the limit', async () => {
      const limited = h.appWith({
        rateLimits: { windowSeconds: 60, registration: 2, newsletter: 100, contact: 100, samples: 100 },
        remoteAddress: () => '198.51.100.7',
      });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await register({}, limited)).response.status);
      expect(statuses).toEqual([201, 201, 429]);
      const { response } = await register({}, limited);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json(response)).toEqual({ error: expect.stringContaining('Too many requests') });
      // Another address, or the next window, is not limited.
      const other = h.appWith({
        rateLimits: { windowSeconds: 60, registration: 2, newsletter: 100, contact: 100, samples: 100 },
        remoteAddress: () => '198.51.100.8',
      });
      expect((await register({}, other)).response.status).toBe(201);
      h.clock.advance(60_000);
      expect((await register({}, limited)).response.status).toBe(201);
    });

    it('given no such user, a wrong e-mail or a confirmed account, should answer all three the same (no account oracle)', async () => {
      const ghost = registrationBody();
      const wrongMail = registrationBody();
      h.directory.add({ username: wrongMail.username, email: 'someone-else@example.test' });
      const confirmed = registrationBody();
      h.directory.add({ username: confirmed.username, email: confirmed.email, confirmed: true });
      const answers = [];
      for (const body of [ghost, wrongMail, confirmed]) {
        const response = await h.request('/user-profile', body);
        answers.push({ status: response.status, body: await response.text() });
      }
      expect(answers[0]!.status).toBe(403);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it('given garbage from an address, should count only well-formed registrations against its limit', async () => {
      const limits = { windowSeconds: 60, registration: 2, newsletter: 100, contact: 100, samples: 100 };
      const limited = h.appWith({ rateLimits: limits, remoteAddress: () => '198.51.100.20' });
      const garbage = (raw: string) =>
        limited.request('/user-profile', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: raw,
        });
      for (const raw of ['{"name": ', '{}', JSON.stringify({ ...registrationBody(), email: 'nope' }), '[]']) {
        expect((await garbage(raw)).status).toBe(400);
      }
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await register({}, limited)).response.status);
      expect(statuses).toEqual([201, 201, 429]);
    });

    it('given the user pool unreachable, should answer 503 without details', async () => {
      const down = h.appWith({
        directory: {
          findUser: async () => {
            throw new DirectoryUnavailableError('connect ECONNREFUSED 10.1.2.3');
          },
        },
      });
      const { response } = await register({}, down);
      expect(response.status).toBe(503);
      expect(await response.text()).not.toContain('10.1.2.3');
    });

    it('given a body that is not JSON, should answer 400; with another content type, 415', async () => {
      expect((await h.request('/user-profile', undefined, { raw: '{"name": ' })).status).toBe(400);
      expect(
        (
          await h.request('/user-profile', undefined, {
            raw: JSON.stringify(registrationBody()),
            contentType: 'text/plain',
          })
        ).status,
      ).toBe(415);
    });

    it('given a body over 64 KB, should answer 413', async () => {
      const response = await h.request('/user-profile', {
        ...registrationBody(),
        name: 'x'.repeat(65 * 1024),
      });
      expect(response.status).toBe(413);
    });
  });
}
