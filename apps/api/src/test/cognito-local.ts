/**
 * cognito-local on a free port in its own folder, with a pool and an app client: the real HTTP
 * API of a user pool for integration tests (AdminGetUser, tokens, JWKS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.bin/cognito-local',
);

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

export interface LocalPool {
  endpoint: string;
  issuer: string;
  userPoolId: string;
  clientId: string;
  call<T = Record<string, unknown>>(target: string, body: Record<string, unknown>): Promise<T>;
  /** Signs up and confirms a user; returns its id token. */
  createUser(username: string, email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startCognitoLocal(): Promise<LocalPool> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'diet-api-cognito-'));
  await mkdir(path.join(dir, '.cognito'), { recursive: true });
  await writeFile(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }),
  );
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}/`;
  const child: ChildProcess = spawn(BIN, [], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });

  async function call<T>(target: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${target} failed: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await call('ListUserPools', { MaxResults: 1 });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('cognito-local did not start', { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const { UserPool } = await call<{ UserPool: { Id: string } }>('CreateUserPool', { PoolName: 'test' });
  const { UserPoolClient } = await call<{ UserPoolClient: { ClientId: string } }>('CreateUserPoolClient', {
    UserPoolId: UserPool.Id,
    ClientName: 'web',
    ExplicitAuthFlows: ['USER_PASSWORD_AUTH'],
  });

  return {
    endpoint,
    issuer: `http://127.0.0.1:${port}/${UserPool.Id}`,
    userPoolId: UserPool.Id,
    clientId: UserPoolClient.ClientId,
    call,
    async createUser(username, email, password) {
      await call('SignUp', {
        ClientId: UserPoolClient.ClientId,
        Username: username,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      await call('AdminConfirmSignUp', { UserPoolId: UserPool.Id, Username: username });
      const { AuthenticationResult } = await call<{ AuthenticationResult: { IdToken: string } }>(
        'InitiateAuth',
        {
          ClientId: UserPoolClient.ClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        },
      );
      return AuthenticationResult.IdToken;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(undefined);
        else child.once('exit', resolve);
      });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
