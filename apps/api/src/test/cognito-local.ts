/**
 * cognito-local on a free port in its own temporary folder, with the app's user pool and web
 * client (`src/local/cognito.ts`): the real HTTP API of a user pool for integration tests
 * (sign-up, confirmation, sign-in, refresh, AdminGetUser, tokens, JWKS).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {
  cognitoCall,
  ensurePoolAndClient,
  startCognitoLocal as startProcess,
  type CognitoLocalProcess,
} from '../local/cognito';

export { CognitoCallError } from '../local/cognito';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
}

export interface LocalPool {
  endpoint: string;
  issuer: string;
  userPoolId: string;
  clientId: string;
  /** The temporary folder cognito-local runs in. */
  dir: string;
  process: CognitoLocalProcess;
  /** One API call; an error answer throws a `CognitoCallError` (its `type` is the exception name). */
  call<T = Record<string, unknown>>(target: string, body: Record<string, unknown>): Promise<T>;
  /** SignUp through the web client, with an e-mail attribute. */
  signUp(
    username: string,
    email: string,
    password: string,
  ): Promise<{ UserSub: string; UserConfirmed: boolean }>;
  /** The code SignUp "sent": cognito-local keeps it in its pool file until confirmation. */
  confirmationCode(username: string): Promise<string>;
  /** ConfirmSignUp with the code that was sent, as the user does. */
  confirmSignUp(username: string): Promise<void>;
  /** InitiateAuth USER_PASSWORD_AUTH (what the web app does) with a username or an e-mail. */
  signIn(usernameOrEmail: string, password: string): Promise<AuthenticationResult>;
  /** Signs up and confirms a user (with the code); returns its id token. */
  createUser(username: string, email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startCognitoLocal(): Promise<LocalPool> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'diet-api-cognito-'));
  let running: CognitoLocalProcess | undefined;
  try {
    running = await startProcess({ dir, port: await freePort() });
    const { endpoint } = running;
    const ids = await ensurePoolAndClient(endpoint, dir);
    const call = <T = Record<string, unknown>>(target: string, body: Record<string, unknown>) =>
      cognitoCall<T>(endpoint, target, body);

    const pool: LocalPool = {
      endpoint,
      ...ids,
      dir,
      process: running,
      call,
      signUp: (username, email, password) =>
        call('SignUp', {
          ClientId: ids.clientId,
          Username: username,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      async confirmationCode(username) {
        const file = path.join(dir, '.cognito', 'db', `${ids.userPoolId}.json`);
        const data = JSON.parse(await readFile(file, 'utf8')) as {
          Users: Record<string, { ConfirmationCode?: string }>;
        };
        const code = data.Users[username]?.ConfirmationCode;
        if (!code) throw new Error(`No confirmation code for ${username}`);
        return code;
      },
      async confirmSignUp(username) {
        await call('ConfirmSignUp', {
          ClientId: ids.clientId,
          Username: username,
          ConfirmationCode: await pool.confirmationCode(username),
        });
      },
      async signIn(usernameOrEmail, password) {
        const { AuthenticationResult } = await call<{ AuthenticationResult: AuthenticationResult }>(
          'InitiateAuth',
          {
            ClientId: ids.clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: usernameOrEmail, PASSWORD: password },
          },
        );
        return AuthenticationResult;
      },
      async createUser(username, email, password) {
        await pool.signUp(username, email, password);
        await pool.confirmSignUp(username);
        return (await pool.signIn(username, password)).IdToken;
      },
      async stop() {
        await running?.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
    return pool;
  } catch (error) {
    await running?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
