/**
 * What patches/cognito-local@5.3.0.patch adds to cognito-local, against the real process with the
 * app's pool (src/local/cognito.ts): each test fails on the unpatched 5.3.0.
 */
import { isValidPassword } from '@diet/domain';
import { decodeJwt } from 'jose';

import { systemClock } from '../clock';
import {
  CognitoCallError,
  startCognitoLocal,
  type AuthenticationResult,
  type LocalPool,
} from '../test/cognito-local';
import { TEST_PASSWORD } from '../test/harness';
import { cognitoVerifier, remoteJwks } from './verifier';

describe('cognito-local 5.3.0 as patched', () => {
  let pool: LocalPool;

  beforeAll(async () => {
    pool = await startCognitoLocal();
  }, 60_000);
  afterAll(async () => {
    await pool?.stop();
  });

  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CognitoCallError);
    return error as CognitoCallError;
  };
  const attributes = async (username: string) => {
    const { UserAttributes = [] } = await pool.call<{ UserAttributes?: { Name: string; Value: string }[] }>(
      'AdminGetUser',
      { UserPoolId: pool.userPoolId, Username: username },
    );
    return Object.fromEntries(UserAttributes.map((attribute) => [attribute.Name, attribute.Value]));
  };

  it('given a confirmed user, should sign in with its e-mail (alias) as with its username', async () => {
    await pool.createUser('alias-user', 'alias@example.test', TEST_PASSWORD);

    const byEmail = await pool.signIn('alias@example.test', TEST_PASSWORD);
    expect(decodeJwt(byEmail.IdToken)).toMatchObject({
      'cognito:username': 'alias-user',
      email: 'alias@example.test',
    });
    const byUsername = await pool.signIn('alias-user', TEST_PASSWORD);
    expect(decodeJwt(byUsername.IdToken).sub).toBe(decodeJwt(byEmail.IdToken).sub);

    // An e-mail is an alias only once verified: not before the user confirms its sign-up.
    await pool.signUp('pending-user', 'pending@example.test', TEST_PASSWORD);
    expect((await rejection(pool.signIn('pending@example.test', TEST_PASSWORD))).type).toBe(
      'NotAuthorizedException',
    );
    expect((await rejection(pool.signIn('pending-user', TEST_PASSWORD))).type).toBe(
      'UserNotConfirmedException',
    );
  });

  it('given ConfirmSignUp with the e-mailed code, should mark the e-mail verified, attribute and claim', async () => {
    await pool.signUp('verify-user', 'verify@example.test', TEST_PASSWORD);
    expect((await attributes('verify-user')).email_verified).not.toBe('true');

    await pool.confirmSignUp('verify-user');
    expect(await attributes('verify-user')).toMatchObject({
      email: 'verify@example.test',
      email_verified: 'true',
    });
    const { IdToken } = await pool.signIn('verify-user', TEST_PASSWORD);
    expect(decodeJwt(IdToken).email_verified).toBe(true);

    // And the claim says false when the attribute does (5.3.0 made any value true).
    await pool.call('AdminUpdateUserAttributes', {
      UserPoolId: pool.userPoolId,
      Username: 'verify-user',
      UserAttributes: [
        { Name: 'email', Value: 'verify@example.test' },
        { Name: 'email_verified', Value: 'false' },
      ],
    });
    const after = await pool.signIn('verify-user', TEST_PASSWORD);
    expect(decodeJwt(after.IdToken).email_verified).toBe(false);
  });

  it('given a password against the pool policy, SignUp should answer InvalidPasswordException', async () => {
    // The pool's policy is the domain's rule: 8+ characters, an uppercase letter, a digit, a symbol.
    const refused = ['Sh0rt!A', 'nouppercase1!', 'NoDigits!!x', 'NoSymbol12x', ' Leading1', 'Trailing1 '];
    for (const [i, password] of refused.entries()) {
      expect(isValidPassword(password)).toBe(false);
      const error = await rejection(pool.signUp(`weak-${i}`, `weak-${i}@example.test`, password));
      expect({ password, status: error.status, type: error.type }).toEqual({
        password,
        status: 400,
        type: 'InvalidPasswordException',
      });
      expect((await rejection(attributes(`weak-${i}`))).type).toBe('UserNotFoundException');
    }
    const accepted = ['ALLCAPS1!', 'Inner space1', 'Ümlaut+A9'];
    for (const [i, password] of accepted.entries()) {
      expect(isValidPassword(password)).toBe(true);
      await expect(pool.signUp(`strong-${i}`, `strong-${i}@example.test`, password)).resolves.toMatchObject({
        UserConfirmed: false,
      });
    }
  });

  it('given a wrong password, should answer NotAuthorizedException, as for an unknown user', async () => {
    await pool.createUser('wrong-pass', 'wrong-pass@example.test', TEST_PASSWORD);

    for (const username of ['wrong-pass', 'wrong-pass@example.test', 'nobody-at-all']) {
      const error = await rejection(pool.signIn(username, 'Wrong-passw0rd'));
      expect({ username, status: error.status, type: error.type }).toEqual({
        username,
        status: 400,
        type: 'NotAuthorizedException',
      });
    }
    const admin = await rejection(
      pool.call('AdminInitiateAuth', {
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'wrong-pass', PASSWORD: 'Wrong-passw0rd' },
      }),
    );
    expect(admin.type).toBe('NotAuthorizedException');
  });

  it('given ChangePassword, should refuse a wrong old password (NotAuthorizedException) and a password against the policy', async () => {
    await pool.createUser('change-pass', 'change-pass@example.test', TEST_PASSWORD);
    const { AccessToken } = await pool.signIn('change-pass', TEST_PASSWORD);
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      pool.call('ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });
    const stillOld = async () => {
      await expect(pool.signIn('change-pass', TEST_PASSWORD)).resolves.toMatchObject({
        AccessToken: expect.any(String),
      });
    };

    // 5.3.0 answered InvalidPasswordException; Cognito says NotAuthorizedException.
    const wrong = await rejection(change('Wrong-passw0rd', 'Newer-Passw0rd!'));
    expect({ status: wrong.status, type: wrong.type }).toEqual({
      status: 400,
      type: 'NotAuthorizedException',
    });
    await stillOld();

    // 5.3.0 accepted any new password; the pool's policy (the domain's rule) now applies.
    for (const password of ['Sh0rt!A', 'nouppercase1!', 'NoDigits!!x', 'NoSymbol12x', 'Trailing1 ']) {
      expect(isValidPassword(password)).toBe(false);
      const weak = await rejection(change(TEST_PASSWORD, password));
      expect({ password, status: weak.status, type: weak.type }).toEqual({
        password,
        status: 400,
        type: 'InvalidPasswordException',
      });
    }
    await stillOld();

    await expect(change(TEST_PASSWORD, 'Newer-Passw0rd!')).resolves.toEqual({});
    await expect(pool.signIn('change-pass', 'Newer-Passw0rd!')).resolves.toMatchObject({
      AccessToken: expect.any(String),
    });
    expect((await rejection(pool.signIn('change-pass', TEST_PASSWORD))).type).toBe('NotAuthorizedException');
  });

  it('given a refresh token, should give new tokens (GetTokensFromRefreshToken, REFRESH_TOKEN_AUTH)', async () => {
    await pool.createUser('refresh-user', 'refresh@example.test', TEST_PASSWORD);
    const first = await pool.signIn('refresh-user', TEST_PASSWORD);
    expect(first.RefreshToken).toEqual(expect.any(String));
    const verifier = cognitoVerifier({
      issuer: pool.issuer,
      clientId: pool.clientId,
      jwks: remoteJwks(`${pool.issuer}/.well-known/jwks.json`),
      clock: systemClock,
    });

    // What Amplify 6.2x calls to refresh.
    const { AuthenticationResult: fresh } = await pool.call<{ AuthenticationResult: AuthenticationResult }>(
      'GetTokensFromRefreshToken',
      { ClientId: pool.clientId, RefreshToken: first.RefreshToken },
    );
    expect(fresh).toMatchObject({
      IdToken: expect.any(String),
      AccessToken: expect.any(String),
      TokenType: 'Bearer',
      ExpiresIn: expect.any(Number),
    });
    expect(decodeJwt(fresh.IdToken).jti).not.toBe(decodeJwt(first.IdToken).jti);
    expect(decodeJwt(fresh.AccessToken)).toMatchObject({ token_use: 'access', username: 'refresh-user' });
    await expect(verifier.verify(fresh.IdToken)).resolves.toMatchObject({
      username: 'refresh-user',
      email: 'refresh@example.test',
    });

    // The InitiateAuth flow older clients use.
    const { AuthenticationResult: viaInitiate } = await pool.call<{
      AuthenticationResult: AuthenticationResult;
    }>('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
    });
    await expect(verifier.verify(viaInitiate.IdToken)).resolves.toMatchObject({ username: 'refresh-user' });

    for (const RefreshToken of ['not-a-refresh-token', first.IdToken]) {
      const error = await rejection(
        pool.call('GetTokensFromRefreshToken', { ClientId: pool.clientId, RefreshToken }),
      );
      expect(error.type).toBe('NotAuthorizedException');
    }
    const unknownClient = await rejection(
      pool.call('GetTokensFromRefreshToken', {
        ClientId: 'no-such-client',
        RefreshToken: first.RefreshToken,
      }),
    );
    expect(unknownClient.status).toBe(400);
  });
});
