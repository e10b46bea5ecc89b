import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../auth/login-rate-limit';
import { ALLOWED_ORIGIN, useTestServer } from '../test-support/build-test-server';

const TOO_MANY = { message: 'Too many login attempts. Please wait a minute and try again.' };
const WRONG_PASSWORD = JSON.stringify({ email: DEMO_ACCOUNT.email, password: 'not-the-password' });

describe('login rate limit', () => {
  // The account's own back-off is tested on its own (login-backoff.test.ts): here it stays out of the way.
  const app = useTestServer({
    loginRateLimit: { max: 3, timeWindowMs: 60_000 },
    loginBackoff: {
      network: { threshold: 1_000, baseMs: 1_000, maxMs: 1_000 },
      device: { threshold: 1_000, baseMs: 1_000, maxMs: 1_000 },
    },
  });
  const attempt = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: WRONG_PASSWORD,
    });

  it('answers 429 JSON with Retry-After once a client has used its attempts', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt('203.0.113.1')).statusCode);
    const blocked = await attempt('203.0.113.1');

    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/json/);
    expect(blocked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('blocks even the right password once the limit is reached', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('203.0.113.2');
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '203.0.113.2',
      headers: { 'content-type': 'application/json' },
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });

    expect(response.statusCode).toBe(429);
    expect(response.body).not.toContain('token');
  });

  it('counts each client on its own', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('203.0.113.3');

    expect((await attempt('203.0.113.4')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For, so a client cannot pose as a fresh one', async () => {
    for (let i = 0; i < 3; i += 1) {
      await attempt('203.0.113.5', { 'x-forwarded-for': `198.51.100.${i}` });
    }
    const response = await attempt('203.0.113.5', { 'x-forwarded-for': '198.51.100.99' });

    expect(response.statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, whose addresses one subscriber has by the billion', async () => {
    for (let i = 0; i < 3; i += 1) await attempt(`2001:db8:7:7::${i + 1}`);
    expect((await attempt('2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await attempt('2001:db8:7:8::1')).statusCode).toBe(401);
  });

  it('counts malformed bodies too, since the limit applies before parsing', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('203.0.113.6');
    const malformed = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '203.0.113.6',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(malformed.statusCode).toBe(429);
  });

  it('lets the allowed site read the 429', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('203.0.113.7');
    const response = await attempt('203.0.113.7', { origin: ALLOWED_ORIGIN });

    expect(response.statusCode).toBe(429);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('leaves product and policy reads unlimited', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('203.0.113.8');
    const reads = await Promise.all(
      ['/api/v1/products', '/api/v1/products/1', '/api/v1/policies', '/api/v1/policies/1'].map(
        (url) => app().inject({ method: 'GET', url, remoteAddress: '203.0.113.8' }),
      ),
    );

    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200, 200]);
    expect(reads.every((read) => read.headers['x-ratelimit-limit'] === undefined)).toBe(true);
  });
});

describe('default login rate limit', () => {
  const app = useTestServer();

  it('is 20 attempts a minute per client', async () => {
    expect(DEFAULT_LOGIN_RATE_LIMIT).toEqual({ max: 20, timeWindowMs: 60_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.20',
        headers: { 'content-type': 'application/json' },
        // An empty body is refused before the (slow) password check, so this stays fast.
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }

    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
