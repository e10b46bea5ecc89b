import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { ALLOWED_ORIGIN, useTestServer } from '../test-support/build-test-server';
import { CROSS_SITE_MESSAGE } from './cross-site-guard';

describe('cross-site requests that change state', () => {
  const app = useTestServer({ loginRateLimit: { max: 1_000, timeWindowMs: 60_000 } });
  const login = (headers: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:9999' }],
    ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
    ['a browser that says cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin that claims same-site', { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }],
  ])('refuses a login from %s with 403 JSON, before any work', async (_case, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(response.cookies).toEqual([]);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses %s from a foreign origin too', async (method) => {
    const response = await app().inject({ method, url: '/api/v1/products/1', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a forged logout, which would otherwise end the visitor session', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['the site', { origin: ALLOWED_ORIGIN, 'sec-fetch-site': 'same-site' }],
    ['the site on another site than the API', { origin: ALLOWED_ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ['a client that is not a browser (no Origin)', {}],
    ['a same-origin browser request', { 'sec-fetch-site': 'same-origin' }],
  ])('lets a login from %s through', async (_case, headers) => {
    expect((await login(headers)).statusCode).toBe(200);
  });

  it('leaves reads from anywhere alone: CORS decides who may read them', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products/1', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
