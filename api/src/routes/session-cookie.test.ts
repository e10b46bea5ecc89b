import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { useTestServer } from '../test-support/build-test-server';
import { forEachDatabaseServer } from '../test-support/test-database';

const CREDENTIALS = JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

function sessionCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie;
}

function logIn(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json', ...headers }, payload: CREDENTIALS });
}

const withCookie = (value: string) => ({ cookie: `${SESSION_COOKIE}=${value}` });

forEachDatabaseServer('the session cookie', (server) => {
  const app = useTestServer({ server: () => server });

  it('is set at login: HttpOnly, SameSite=Lax, Path=/, not Secure over plain http, ending with the session', async () => {
    const response = await logIn(app());
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    const { data } = response.json() as { data: { token: string } };
    expect(cookie).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.domain).toBeUndefined();
    const session = (await app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: withCookie(cookie.value) })).json() as {
      data: { expiresAt: string };
    };
    expect((cookie.expires as Date).getTime()).toBe(new Date(session.data.expiresAt).setMilliseconds(0));
  });

  it('stands for the session: GET /auth/session answers the user from the cookie alone', async () => {
    const { value } = sessionCookieOf(await logIn(app()));
    const response = await app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: withCookie(value) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { user: unknown } }).data.user).toEqual({ id: 1, name: 'Demo Customer', email: DEMO_ACCOUNT.email });
  });

  it('ends on the server at logout, which clears the cookie: the old cookie is refused afterwards', async () => {
    const { value } = sessionCookieOf(await logIn(app()));
    const logout = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: withCookie(value) });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookieOf(logout);
    expect(cleared.value).toBe('');
    expect((cleared.expires as Date).getTime()).toBeLessThan(Date.now());
    expect(cleared).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const replayed = await app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: withCookie(value) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: 'You are not logged in, or your session has ended.' });
  });

  it('is refused when it is garbage', async () => {
    for (const value of ['', 'x', 'A'.repeat(43), '%00'.repeat(20)]) {
      expect((await app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: withCookie(value) })).statusCode).toBe(401);
    }
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    expect(sessionCookieOf(await logIn(app(), { 'x-forwarded-proto': 'https' })).secure).toBeUndefined();
  });
});

describe('the session cookie of an API served over https', () => {
  const app = useTestServer({ publicUrl: 'https://api.shop.example' });

  it('is Secure, at login and when cleared', async () => {
    const login = await logIn(app());
    expect(sessionCookieOf(login).secure).toBe(true);
    const logout = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: withCookie(sessionCookieOf(login).value) });
    expect(sessionCookieOf(logout).secure).toBe(true);
  });
});

describe('session expiry through the API', () => {
  let now = new Date('2026-05-01T08:00:00Z');
  const app = useTestServer({ now: () => now, sessionLimits: { lifetimeMs: 10 * 60 * 60_000, idleMs: 2 * 60 * 60_000 } });
  const session = (value: string) => app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: withCookie(value) });
  const hours = (count: number) => (now = new Date(now.getTime() + count * 60 * 60_000));

  it('ends a session left unused for the idle time', async () => {
    const { value } = sessionCookieOf(await logIn(app()));
    hours(1.9);
    expect((await session(value)).statusCode).toBe(200);
    hours(1.9);
    expect((await session(value)).statusCode).toBe(200);
    hours(2.1);
    expect((await session(value)).statusCode).toBe(401);
  });

  it('ends a session at its lifetime even while it is used', async () => {
    const { value } = sessionCookieOf(await logIn(app()));
    for (let used = 0; used < 9; used += 1) {
      hours(1);
      expect((await session(value)).statusCode).toBe(200);
    }
    hours(1);
    expect((await session(value)).statusCode).toBe(401);
  });
});
