/**
 * Node's server timeouts over raw sockets (short timeouts configured for the test): a request
 * whose head or body never completes is answered 408 and closed; an idle keep-alive connection is
 * closed. Without them a client could hold a connection (and a request in the API) forever.
 */
import type { Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

import type { ServerType } from '@hono/node-server';

import { memoryLogger } from '../logger';
import { testBackends } from '../test/backends';
import { useHarness } from '../test/harness';
import { serveApi, SERVER_TIMEOUTS, type ServerTimeouts } from './node-server';

const SHORT: ServerTimeouts = {
  headersMs: 400,
  requestMs: 800,
  keepAliveMs: 300,
  idleMs: 2_000,
  checkIntervalMs: 50,
};
/** How long a test waits for the server to act before calling it held open. */
const BOUND_MS = 8_000;

/** Opens a socket, writes `text`, and collects what the server sends until it closes the socket. */
async function exchange(
  port: number,
  text: string,
): Promise<{ received: string; closed: boolean; ms: number }> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), BOUND_MS)));
  socket.write(text);
  const result = await Promise.race([closed, bound]);
  clearTimeout(timer);
  socket.destroy();
  return { received, closed: result, ms: Date.now() - started };
}

describe('the server timeouts by default', () => {
  it('given no settings, should bound header, request and idle times on the server', async () => {
    const server = serveApi({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const node = server as Server;
    try {
      expect({
        headers: node.headersTimeout,
        request: node.requestTimeout,
        keepAlive: node.keepAliveTimeout,
        idle: node.timeout,
      }).toEqual({ headers: 10_000, request: 30_000, keepAlive: 5_000, idle: 60_000 });
      expect(SERVER_TIMEOUTS).toMatchObject({ headersMs: 10_000, requestMs: 30_000 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

for (const backend of await testBackends()) {
  describe(`the server timeouts (${backend})`, () => {
    const h = useHarness(backend);
    const logger = memoryLogger();
    let server: ServerType;
    let port: number;

    beforeAll(async () => {
      const app = h.appWith({ logger });
      server = serveApi({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', timeouts: SHORT });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('given a body declared as 100 bytes with 10 sent, should answer 408 and close', async () => {
      const { received, closed } = await exchange(
        port,
        'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          'Content-Length: 100\r\n\r\nname=Anna&',
      );
      expect(closed).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
    });

    it('given a head that never ends, should answer 408 and close', async () => {
      const { received, closed } = await exchange(port, 'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      expect(closed).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('given a keep-alive connection left idle after an answer, should close it', async () => {
      const { received, closed, ms } = await exchange(
        port,
        'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      );
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      expect(closed).toBe(true);
      // Node's own default would keep it 5 s.
      expect(ms).toBeLessThan(4_000);
    });
  });
}
