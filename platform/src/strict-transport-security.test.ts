import { describe, expect, it } from 'vitest';
import { createServer } from './create-server';
import { DEFAULT_SERVER_LIMITS } from './server-limits';

const HSTS = 'strict-transport-security';

function server(options: Parameters<typeof createServer>[0]) {
  const app = createServer(options);
  app.get('/', async () => ({ ok: true }));
  return app;
}

describe('Strict-Transport-Security', () => {
  it('is absent over plain HTTP, and a client cannot ask for it', async () => {
    const response = await server({}).inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers[HSTS]).toBeUndefined();
  });

  it('is sent on every answer, errors too, when the public URL is https', async () => {
    const app = server({ publicHttps: true });
    expect((await app.inject({ url: '/' })).headers[HSTS]).toBe('max-age=31536000');
    expect((await app.inject({ url: '/nowhere' })).headers[HSTS]).toBe('max-age=31536000');
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const app = server({ limits: { ...DEFAULT_SERVER_LIMITS, trustProxy: { addresses: ['10.0.0.1'] } } });
    const viaProxy = await app.inject({ url: '/', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers[HSTS]).toBe('max-age=31536000');
    const direct = await app.inject({ url: '/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers[HSTS]).toBeUndefined();
  });
});
