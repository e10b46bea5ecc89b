import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { useTestServer } from '../test-support/build-test-server';
import { forEachDatabaseServer } from '../test-support/test-database';
import { NOT_LOGGED_IN_MESSAGE } from './auth-routes';

const loginResponseSchema = z.strictObject({
  data: z.strictObject({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    user: z.strictObject({ id: z.number(), name: z.string(), email: z.string() }),
  }),
});

describe('POST /api/v1/auth/login', () => {
  const app = useTestServer();
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('returns a token and the user for the demo account', async () => {
    const response = await login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = loginResponseSchema.parse(response.json());
    expect(data.user).toEqual({ id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' });
    expect(response.body).not.toContain(DEMO_ACCOUNT.password);
  });

  it('issues a different token on every login', async () => {
    const credentials = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
    const first = loginResponseSchema.parse((await login(credentials)).json());
    const second = loginResponseSchema.parse((await login(credentials)).json());
    expect(first.data.token).not.toBe(second.data.token);
  });

  it('accepts the e-mail regardless of case and surrounding spaces', async () => {
    const response = await login({
      email: '  Demo@SmartHome.example ',
      password: DEMO_ACCOUNT.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO_ACCOUNT.email, password: 'smarthome#2026' }],
    ['an unknown e-mail', { email: 'someone@smarthome.example', password: DEMO_ACCOUNT.password }],
  ])('answers 401 for %s', async (_case, credentials) => {
    const response = await login(credentials);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it.each([
    ['a missing password', { email: DEMO_ACCOUNT.email }, 'password is required.'],
    ['a missing e-mail', { password: DEMO_ACCOUNT.password }, 'email is required.'],
    ['an empty password', { email: DEMO_ACCOUNT.email, password: '' }, 'password is required.'],
    [
      'a numeric password',
      { email: DEMO_ACCOUNT.email, password: 2026 },
      'password must be a string.',
    ],
    ['a null e-mail', { email: null, password: 'x' }, 'email must be a string.'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await login(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['malformed JSON', '{"email": "demo@smarthome.example",'],
    ['an empty JSON body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
  ])('answers 400 JSON for %s', async (_case, payload) => {
    const response = await login(payload);

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 when there is no body at all', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/login' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Request body must be a JSON object with email and password.',
    });
  });

  it('answers 413 JSON for an oversize body', async () => {
    const response = await login({ email: DEMO_ACCOUNT.email, password: 'x'.repeat(20_000) });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('answers 415 JSON for a non-JSON content type', async () => {
    const response = await login('email=demo', {
      'content-type': 'application/x-www-form-urlencoded',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

forEachDatabaseServer('a session', (server) => {
  const app = useTestServer({ server: () => server });
  const credentials = JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  const logIn = async () =>
    (
      (await app().inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: credentials })).json() as {
        data: { token: string };
      }
    ).data.token;
  const session = (token?: string) =>
    app().inject({ method: 'GET', url: '/api/v1/auth/session', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const logOut = (token: string) => app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });

  it('stands for the user it was issued to until it ends', async () => {
    const token = await logIn();
    const response = await session(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: { user: unknown; expiresAt: string } };
    expect(data.user).toEqual({ id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' });
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('ends on the server at logout: the token is refused afterwards, other sessions go on', async () => {
    const ended = await logIn();
    const other = await logIn();
    expect((await logOut(ended)).statusCode).toBe(204);
    const refused = await session(ended);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: NOT_LOGGED_IN_MESSAGE });
    expect((await session(other)).statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['a token never issued', 'A'.repeat(43)],
    ['a malformed header value', 'not a token!'],
  ])('is refused with %s', async (_case, token) => {
    expect((await session(token)).statusCode).toBe(401);
  });

  it('logs out idempotently, also with a token that means nothing', async () => {
    expect((await logOut('B'.repeat(43))).statusCode).toBe(204);
  });
});
