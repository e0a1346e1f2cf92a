import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  autoSignIn: vi.fn(),
  confirmResetPassword: vi.fn(),
  confirmSignIn: vi.fn(),
  confirmSignUp: vi.fn(),
  fetchAuthSession: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  signUp: vi.fn(),
  updatePassword: vi.fn(),
}));
const configure = vi.hoisted(() => vi.fn());

vi.mock('aws-amplify/auth', () => auth);
vi.mock('aws-amplify', () => ({ Amplify: { configure } }));

import { amplifyAuthConfig, createAmplifyIdentity, createIdentity, toIdentityError } from './amplify';
import { IdentityError } from './types';

/** An error as Amplify throws them: an Error whose `name` is the service's exception name. */
function amplifyError(name: string, message = `${name} message`): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
const exp = 2_000_000_000;
const session = {
  tokens: {
    idToken: {
      toString: () => 'id.token.jwt',
      payload: { sub: 'sub-1', 'cognito:username': 'anna', email: 'anna@example.ch', exp },
    },
  },
  userSub: 'sub-1',
};

beforeEach(() => {
  for (const mock of Object.values(auth)) mock.mockReset();
  auth.signOut.mockResolvedValue(undefined);
  auth.fetchAuthSession.mockResolvedValue(session);
});

describe('toIdentityError', () => {
  it.each([
    ['UserNotConfirmedException', 'UserNotConfirmed'],
    ['NotAuthorizedException', 'NotAuthorized'],
    ['UserNotFoundException', 'UserNotFound'],
    ['PasswordResetRequiredException', 'PasswordResetRequired'],
    ['UsernameExistsException', 'UsernameExists'],
    ['AliasExistsException', 'UsernameExists'],
    ['InvalidPasswordException', 'InvalidPassword'],
    ['InvalidParameterException', 'InvalidParameter'],
    ['CodeMismatchException', 'CodeMismatch'],
    ['ExpiredCodeException', 'ExpiredCode'],
    ['LimitExceededException', 'LimitExceeded'],
    ['TooManyRequestsException', 'LimitExceeded'],
    ['TooManyFailedAttemptsException', 'LimitExceeded'],
    ['NetworkError', 'Network'],
    ['EmptySignInUsername', 'InvalidParameter'],
    ['EmptySignInPassword', 'InvalidParameter'],
    ['InternalErrorException', 'Unknown'],
    ['SomethingNew', 'Unknown'],
  ])('given Amplify throwing %s, should give the code %s and keep the message', (name, code) => {
    const error = toIdentityError(amplifyError(name, 'the pool said so'));
    expect(error).toBeInstanceOf(IdentityError);
    expect(error.code).toBe(code);
    expect(error.message).toBe('the pool said so');
    expect((error.cause as Error).name).toBe(name);
  });

  it('given a fetch that never reached the pool, should give Network', () => {
    expect(toIdentityError(new TypeError('Failed to fetch')).code).toBe('Network');
  });

  it('given something that is not an Error, should give Unknown', () => {
    expect(toIdentityError('boom')).toMatchObject({ code: 'Unknown', message: 'boom' });
    expect(toIdentityError(undefined).code).toBe('Unknown');
  });
});

describe('signIn', () => {
  it('given the password flow and DONE, should sign in with the session of the id token', async () => {
    auth.signIn.mockResolvedValue(done);
    const outcome = await createAmplifyIdentity().signIn('anna@example.ch', 'Secret-123');
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'anna@example.ch',
      password: 'Secret-123',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(outcome).toEqual({
      kind: 'signed-in',
      session: {
        idToken: 'id.token.jwt',
        expiresAt: exp,
        userId: 'sub-1',
        username: 'anna',
        email: 'anna@example.ch',
      },
    });
  });

  it.each([
    ['CONFIRM_SIGN_UP', { kind: 'confirm-sign-up' }],
    ['RESET_PASSWORD', { kind: 'reset-password' }],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', { kind: 'new-password-required' }],
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', { kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', { kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }],
    ['CONFIRM_SIGN_IN_WITH_EMAIL_CODE', { kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }],
    [
      'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' },
    ],
    [
      'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION' },
    ],
    ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP', { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }],
    ['CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }],
    [
      'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      { kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    ],
    [
      'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' },
    ],
    ['CONFIRM_SIGN_IN_WITH_PASSWORD', { kind: 'unsupported', step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }],
  ])('given the next step %s, should give %o', async (signInStep, outcome) => {
    auth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep } });
    await expect(createAmplifyIdentity().signIn('anna', 'Secret-123')).resolves.toEqual(outcome);
    expect(auth.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('given a user already signed in, should sign out locally and sign in as asked', async () => {
    auth.signIn
      .mockRejectedValueOnce(
        amplifyError('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
      )
      .mockResolvedValueOnce(done);
    const outcome = await createAmplifyIdentity().signIn('anna', 'Secret-123');
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
    expect(auth.signIn).toHaveBeenCalledTimes(2);
    expect(outcome.kind).toBe('signed-in');
  });

  it('given the retry after signing out failing, should reject with its code', async () => {
    auth.signIn
      .mockRejectedValueOnce(amplifyError('UserAlreadyAuthenticatedException'))
      .mockRejectedValueOnce(amplifyError('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(createAmplifyIdentity().signIn('anna', 'wrong')).rejects.toMatchObject({
      name: 'IdentityError',
      code: 'NotAuthorized',
    });
  });

  it.each([
    ['NotAuthorizedException', 'NotAuthorized'],
    ['UserNotFoundException', 'UserNotFound'],
    ['UserNotConfirmedException', 'UserNotConfirmed'],
    ['NetworkError', 'Network'],
  ])('given sign-in throwing %s, should reject with %s', async (name, code) => {
    auth.signIn.mockRejectedValue(amplifyError(name));
    await expect(createAmplifyIdentity().signIn('anna', 'x')).rejects.toMatchObject({ code });
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('given DONE but no id token, should reject rather than pretend to be signed in', async () => {
    auth.signIn.mockResolvedValue(done);
    auth.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    await expect(createAmplifyIdentity().signIn('anna', 'x')).rejects.toMatchObject({ code: 'Unknown' });
  });
});

describe('currentSession', () => {
  it('given valid or refreshed tokens, should give the session', async () => {
    await expect(createAmplifyIdentity().currentSession()).resolves.toMatchObject({
      idToken: 'id.token.jwt',
      username: 'anna',
    });
  });

  it('given no tokens, should give null', async () => {
    auth.fetchAuthSession.mockResolvedValue({});
    await expect(createAmplifyIdentity().currentSession()).resolves.toBeNull();
  });

  it('given a failed refresh, should clear the tokens and give null', async () => {
    auth.fetchAuthSession.mockRejectedValue(
      amplifyError('NotAuthorizedException', 'Refresh Token has expired'),
    );
    await expect(createAmplifyIdentity().currentSession()).resolves.toBeNull();
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
  });

  it('given the pool unreachable, should reject with Network and keep the tokens', async () => {
    auth.fetchAuthSession.mockRejectedValue(amplifyError('NetworkError', 'A network error has occurred.'));
    await expect(createAmplifyIdentity().currentSession()).rejects.toMatchObject({ code: 'Network' });
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});

describe('sign-up, confirmation and the other calls', () => {
  it('given sign-up, should send the e-mail, ask for auto sign-in by password and map the next step', async () => {
    auth.signUp.mockResolvedValue({ userId: 'sub-2', nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const identity = createAmplifyIdentity();
    await expect(
      identity.signUp({ username: 'ben', email: 'ben@example.ch', password: 'Secret-123' }),
    ).resolves.toEqual({
      userId: 'sub-2',
      next: 'confirm',
    });
    expect(auth.signUp).toHaveBeenCalledWith({
      username: 'ben',
      password: 'Secret-123',
      options: {
        userAttributes: { email: 'ben@example.ch' },
        autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
      },
    });
  });

  it.each([
    ['CONFIRM_SIGN_UP', 'confirm'],
    ['COMPLETE_AUTO_SIGN_IN', 'auto-sign-in'],
    ['DONE', 'done'],
  ])('given confirmation answering %s, should give %s', async (signUpStep, next) => {
    auth.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep } });
    await expect(createAmplifyIdentity().confirmSignUp('ben', '123456')).resolves.toEqual({ next });
    expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'ben', confirmationCode: '123456' });
  });

  it.each([
    ['UsernameExistsException', 'UsernameExists'],
    ['InvalidPasswordException', 'InvalidPassword'],
    ['InvalidParameterException', 'InvalidParameter'],
  ])('given sign-up throwing %s, should reject with %s', async (name, code) => {
    auth.signUp.mockRejectedValue(amplifyError(name));
    await expect(
      createAmplifyIdentity().signUp({ username: 'ben', email: 'ben@example.ch', password: 'x' }),
    ).rejects.toMatchObject({ code });
  });

  it.each([
    ['CodeMismatchException', 'CodeMismatch'],
    ['ExpiredCodeException', 'ExpiredCode'],
    ['LimitExceededException', 'LimitExceeded'],
  ])('given confirmation throwing %s, should reject with %s', async (name, code) => {
    auth.confirmSignUp.mockRejectedValue(amplifyError(name));
    await expect(createAmplifyIdentity().confirmSignUp('ben', '000000')).rejects.toMatchObject({ code });
  });

  it('given auto sign-in after confirmation, should give the signed-in outcome', async () => {
    auth.autoSignIn.mockResolvedValue(done);
    await expect(createAmplifyIdentity().autoSignIn()).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('given a new password, should answer the challenge and map what follows', async () => {
    auth.confirmSignIn.mockResolvedValue(done);
    await expect(createAmplifyIdentity().completeNewPassword('Newer-123')).resolves.toMatchObject({
      kind: 'signed-in',
    });
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Newer-123' });
  });

  it('given a password reset, should request the code and confirm it with the new password', async () => {
    auth.resetPassword.mockResolvedValue({ isPasswordReset: false });
    auth.confirmResetPassword.mockResolvedValue(undefined);
    const identity = createAmplifyIdentity();
    await identity.requestPasswordReset('anna');
    await identity.confirmPasswordReset('anna', '654321', 'Newer-123');
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'anna' });
    expect(auth.confirmResetPassword).toHaveBeenCalledWith({
      username: 'anna',
      confirmationCode: '654321',
      newPassword: 'Newer-123',
    });
  });

  it('given a sign-out failing offline, should reject with Network', async () => {
    auth.signOut.mockRejectedValue(amplifyError('NetworkError'));
    await expect(createAmplifyIdentity().signOut()).rejects.toMatchObject({ code: 'Network' });
  });
});

describe('changePassword', () => {
  it('given the current and the new password, should ask the pool to change it', async () => {
    auth.updatePassword.mockResolvedValue(undefined);
    await expect(
      createAmplifyIdentity().changePassword('Secret-123!', 'Newer-123!'),
    ).resolves.toBeUndefined();
    expect(auth.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Secret-123!',
      newPassword: 'Newer-123!',
    });
  });

  it.each([
    ['NotAuthorizedException', 'NotAuthorized'],
    ['InvalidPasswordException', 'InvalidPassword'],
    ['LimitExceededException', 'LimitExceeded'],
    ['TooManyRequestsException', 'LimitExceeded'],
    ['NetworkError', 'Network'],
    ['EmptyUpdatePassword', 'InvalidParameter'],
    ['UserUnAuthenticatedException', 'Unknown'],
  ])('given the change throwing %s, should reject with %s', async (name, code) => {
    auth.updatePassword.mockRejectedValue(amplifyError(name));
    await expect(createAmplifyIdentity().changePassword('Wrong-123!', 'Newer-123!')).rejects.toMatchObject({
      name: 'IdentityError',
      code,
    });
  });

  it('given a fetch that never reached the pool, should reject with Network', async () => {
    auth.updatePassword.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createAmplifyIdentity().changePassword('Secret-123!', 'Newer-123!')).rejects.toMatchObject({
      code: 'Network',
    });
  });
});

describe('configuration', () => {
  it('given the local pool, should configure the user pool with its endpoint and no identity pool', () => {
    expect(
      amplifyAuthConfig({
        userPoolId: 'local_abc',
        clientId: 'client1',
        region: 'eu-central-2',
        endpoint: 'http://127.0.0.1:9229',
      }),
    ).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'local_abc',
          userPoolClientId: 'client1',
          userPoolEndpoint: 'http://127.0.0.1:9229',
          loginWith: { username: true, email: true },
        },
      },
    });
  });

  it('given the real pool, should configure no endpoint', () => {
    const { Cognito } = amplifyAuthConfig({
      userPoolId: 'eu-central-2_Ab',
      clientId: 'c',
      region: 'eu-central-2',
    }).Auth;
    expect(Cognito).not.toHaveProperty('userPoolEndpoint');
    expect(Cognito).not.toHaveProperty('identityPoolId');
  });

  it('given several adapters, should configure Amplify once', () => {
    createIdentity();
    createIdentity();
    expect(configure).toHaveBeenCalledTimes(1);
  });
});
