import { describe, expect, it } from 'vitest';

import { IdentityError, type IdentityErrorCode } from '../../../lib/identity';
import { accountNames, credentialsFormError } from './credentials';

describe('credentialsFormError', () => {
  it.each<[IdentityErrorCode, string]>([
    ['NotAuthorized', 'wrongPassword'],
    ['InvalidPassword', 'policy'],
    ['LimitExceeded', 'limit'],
    ['Network', 'network'],
    ['InvalidParameter', 'unknown'],
    ['Unknown', 'unknown'],
  ])('given the pool refusing with %s, should show %s', (code, shown) => {
    expect(credentialsFormError(new IdentityError(code, 'the pool said so'))).toBe(shown);
  });

  it('given the identity module failing to download, should show network', () => {
    expect(credentialsFormError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'network',
    );
  });

  it('given anything else, should show unknown', () => {
    expect(credentialsFormError(new Error('boom'))).toBe('unknown');
    expect(credentialsFormError(undefined)).toBe('unknown');
  });
});

describe('accountNames', () => {
  const claims = { email: 'token@example.ch', 'cognito:username': 'token-user' };

  it('given a cached profile, should show its e-mail and username', () => {
    expect(accountNames({ email: 'anna@example.ch', username: 'anna' }, claims)).toEqual({
      email: 'anna@example.ch',
      username: 'anna',
    });
  });

  it('given no profile or blank fields, should fall back to the token', () => {
    expect(accountNames(undefined, claims)).toEqual({ email: 'token@example.ch', username: 'token-user' });
    expect(accountNames({ email: ' ', username: '' }, claims)).toEqual({
      email: 'token@example.ch',
      username: 'token-user',
    });
  });

  it('given neither, should show empty fields rather than invent names', () => {
    expect(accountNames(undefined, {})).toEqual({ email: '', username: '' });
  });
});
