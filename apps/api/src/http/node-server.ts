/**
 * The API under Node's HTTP server (`server.ts`), with its timeouts set: a client cannot hold a
 * connection, or a request inside the API, open forever by sending its head or body slowly.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

export interface ServerTimeouts {
  /** The whole request head must arrive within this (408 otherwise). */
  headersMs: number;
  /** The whole request, head and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** A keep-alive connection with no request in flight is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves, either way, is closed after this. */
  idleMs: number;
  /** How often Node checks the head and request timeouts. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkIntervalMs: 1_000,
};

/**
 * Serves `fetch` (the Hono app's) under @hono/node-server. Node answers 408 and closes the
 * connection when the head or the request misses its timeout and nothing was answered yet; the
 * app then sees the body break off (`http/body.ts`: a client event, not logged).
 */
export function serveApi(
  options: {
    fetch: Parameters<typeof serve>[0]['fetch'];
    port: number;
    hostname: string;
    timeouts?: ServerTimeouts;
  },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
      },
    },
    onListening,
  ) as Server;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);
  return server;
}
