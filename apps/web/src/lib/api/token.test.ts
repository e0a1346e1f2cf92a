import { describe, expect, it } from 'vitest';

import { textClaim, tokenClaims } from './token';

const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('tokenClaims', () => {
  it('given a JWT, should decode its payload (base64url, UTF-8)', () => {
    const token = `h.${encode({ email: 'zoë@example.ch', 'cognito:username': 'zoe' })}.s`;
    expect(tokenClaims(token)).toEqual({ email: 'zoë@example.ch', 'cognito:username': 'zoe' });
  });

  it('given an undecodable token, should yield an empty payload', () => {
    expect(tokenClaims('not-a-token')).toEqual({});
    expect(tokenClaims('a.%%%.c')).toEqual({});
    expect(tokenClaims(`a.${encode([1, 2])}.c`)).toEqual({});
    expect(tokenClaims(null)).toEqual({});
  });
});

describe('textClaim', () => {
  it('should return non-blank text claims only', () => {
    expect(textClaim({ email: 'a@b.ch', n: 3, blank: ' ' }, 'email')).toBe('a@b.ch');
    expect(textClaim({ n: 3 }, 'n')).toBeNull();
    expect(textClaim({ blank: ' ' }, 'blank')).toBeNull();
  });
});
