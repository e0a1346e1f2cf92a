// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createFakeIdentity, type FakeIdentityOptions } from '../../../lib/identity/fake';
import { loginErrorOf, useLogin } from './use-login';

const anna = { username: 'anna', email: 'anna@example.ch', password: 'Secret-123!' };

function setup(options: FakeIdentityOptions = { users: [anna] }) {
  const identity = createFakeIdentity(options);
  const onSignedIn = vi.fn();
  const hook = renderHook(() => useLogin({ identity: async () => identity, onSignedIn }));
  const submit = (identifier: string, password: string) =>
    act(() => hook.result.current.submit({ identifier, password }));
  return { identity, onSignedIn, hook, submit, current: () => hook.result.current };
}

describe('loginErrorOf', () => {
  it.each([
    ['UserNotConfirmed', 'UserNotConfirmed'],
    ['NotAuthorized', 'NotAuthorized'],
    ['UserNotFound', 'UserNotFound'],
    ['Network', 'Unknown'],
    ['LimitExceeded', 'Unknown'],
    ['InvalidParameter', 'Unknown'],
    ['Unknown', 'Unknown'],
  ] as const)('given %s, should show the form error %s (spec §8)', (code, shown) => {
    expect(loginErrorOf(code)).toBe(shown);
  });
});

describe('useLogin', () => {
  it('given the right username or e-mail and password, should hand over the session', async () => {
    const { submit, onSignedIn, current } = setup();
    await submit('anna@example.ch', anna.password);
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'anna' }));
    expect(current().error).toBeNull();
    expect(current().busy).toBe(false);
  });

  it('given a wrong password, should show NotAuthorized and the hint, and clear the error on typing', async () => {
    const { submit, current, hook } = setup();
    await submit('anna', 'nope');
    expect(current()).toMatchObject({ error: 'NotAuthorized', failedAttempt: true });
    act(() => hook.result.current.setValues({ identifier: 'anna', password: 'nope1' }));
    expect(current()).toMatchObject({ error: null, failedAttempt: true });
  });

  it('given an unknown user on a pool that says so, should show UserNotFound', async () => {
    const { submit, current } = setup({ users: [anna], revealUnknownUsers: true });
    await submit('zoe', 'whatever');
    expect(current().error).toBe('UserNotFound');
  });

  it('given the pool unreachable, should show the generic failure', async () => {
    const { submit, current } = setup({ users: [anna], failWith: 'Network' });
    await submit('anna', anna.password);
    expect(current().error).toBe('Unknown');
  });

  it('given an unconfirmed account, should send a new code, ask for it and then sign in', async () => {
    const { submit, current, identity, onSignedIn } = setup({ users: [{ ...anna, confirmed: false }] });
    await submit('anna', anna.password);
    expect(current().error).toBe('UserNotConfirmed');
    expect(current().dialog).toEqual({ kind: 'confirm-sign-up', username: 'anna' });
    expect(identity.calls).toContain('resendSignUpCode');

    await act(() => current().confirm.submit('000000'));
    expect(current().confirm.failure?.code).toBe('CodeMismatch');
    expect(onSignedIn).not.toHaveBeenCalled();

    await act(() => current().confirm.submit('123456'));
    expect(current().dialog.kind).toBe('none');
    expect(current().error).toBeNull();
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'anna' }));
  });

  it('given the pool requiring a reset, should open the reset dialog and sign in with the new password', async () => {
    const { submit, current, onSignedIn } = setup({ users: [{ ...anna, requires: 'reset-password' }] });
    await submit('anna', anna.password);
    expect(current().dialog).toEqual({ kind: 'reset-password', username: 'anna', reason: 'required' });
    await act(() => current().requestReset('anna'));
    await act(() => current().confirmReset('anna', '123456', 'Newer-123!'));
    expect(current().dialog.kind).toBe('none');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('given a forgotten password, should open the reset dialog for the typed identifier', () => {
    const { current, hook } = setup();
    act(() => hook.result.current.setValues({ identifier: 'anna@example.ch', password: '' }));
    act(() => current().forgotPassword());
    expect(current().dialog).toEqual({
      kind: 'reset-password',
      username: 'anna@example.ch',
      reason: 'forgot',
    });
  });

  it('given a wrong reset code, should reject for the dialog to show and stay open', async () => {
    const { current, hook } = setup();
    act(() => hook.result.current.forgotPassword());
    await expect(act(() => current().confirmReset('anna', '000000', 'Newer-123!'))).rejects.toMatchObject({
      code: 'CodeMismatch',
    });
    expect(current().dialog.kind).toBe('reset-password');
  });

  it('given a new password required, should sign in once it is set', async () => {
    const { submit, current, onSignedIn } = setup({
      users: [{ ...anna, requires: 'new-password-required' }],
    });
    await submit('anna', anna.password);
    expect(current().dialog).toEqual({ kind: 'new-password' });
    await act(() => current().setNewPassword('Newer-123!'));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(current().dialog.kind).toBe('none');
  });

  it('given an unsupported step (MFA, passkey…), should say so', async () => {
    const { submit, current, onSignedIn } = setup({
      users: [{ ...anna, requires: { unsupported: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }],
    });
    await submit('anna', anna.password);
    expect(current().dialog).toEqual({ kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
