import { describe, expect, it } from 'vitest';
import { SUPPORT_REQUEST_BODY_LIMIT } from '../routes/support-request-routes';
import { BODY_LIMIT_BYTES, buildServer } from '../server';
import { useTestServer } from '../test-support/build-test-server';
import { freshTestDatabase } from '../test-support/test-database';

describe('error responses', () => {
  const app = useTestServer();

  it.each([
    ['GET', '/does-not-exist'],
    ['GET', '/api/v1/orders'],
    ['GET', '/public/'],
    ['GET', '/public/../package.json'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const response = await app().inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each([
    ['DELETE', '/api/v1/products/1', 'GET, HEAD'],
    ['GET', '/api/v1/auth/login', 'POST'],
  ] as const)('answers %s %s, a known path with the wrong method, with 405 JSON', async (method, url, allow) => {
    const response = await app().inject({ method, url });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ message: `This address does not accept ${method}.` });
  });

  it('answers OPTIONS without Origin as JSON', async () => {
    const response = await app().inject({ method: 'OPTIONS', url: '/api/v1/products' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a dotfile under /public with 403 JSON without an internal code', async () => {
    const response = await app().inject({ method: 'GET', url: '/public/.hidden' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(/FST_/);
  });

  it('answers a badly encoded URL with 400 JSON', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['/api/v1/auth/login', BODY_LIMIT_BYTES],
    ['/api/v1/support-requests', SUPPORT_REQUEST_BODY_LIMIT],
  ])('answers a body over the limit to %s with 413 JSON', async (url, limit) => {
    const response = await app().inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ comments: 'x'.repeat(limit) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large.' });
  });

  it.each(['/api/v1/auth/login', '/api/v1/support-requests'])(
    'answers malformed JSON to %s with 400 JSON',
    async (url) => {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.example", "__proto__": ',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Request body must be valid JSON.' });
    },
  );

  it.each(['/api/v1/policies', '/does-not-exist'])('sends the security headers on %s', async (url) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('unexpected failures', () => {
  const database = freshTestDatabase();
  const INTERNAL_DETAIL = 'secret detail at /work/main/api/src/server.ts:1:1';
  const throwers: Array<[string, () => unknown, number]> = [
    ['an Error', () => new Error(INTERNAL_DETAIL), 500],
    [
      'a TypeError from a bug',
      () => new TypeError(`Cannot read properties of undefined (${INTERNAL_DETAIL})`),
      500,
    ],
    ['a bare string', () => INTERNAL_DETAIL, 500],
    [
      'an Error with a 503 status',
      () => Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 503 }),
      503,
    ],
    [
      'an Error with a 400 status',
      () => Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 400 }),
      400,
    ],
  ];

  it.each(throwers)(
    'answer %s with a generic JSON message and no stack trace',
    async (_case, makeError, status) => {
      const app = await buildServer({ db: database().db, allowedOrigins: [] });
      app.get('/boom', async () => {
        throw makeError();
      });

      const response = await app.inject({ method: 'GET', url: '/boom' });
      await app.close();

      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.json())).toEqual(['message']);
      for (const leak of ['secret', 'at ', '/work', '.ts', 'node_modules']) {
        expect(response.body).not.toContain(leak);
      }
    },
  );
});
