import type { Context } from 'hono';

/** The runtime's view of the peer address (node-server's conninfo, Lambda's request context). */
export type RemoteAddress = (c: Context) => string | undefined;

/**
 * The client address used for flood limits. Behind a proxy that appends to X-Forwarded-For
 * (`trustProxy`), the last entry is the one the proxy saw; otherwise the peer address.
 */
export function clientAddress(c: Context, remoteAddress: RemoteAddress, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return remoteAddress(c) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
