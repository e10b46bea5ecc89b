import { describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { useTestServer } from '../test-support/build-test-server';

describe('error responses', () => {
  const app = useTestServer();

  it.each([
    ['GET', '/does-not-exist'],
    ['GET', '/api/v1/orders'],
    ['DELETE', '/api/v1/products/1'],
    ['GET', '/api/v1/auth/login'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const response = await app().inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a badly encoded URL with 400 JSON', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('sets nosniff on responses', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/policies' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const app = await buildServer({ allowedOrigins: [] });
    app.get('/boom', async () => {
      throw new Error('secret detail at /work/main/api/src/server.ts:1');
    });

    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body).not.toMatch(/secret|\/work\/|at /);
  });
});
