// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { storeSignIn } from './session';

describe('storeSignIn', () => {
  it('given a session, should store the id token and the sign-in result', () => {
    localStorage.clear();
    storeSignIn({
      idToken: 'a.b.c',
      expiresAt: 1,
      userId: 'sub-1',
      username: 'anna',
      email: 'anna@example.ch',
    });
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
      userId: 'sub-1',
      username: 'anna',
      email: 'anna@example.ch',
    });
  });
});
