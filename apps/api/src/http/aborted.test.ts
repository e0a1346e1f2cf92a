/**
 * A client that hangs up in the middle of its body, over real HTTP under @hono/node-server: a
 * client event, not the API's failure. No error is logged and nothing is answered as a 500.
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

import { memoryLogger } from '../logger';
import { testBackends } from '../test/backends';
import { useHarness } from '../test/harness';

for (const backend of await testBackends()) {
  describe(`an upload broken off by the client (${backend})`, () => {
    const h = useHarness(backend);
    let server: ServerType;
    let port: number;
    const logger = memoryLogger();
    /** The status the app answered for each request it handled, in order. */
    let handled: { path: string; status: number }[] = [];
    let onHandled: () => void = () => {};

    beforeAll(async () => {
      const app = h.appWith({ logger });
      server = serve({
        fetch: async (request, env) => {
          const response = await app.fetch(request, env);
          handled.push({ path: new URL(request.url).pathname, status: response.status });
          onHandled();
          return response;
        },
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    /** Sends the head and part of a body of `declared` bytes, then hangs up; resolves once the app answered. */
    async function breakOff(path: string, headers: Record<string, string>) {
      handled = [];
      const done = new Promise<void>((resolve) => (onHandled = resolve));
      const received = new Promise((resolve) => server.once('request', resolve));
      const socket = net.connect({ host: '127.0.0.1', port });
      await new Promise((resolve) => socket.once('connect', resolve));
      const head = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Length: 100', 'Connection: close'];
      for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
      socket.write(`${head.join('\r\n')}\r\n\r\n{"name": "`);
      // Once the server has the request in hand (its head parsed, the body being read), hang up.
      await received;
      socket.destroy();
      await done;
      return handled[0]!;
    }

    it('given a public call whose client hangs up mid-body, should log no error and not answer 500', async () => {
      const answer = await breakOff('/contact', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(answer.status).toBe(400);
      expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
    });

    it('given a signed-in call whose client hangs up mid-body, should log no error and not answer 500', async () => {
      const user = await h.registerUser();
      const answer = await breakOff('/products', {
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
      });
      expect(answer.status).toBe(400);
      expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
    });
  });
}
