import { serverLogging } from '@storefront/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import { buildServer } from '../server';
import { freshTestDatabase } from '../test-support/test-database';

describe('passwords and tokens stay out of logs, URLs and headers', () => {
  const database = freshTestDatabase();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    // The server with its real logging on, writing into `lines` instead of standard output.
    const logging = serverLogging('api', { env: {}, stream: { write: (line) => void lines.push(line) } });
    app = await buildServer({ db: database().db, allowedOrigins: [], logging });
    await app.ready();
  });
  afterAll(async () => app.close());

  const login = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', authorization: 'Bearer earlier-token' },
      payload,
    });

  it('logs a successful login without its token, device cookie or password', async () => {
    const response = await login(
      JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    );
    const { token } = (response.json() as { data: { token: string } }).data;

    expect(response.statusCode).toBe(200);
    const log = lines.join('');
    // The capture works: the login and its request are in it.
    expect(log).toContain('login succeeded');
    expect(log).toContain('/api/v1/auth/login');
    // Each request is one line with its id, method, path, status and time.
    const requestLine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request');
    expect(requestLine).toMatchObject({ name: 'api', method: 'POST', path: '/api/v1/auth/login', status: 200 });
    expect(requestLine?.reqId).toEqual(expect.any(String));
    expect(requestLine?.ms).toEqual(expect.any(Number));
    expect(log).not.toContain(token);
    expect(log).not.toContain(response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value);
    expect(log).not.toContain(DEMO_ACCOUNT.password);
    expect(log).not.toContain('earlier-token');
    expect(response.headers.location).toBeUndefined();
    // The token travels in the body (for API clients) and in the HttpOnly session cookie, nowhere else.
    const { 'set-cookie': setCookie, ...otherHeaders } = response.headers;
    expect(JSON.stringify(otherHeaders)).not.toContain(token);
    expect(String(setCookie)).toMatch(new RegExp(`^sf_session=${token};.*HttpOnly`));
  });

  it('does not log the session cookie a request carries', async () => {
    const { token } = ((await login(JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }))).json() as { data: { token: string } }).data;
    const before = lines.length;
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `sf_session=${token}` } });

    expect(response.statusCode).toBe(200);
    expect(lines.slice(before).join('')).toContain('/api/v1/auth/session');
    expect(lines.slice(before).join('')).not.toContain(token);
  });

  it.each([
    ['a wrong password', JSON.stringify({ email: DEMO_ACCOUNT.email, password: 'Hunter2-guess' })],
    ['malformed JSON', '{"email":"demo@smarthome.example","password":"Hunter2-guess"'],
    [
      'an oversize body',
      JSON.stringify({ email: 'a@b.example', password: `Hunter2-guess${'x'.repeat(20_000)}` }),
    ],
  ])('does not log the password sent with %s', async (_case, payload) => {
    const before = lines.length;
    const response = await login(payload);

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const log = lines.slice(before).join('');
    expect(log).toContain(String(response.statusCode));
    expect(log).not.toContain('Hunter2-guess');
    expect(response.body).not.toContain('Hunter2-guess');
  });
});
