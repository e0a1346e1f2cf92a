import { apiCalls, readResponse } from '@diet/domain';

import { testBackends } from './test/backends';
import { json, useHarness } from './test/harness';

for (const backend of await testBackends()) {
  describe(`profile calls (${backend})`, () => {
    const h = useHarness(backend);

    describe('POST /user-profile/get-user-profile', () => {
      it('given a token whose e-mail is not verified, should keep the stored e-mail; a verified one is followed', async () => {
        const user = await h.registerUser();
        const changed = `changed-${user.email}`;
        const read = async (emailVerified: boolean) => {
          const token = await h.token({ ...user, email: changed }, { emailVerified });
          const response = await h.request('/user-profile/get-user-profile', { email: changed }, { token });
          expect(response.status).toBe(200);
          return (await json<{ email: string }>(response)).email;
        };
        expect(await read(false)).toBe(user.email);
        const { rows } = await h.db.query('SELECT email FROM profiles WHERE id = $1', [user.profileId]);
        expect(rows[0]).toEqual({ email: user.email });
        expect(await read(true)).toBe(changed);
      });

      it('given the caller’s e-mail, should answer the profile in the contract’s shape', async () => {
        const user = await h.registerUser({ intolerances: [2, 4], extra_intolerance: 'nuts' });
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: user.email },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        const profile = readResponse(
          apiCalls['/user-profile/get-user-profile'].response,
          await response.json(),
        );
        expect(profile).toEqual({
          id: user.profileId,
          email: user.email,
          username: user.username,
          firstName: 'Anna',
          lastName: 'Muster',
          gender: 2,
          birth_year: 1990,
          language: 'EN',
          country: null,
          intolerances: [2, 4],
          extra_intolerance: 'nuts',
          sees_red_products: false,
          sees_local_products: false,
          sees_only_specific_retailer: false,
          shop: [],
        });
      });

      it('given the e-mail in other case, should still be the caller’s', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: user.email.toUpperCase() },
          { token: user.token },
        );
        expect(response.status).toBe(200);
      });

      it('given user A asking with user B’s e-mail, should answer 403 and no data', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: b.email },
          { token: a.token },
        );
        expect(response.status).toBe(403);
        expect(JSON.stringify(await json(response))).not.toContain(b.username);
      });

      it('given a signed-in user without a profile, should answer 404', async () => {
        const token = await h.token({ sub: 'no-profile', username: 'nobody', email: 'nobody@example.test' });
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: 'nobody@example.test' },
          { token },
        );
        expect(response.status).toBe(404);
      });

      it('given a profile bound to another sub (pool user re-created), should answer 403', async () => {
        const user = await h.registerUser();
        expect(
          (await h.request('/user-profile/get-user-profile', { email: user.email }, { token: user.token }))
            .status,
        ).toBe(200);
        const impostor = await h.token({ ...user, sub: 'another-sub' });
        const response = await h.request(
          '/user-profile/get-user-profile',
          { email: user.email },
          { token: impostor },
        );
        expect(response.status).toBe(403);
      });

      it('given a bad e-mail, should answer 400; without a token, 401', async () => {
        const user = await h.registerUser();
        const bad = await h.request(
          '/user-profile/get-user-profile',
          { email: 'nope' },
          { token: user.token },
        );
        expect(bad.status).toBe(400);
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: email' });
        expect((await h.request('/user-profile/get-user-profile', { email: user.email })).status).toBe(401);
      });
    });

    describe('POST /user-profile/update-personal-info', () => {
      it('given new values, should save them', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-personal-info',
          { email: user.email, name: ' Bea ', surname: 'Beispiel', gender: 5, birth_year: 1985 },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        expect(
          readResponse(apiCalls['/user-profile/update-personal-info'].response, await response.json()),
        ).toEqual({
          error: null,
          message: 'Information updated',
        });
        const { rows } = await h.db.query(
          'SELECT first_name, last_name, gender, birth_year FROM profiles WHERE id = $1',
          [user.profileId],
        );
        expect(rows[0]).toEqual({ first_name: 'Bea', last_name: 'Beispiel', gender: 5, birth_year: 1985 });
      });

      it('given a gender outside 1-5 or a birth year out of range, should answer 400 naming it', async () => {
        const user = await h.registerUser();
        const base = { email: user.email, name: 'A', surname: 'B', gender: 1, birth_year: 1990 };
        const gender = await h.request(
          '/user-profile/update-personal-info',
          { ...base, gender: 6 },
          { token: user.token },
        );
        expect(await json(gender)).toMatchObject({ error: 'Invalid request: gender' });
        const year = await h.request(
          '/user-profile/update-personal-info',
          { ...base, birth_year: 1850 },
          { token: user.token },
        );
        expect(year.status).toBe(400);
        expect(await json(year)).toMatchObject({ error: 'Invalid request: birth_year' });
      });

      it('given user A sending user B’s e-mail, should answer 403 and leave B unchanged', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-personal-info',
          { email: b.email, name: 'Hacked', surname: 'X', gender: null, birth_year: null },
          { token: a.token },
        );
        expect(response.status).toBe(403);
        const { rows } = await h.db.query('SELECT first_name FROM profiles WHERE id = $1', [b.profileId]);
        expect(rows[0]).toEqual({ first_name: 'Anna' });
      });

      it('given no token, should answer 401', async () => {
        const response = await h.request('/user-profile/update-personal-info', {
          email: 'a@b.ch',
          name: '',
          surname: '',
          gender: null,
          birth_year: null,
        });
        expect(response.status).toBe(401);
      });
    });

    describe('POST /user-profile/update-personal-diets', () => {
      it('given new diets, should save them and the profile should show them', async () => {
        const user = await h.registerUser({ intolerances: [1] });
        const response = await h.request(
          '/user-profile/update-personal-diets',
          { email: user.email, user_id: user.profileId, intolerances: [2, 3], extra_intolerance: ' ' },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        const profile = await json<{ intolerances: number[]; extra_intolerance: string | null }>(
          await h.request('/user-profile/get-user-profile', { email: user.email }, { token: user.token }),
        );
        expect(profile).toMatchObject({ intolerances: [2, 3], extra_intolerance: null });
      });

      it('given duplicate or unknown codes, should answer 400 on intolerances', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-personal-diets',
          { email: user.email, user_id: user.profileId, intolerances: [1, 1], extra_intolerance: null },
          { token: user.token },
        );
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({ error: 'Invalid request: intolerances' });
      });

      it('given user A sending user B’s id (with A’s e-mail), should answer 403 and leave B unchanged', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser({ intolerances: [1] });
        const response = await h.request(
          '/user-profile/update-personal-diets',
          { email: a.email, user_id: b.profileId, intolerances: [], extra_intolerance: null },
          { token: a.token },
        );
        expect(response.status).toBe(403);
        const { rows } = await h.db.query('SELECT intolerances FROM profiles WHERE id = $1', [b.profileId]);
        expect(rows[0]).toEqual({ intolerances: [1] });
      });

      it('given no token, should answer 401; no profile, 404', async () => {
        const body = { email: 'x@y.ch', user_id: 'x', intolerances: [], extra_intolerance: null };
        expect((await h.request('/user-profile/update-personal-diets', body)).status).toBe(401);
        const token = await h.token({ sub: 's', username: 'no-profile-2', email: 'x@y.ch' });
        expect((await h.request('/user-profile/update-personal-diets', body, { token })).status).toBe(404);
      });
    });

    describe('POST /user-profile/update-preferences', () => {
      it('given preferences with a single retailer name, should save them as a list', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-preferences',
          {
            email: user.email,
            user_id: user.profileId,
            sees_red_products: true,
            sees_local_products: true,
            sees_only_specific_retailer: true,
            shop: 'Coop',
          },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        const profile = await json(
          await h.request('/user-profile/get-user-profile', { email: user.email }, { token: user.token }),
        );
        expect(profile).toMatchObject({
          sees_red_products: true,
          sees_local_products: true,
          sees_only_specific_retailer: true,
          shop: ['Coop'],
        });
      });

      it('given an unknown retailer, should answer 400 on shop', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-preferences',
          {
            email: user.email,
            user_id: user.profileId,
            sees_red_products: false,
            sees_local_products: false,
            sees_only_specific_retailer: true,
            shop: ['Coop', 'Nowhere Mart'],
          },
          { token: user.token },
        );
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({ error: 'Invalid request: shop' });
      });

      it('given user A sending user B’s id, should answer 403 and leave B unchanged', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const response = await h.request(
          '/user-profile/update-preferences',
          {
            email: a.email,
            user_id: b.profileId,
            sees_red_products: true,
            sees_local_products: false,
            sees_only_specific_retailer: false,
            shop: [],
          },
          { token: a.token },
        );
        expect(response.status).toBe(403);
        const { rows } = await h.db.query('SELECT sees_red_products FROM profiles WHERE id = $1', [
          b.profileId,
        ]);
        expect(rows[0]).toEqual({ sees_red_products: false });
      });

      it('given no token, should answer 401', async () => {
        expect((await h.request('/user-profile/update-preferences', {})).status).toBe(401);
      });
    });
  });
}
