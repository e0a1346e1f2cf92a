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

    it('given a pool user, should create the pending profile once and answer 201 with the message only', async () => {
      const { body, response } = await register({ intolerances: [1, 3], extra_intolerance: '  nuts ' });
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual({ message: 'Profile created' });
      const { rows } = await h.db.query('SELECT * FROM profiles WHERE username = $1', [body.username]);
      expect(rows[0]).toMatchObject({
        pending: true,
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

      it('given a confirmed account, should store no token-less registration (answered like any other)', async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email, confirmed: true, sub: user.sub });
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter', intolerances: [4] });
        expect(squat.status).toBe(201);
        expect(await json(squat)).toEqual({ message: 'Profile created' });
        const { rows } = await h.db.query('SELECT 1 FROM profiles WHERE username = $1', [user.username]);
        expect(rows).toEqual([]);
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
        // Even while the pool still says unconfirmed, a token-less save cannot touch it (nor tell).
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter' });
        expect(squat.status).toBe(201);
        expect(await json(squat)).toEqual({ message: 'Profile created' });
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

      it('given a pending profile, should never serve nor adopt it: the owner finds none until their own save replaces it', async () => {
        const { body, user } = owner();
        h.directory.add({ username: user.username, email: user.email });
        // Written without a token: the owner's, or a squatter's who knew the username and e-mail.
        const squat = await h.request('/user-profile', { ...body, name: 'Squatter', intolerances: [4] });
        expect(squat.status).toBe(201);
        h.directory.add({ username: user.username, email: user.email, confirmed: true, sub: user.sub });
        expect(await readOwn(user)).toMatchObject({ status: 404 });
        const [pending] = (
          await h.db.query<{ id: string }>('SELECT id FROM profiles WHERE username = $1', [user.username])
        ).rows;
        const write = await h.request(
          '/user-profile/update-personal-diets',
          { email: user.email, user_id: pending!.id, intolerances: [1], extra_intolerance: null },
          { token: await h.token(user) },
        );
        expect(write.status).toBe(404);
        const { rows } = await h.db.query<{ pending: boolean; cognito_sub: string | null }>(
          'SELECT pending, cognito_sub FROM profiles WHERE username = $1',
          [user.username],
        );
        expect(rows).toEqual([{ pending: true, cognito_sub: null }]);
        // The owner completes it with their own answers: theirs from then on.
        expect((await h.request('/user-profile', body, { token: await h.token(user) })).status).toBe(201);
        expect((await readOwn(user)).profile).toMatchObject({ firstName: 'Owner', intolerances: [2] });
        expect((await h.request('/user-profile', body, { token: await h.token(user) })).status).toBe(409);
      });
    });

    it('given a registration, should never store the password or its confirmation', async () => {
      const { body } = await register();
      const { rows } = await h.db.query<Record<string, unknown>>(
        'SELECT * FROM profiles WHERE username = $1',
        [body.username],
      );
      expect(JSON.stringify(rows[0])).not.toContain(TEST_PASSWORD);
      expect(Object.keys(rows[0]!).some((column) => /password/i.test(column))).toBe(false);
    });

    it('given the same username twice without a token, should keep the first and answer both alike', async () => {
      const { body, response } = await register();
      const again = await h.request('/user-profile', { ...body, name: 'Other' });
      expect(again.status).toBe(201);
      expect(await again.text()).toBe(await response.text());
      const { rows } = await h.db.query('SELECT first_name FROM profiles WHERE username = $1', [
        body.username,
      ]);
      expect(rows).toEqual([{ first_name: 'Anna' }]);
    });

    it('given a username the pool does not know, should store nothing and answer as for any other', async () => {
      const response = await h.request('/user-profile', registrationBody({ username: 'ghost-user' }));
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual({ message: 'Profile created' });
      const { rows } = await h.db.query("SELECT 1 FROM profiles WHERE username = 'ghost-user'");
      expect(rows).toEqual([]);
    });

    it('given a pool user with another e-mail, should store nothing and answer as for any other', async () => {
      const body = registrationBody();
      h.directory.add({ username: body.username, email: 'someone-else@example.test' });
      const response = await h.request('/user-profile', body);
      expect(response.status).toBe(201);
      const { rows } = await h.db.query('SELECT 1 FROM profiles WHERE username = $1', [body.username]);
      expect(rows).toEqual([]);
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

    describe('flood limits that never refuse the rightful owner', () => {
      const limits = {
        windowSeconds: 60,
        registration: 10,
        userRegistration: 2,
        newsletter: 100,
        contact: 100,
        samples: 100,
      };
      const post = (
        app: ReturnType<typeof h.appWith>,
        body: ReturnType<typeof registrationBody>,
        token?: string,
      ) =>
        app.request('/user-profile', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const ownerOf = (body: ReturnType<typeof registrationBody>) => ({
        username: body.username,
        email: body.email,
        sub: randomUUID(),
      });

      it("given an address's token-less budget spent, should still accept 11 token-bearing registrations from it", async () => {
        const office = h.appWith({ rateLimits: limits, remoteAddress: () => '198.51.100.30' });
        const tokenLess = [];
        for (let i = 0; i < 11; i += 1) {
          const body = registrationBody();
          h.directory.add({ username: body.username, email: body.email });
          tokenLess.push((await post(office, body)).status);
        }
        expect(tokenLess).toEqual([...Array<number>(10).fill(201), 429]);
        // Colleagues behind the same address who have just confirmed their code and signed in.
        const owners = [];
        for (let i = 0; i < 11; i += 1) {
          const body = registrationBody();
          const response = await post(office, body, await h.token(ownerOf(body)));
          owners.push(response.status);
        }
        expect(owners).toEqual(Array<number>(11).fill(201));
      });

      it('given token-bearing registrations past the per-user limit, should answer 429 with Retry-After for that user only', async () => {
        const body = registrationBody();
        const owner = ownerOf(body);
        const token = await h.token(owner);
        const statuses = [];
        // From changing addresses (a phone between networks): the count is the user's.
        for (const address of ['198.51.100.41', '198.51.100.42', '2001:db8:41::1']) {
          const app = h.appWith({ rateLimits: limits, remoteAddress: () => address });
          const response = await post(app, body, token);
          statuses.push(response.status);
          if (response.status === 429) {
            expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
            expect(await json(response)).toEqual({ error: expect.stringContaining('Too many requests') });
          }
        }
        expect(statuses).toEqual([201, 409, 429]);
        const other = registrationBody();
        const app = h.appWith({ rateLimits: limits, remoteAddress: () => '198.51.100.41' });
        expect((await post(app, other, await h.token(ownerOf(other)))).status).toBe(201);
      });

      it('given IPv6 addresses, should share one budget within a /64 and not across /64s (IPv4-mapped as IPv4)', async () => {
        const tight = { ...limits, registration: 2 };
        const from = async (address: string) => {
          const body = registrationBody();
          h.directory.add({ username: body.username, email: body.email });
          const app = h.appWith({ rateLimits: tight, remoteAddress: () => address });
          return (await post(app, body)).status;
        };
        expect(await from('2001:db8:7:8::1')).toBe(201);
        expect(await from('2001:db8:7:8:aaaa:bbbb:cccc:dddd')).toBe(201);
        expect(await from('2001:0DB8:0007:0008::ffff')).toBe(429);
        expect(await from('2001:db8:7:9::1')).toBe(201);
        expect(await from('198.51.100.50')).toBe(201);
        expect(await from('::ffff:198.51.100.50')).toBe(201);
        expect(await from('198.51.100.50')).toBe(429);
      });
    });

    describe('the e-mail a token-bearing registration stores', () => {
      const ownerOf = (body: ReturnType<typeof registrationBody>) => ({
        username: body.username,
        email: body.email,
        sub: randomUUID(),
      });
      const rowsOf = (username: string) =>
        h.db.query<{ email: string }>('SELECT email FROM profiles WHERE username = $1', [username]);

      it('given a token whose e-mail is not verified, should answer 403 and store nothing; once verified, 201 with that e-mail', async () => {
        const body = registrationBody();
        const owner = ownerOf(body);
        const unverified = await h.request('/user-profile', body, {
          token: await h.token(owner, { emailVerified: false }),
        });
        expect(unverified.status).toBe(403);
        expect(await json(unverified)).toEqual({ error: 'Confirm your e-mail first' });
        expect((await rowsOf(body.username)).rows).toEqual([]);
        const verified = await h.request('/user-profile', body, { token: await h.token(owner) });
        expect(verified.status).toBe(201);
        expect((await rowsOf(body.username)).rows).toEqual([{ email: body.email }]);
        // Signing in finds it by that e-mail.
        const read = await h.request(
          '/user-profile/get-user-profile',
          { email: body.email },
          { token: await h.token(owner) },
        );
        expect(read.status).toBe(200);
        expect(await json(read)).toMatchObject({ email: body.email, username: body.username });
      });

      it('given a token without an e-mail, should answer 403 rather than store the body’s', async () => {
        const body = registrationBody();
        const response = await h.request('/user-profile', body, {
          token: await h.tokens.sign({ ...ownerOf(body), email: null }),
        });
        expect(response.status).toBe(403);
        expect(await json(response)).toEqual({ error: 'Confirm your e-mail first' });
        expect((await rowsOf(body.username)).rows).toEqual([]);
      });

      it('given a verified e-mail in another case than the body’s, should store the token’s', async () => {
        const body = registrationBody();
        const owner = { ...ownerOf(body), email: body.email.toUpperCase() };
        expect((await h.request('/user-profile', body, { token: await h.token(owner) })).status).toBe(201);
        expect((await rowsOf(body.username)).rows).toEqual([{ email: owner.email }]);
      });
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
      expect(answers[0]).toEqual({ status: 201, body: JSON.stringify({ message: 'Profile created' }) });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // and one that is stored answers the same too
      const stored = registrationBody();
      h.directory.add({ username: stored.username, email: stored.email });
      const response = await h.request('/user-profile', stored);
      expect({ status: response.status, body: await response.text() }).toEqual(answers[0]);
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
