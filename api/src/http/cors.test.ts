import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, useTestServer } from '../test-support/build-test-server';

describe('CORS', () => {
  const app = useTestServer();

  it('allows a configured site origin', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { origin: ALLOWED_ORIGIN },
    });

    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    // The site's pages send the session cookie, so the answer must say credentials are welcome.
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('does not allow any other origin', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(200);
    // Without an allow-origin of its own the browser hands the page nothing, credentials or not.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/v1/products/999'],
    ['GET', '/api/v1/nowhere'],
    ['POST', '/api/v1/auth/login'],
  ] as const)('lets an allowed site read the error from %s %s', async (method, url) => {
    const response = await app().inject({ method, url, headers: { origin: ALLOWED_ORIGIN } });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('answers the login preflight with GET, POST and OPTIONS', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
  });
});
