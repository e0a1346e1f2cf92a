import { Hono } from 'hono';

/**
 * The API as one Hono app, free of any server: `server.ts` runs it under Node, and the same app can
 * run as an AWS Lambda handler. The endpoints of the specs are added by feature.
 */
export function createApp() {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}
