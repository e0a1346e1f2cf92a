import { createApp } from './app';

describe('api app', () => {
  it('given GET /health, should answer ok as JSON', async () => {
    const response = await createApp().request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('given an unknown path, should answer 404 with a JSON message', async () => {
    const response = await createApp().request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
