import type { JWTVerifyGetKey } from 'jose';

import { fixedClock } from '../clock';
import { TEST_NOW } from '../test/harness';
import { createTestTokens, TEST_CLIENT_ID, TEST_ISSUER } from '../test/tokens';
import { cognitoVerifier, InvalidTokenError } from './verifier';

/** A verifier whose key lookups are counted: one lookup per signature actually checked. */
async function setup(cachedTokens?: number) {
  const clock = fixedClock(TEST_NOW);
  const tokens = await createTestTokens(() => clock.now());
  let lookups = 0;
  const jwks: JWTVerifyGetKey = (header, token) => {
    lookups += 1;
    return tokens.jwks(header, token);
  };
  const verifier = cognitoVerifier({
    issuer: TEST_ISSUER,
    clientId: TEST_CLIENT_ID,
    jwks,
    clock,
    clockToleranceSeconds: 30,
    ...(cachedTokens === undefined ? {} : { cachedTokens }),
  });
  return { clock, tokens, verifier, lookups: () => lookups };
}

const anna = { sub: 'sub-anna', username: 'anna', email: 'anna@example.test' };
const ben = { sub: 'sub-ben', username: 'ben', email: 'ben@example.test' };

describe('cognitoVerifier', () => {
  it('given the same token twice, should check its signature once and answer the same user', async () => {
    const { tokens, verifier, lookups } = await setup();
    const token = await tokens.sign(anna);
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(first).toEqual({
      sub: 'sub-anna',
      username: 'anna',
      email: 'anna@example.test',
      emailVerified: true,
    });
    expect(second).toEqual(first);
    expect(lookups()).toBe(1);
  });

  it('given a remembered token past its expiry and the tolerance, should refuse it', async () => {
    const { clock, tokens, verifier } = await setup();
    const token = await tokens.sign(anna, { expiresIn: 60 });
    await verifier.verify(token);
    clock.advance((60 + 29) * 1000);
    await expect(verifier.verify(token)).resolves.toMatchObject({ username: 'anna' });
    clock.advance(1000);
    await expect(verifier.verify(token)).rejects.toThrow(new InvalidTokenError('Token expired'));
  });

  it('given a remembered token with its signature changed, should check and refuse the changed one', async () => {
    const { tokens, verifier, lookups } = await setup();
    const token = await tokens.sign(anna);
    await verifier.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    await expect(verifier.verify(tampered)).rejects.toThrow(InvalidTokenError);
    expect(lookups()).toBe(2);
  });

  it('given a token that failed, should check it again next time (failures are not kept)', async () => {
    const { tokens, verifier, lookups } = await setup();
    const forged = await tokens.sign(anna, { forged: true });
    await expect(verifier.verify(forged)).rejects.toThrow(InvalidTokenError);
    await expect(verifier.verify(forged)).rejects.toThrow(InvalidTokenError);
    expect(lookups()).toBe(2);
  });

  it('given more tokens than it may keep, should forget the oldest', async () => {
    const { tokens, verifier, lookups } = await setup(2);
    const [a, b, c] = await Promise.all([
      tokens.sign(anna),
      tokens.sign(ben),
      tokens.sign({ sub: 'sub-cleo', username: 'cleo' }),
    ]);
    for (const token of [a, b, c]) await verifier.verify(token);
    expect(lookups()).toBe(3);
    await verifier.verify(c);
    await verifier.verify(b);
    expect(lookups()).toBe(3);
    await expect(verifier.verify(a)).resolves.toMatchObject({ username: 'anna' });
    expect(lookups()).toBe(4);
  });

  it('given a cache of 0, should check every call', async () => {
    const { tokens, verifier, lookups } = await setup(0);
    const token = await tokens.sign(anna);
    await verifier.verify(token);
    await verifier.verify(token);
    expect(lookups()).toBe(2);
  });
});
