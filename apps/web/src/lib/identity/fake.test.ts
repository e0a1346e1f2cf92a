import { describe, expect, it } from 'vitest';

import { createFakeIdentity } from './fake';

const anna = { username: 'anna', email: 'anna@example.ch', password: 'Secret-123' };

describe('createFakeIdentity', () => {
  it('given the username or the e-mail, should sign in', async () => {
    const identity = createFakeIdentity({ users: [anna] });
    await expect(identity.signIn('anna', anna.password)).resolves.toMatchObject({
      kind: 'signed-in',
      session: { username: 'anna', email: 'anna@example.ch' },
    });
    await expect(identity.signIn('anna@example.ch', anna.password)).resolves.toMatchObject({
      kind: 'signed-in',
    });
    expect(await identity.currentSession()).toMatchObject({ username: 'anna' });
  });

  it('given a wrong password or an unknown user, should reject as the pool does', async () => {
    const identity = createFakeIdentity({ users: [anna] });
    await expect(identity.signIn('anna', 'nope')).rejects.toMatchObject({ code: 'NotAuthorized' });
    await expect(identity.signIn('zoe', 'nope')).rejects.toMatchObject({ code: 'NotAuthorized' });
    const revealing = createFakeIdentity({ users: [anna], revealUnknownUsers: true });
    await expect(revealing.signIn('zoe', 'nope')).rejects.toMatchObject({ code: 'UserNotFound' });
  });

  it('given an unconfirmed account, should ask for the code and sign in once confirmed', async () => {
    const identity = createFakeIdentity({ users: [{ ...anna, confirmed: false }] });
    await expect(identity.signIn('anna', anna.password)).resolves.toEqual({ kind: 'confirm-sign-up' });
    await expect(identity.confirmSignUp('anna', '000000')).rejects.toMatchObject({ code: 'CodeMismatch' });
    await expect(identity.confirmSignUp('anna', '123456')).resolves.toEqual({ next: 'done' });
    await expect(identity.signIn('anna', anna.password)).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('given sign-up, confirmation and auto sign-in, should end signed in', async () => {
    const identity = createFakeIdentity();
    await expect(
      identity.signUp({ username: 'ben', email: 'ben@example.ch', password: 'short' }),
    ).rejects.toMatchObject({
      code: 'InvalidPassword',
    });
    await identity.signUp({ username: 'ben', email: 'ben@example.ch', password: 'Secret-123' });
    await expect(
      identity.signUp({ username: 'ben', email: 'b@example.ch', password: 'Secret-123' }),
    ).rejects.toMatchObject({
      code: 'UsernameExists',
    });
    await expect(identity.confirmSignUp('ben', '123456')).resolves.toEqual({ next: 'auto-sign-in' });
    await expect(identity.autoSignIn()).resolves.toMatchObject({
      kind: 'signed-in',
      session: { username: 'ben' },
    });
  });

  it('given the pool asking for a new password or a reset, should let the user finish', async () => {
    const identity = createFakeIdentity({
      users: [
        { ...anna, requires: 'new-password-required' },
        { username: 'carl', email: 'carl@example.ch', password: 'Secret-123', requires: 'reset-password' },
      ],
    });
    await expect(identity.signIn('anna', anna.password)).resolves.toEqual({ kind: 'new-password-required' });
    await expect(identity.completeNewPassword('Newer-123')).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(identity.signIn('carl', 'Secret-123')).resolves.toEqual({ kind: 'reset-password' });
    await identity.requestPasswordReset('carl');
    await identity.confirmPasswordReset('carl', '123456', 'Newer-123');
    await expect(identity.signIn('carl', 'Newer-123')).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('given a password change, should check the current password, then the policy, then change it', async () => {
    const identity = createFakeIdentity({ users: [anna] });
    await expect(identity.changePassword(anna.password, 'Newer-123!')).rejects.toMatchObject({
      code: 'Unknown',
    });
    await identity.signIn('anna', anna.password);
    await expect(identity.changePassword('Wrong-123!', 'Newer-123!')).rejects.toMatchObject({
      code: 'NotAuthorized',
    });
    for (const weak of ['Short-1', 'no-uppercase-1', 'No-digits-here', 'NoSymbol123']) {
      await expect(identity.changePassword(anna.password, weak)).rejects.toMatchObject({
        code: 'InvalidPassword',
      });
    }
    expect(identity.users[0]?.password).toBe(anna.password);
    await expect(identity.changePassword(anna.password, 'Newer-123!')).resolves.toBeUndefined();
    await expect(identity.signIn('anna', anna.password)).rejects.toMatchObject({ code: 'NotAuthorized' });
    await expect(identity.signIn('anna', 'Newer-123!')).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('given too many attempts, should reject with LimitExceeded', async () => {
    const identity = createFakeIdentity({ users: [anna] });
    await identity.signIn('anna', anna.password);
    identity.failWith('LimitExceeded');
    await expect(identity.changePassword(anna.password, 'Newer-123!')).rejects.toMatchObject({
      code: 'LimitExceeded',
    });
    expect(identity.users[0]?.password).toBe(anna.password);
  });

  it('given a failure mode, should reject every call with it', async () => {
    const identity = createFakeIdentity({ users: [anna], failWith: 'Network' });
    await expect(identity.signIn('anna', anna.password)).rejects.toMatchObject({ code: 'Network' });
    identity.failWith(undefined);
    await expect(identity.signIn('anna', anna.password)).resolves.toMatchObject({ kind: 'signed-in' });
    expect(identity.calls).toEqual(['signIn', 'signIn']);
  });
});
