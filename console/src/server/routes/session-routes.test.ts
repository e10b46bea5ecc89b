import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_MESSAGE, SIGN_IN_LIMITED_MESSAGE } from '../http/console-errors';
import { consoleUnderTest, type ConsoleUnderTest } from '../testing/console-under-test';
import { WRONG_TOKEN_MESSAGE } from './session-routes';

let console_: ConsoleUnderTest;
const session = (cookie?: string) => console_.call({ method: 'GET', url: '/console-api/session', cookie });
/** Who the server says a cookie signs in: null for nobody. */
const whoIs = async (cookie?: string) => {
  const answer = await session(cookie);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

beforeAll(async () => {
  // Windows are aligned on the clock: with a minute's, the attempts of a test sometimes fell on
  // both sides of a minute's end and were counted afresh. A day's makes that all but impossible.
  console_ = await consoleUnderTest({ signInLimit: { max: 6, timeWindowMs: 24 * 60 * 60_000 } });
});
afterAll(() => console_.close());

describe('signing in with a release token', () => {
  it('exchanges the token for an HttpOnly, SameSite=Strict session cookie that is not the token', async () => {
    const answer = await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: console_.tokens.manager.value, name: 'lena' } });
    expect(answer.statusCode).toBe(200);
    const cookie = answer.headers['set-cookie']!.toString();
    expect(cookie).toMatch(/^console_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toContain(console_.tokens.manager.value);
    expect(answer.body).not.toContain(console_.tokens.manager.value);
    expect(answer.json()).toMatchObject({ person: 'lena', token: { label: 'release managers', role: 'release-manager', remote: null } });
  });

  it('refuses a wrong token with 401 and sets no cookie', async () => {
    const answer = await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: 'sfr_not-a-token' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ message: WRONG_TOKEN_MESSAGE });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('names the token when no name is given, and refuses a name that is not plain text', async () => {
    const cookie = await console_.signIn(console_.tokens.catalogTeam.value);
    expect((await session(cookie)).json()).toMatchObject({ person: 'catalog-mfe team', token: { role: 'team', remote: 'catalog-mfe' } });
    const answer = await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: console_.tokens.manager.value, name: 'lena\u001b[2J' } });
    expect(answer.statusCode).toBe(400);
  });
});

describe('a session', () => {
  it("says who is signed in with which token, and what it may do on each remote", async () => {
    const cookie = await console_.signIn(console_.tokens.catalogTeam.value, 'ravi');
    const answer = (await session(cookie)).json();
    expect(answer).toEqual({
      person: 'ravi',
      token: { label: 'catalog-mfe team', role: 'team', remote: 'catalog-mfe' },
      rights: expect.objectContaining({ 'catalog-mfe': ['promote', 'canary', 'complete', 'verify'], 'content-mfe': [], 'account-mfe': [] }),
      expiresAt: expect.any(String),
    });
    // Every other remote, however many the contract lists, offers the team nothing.
    expect(Object.entries(answer.rights as Record<string, string[]>).filter(([remote, granted]) => remote !== 'catalog-mfe' && granted.length > 0)).toEqual([]);
  });

  it('is nobody without a cookie, or with one the server never issued, and nobody may read releases', async () => {
    expect(await whoIs()).toBeNull();
    expect(await whoIs(`console_session=${'a'.repeat(43)}`)).toBeNull();
    const status = await console_.call({ method: 'GET', url: '/console-api/status' });
    expect(status.statusCode).toBe(401);
    expect(status.json()).toMatchObject({ message: SIGNED_OUT_MESSAGE });
  });

  it('ends on signing out, for good: the same cookie sent again signs nobody in', async () => {
    const cookie = await console_.signIn(console_.tokens.manager.value, 'lena');
    const out = await console_.call({ method: 'DELETE', url: '/console-api/session', cookie });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']!.toString()).toMatch(/^console_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('ends when its token is revoked, and when left unused for an hour', async () => {
    const { token, record } = await console_.release.context.tokens.create({ label: 'short-lived', role: 'release-manager', remote: null, createdBy: 'asha' });
    const cookie = await console_.signIn(token);
    expect(await whoIs(cookie)).toMatchObject({ token: { label: 'short-lived' } });
    await console_.release.context.tokens.revoke(record.id);
    expect(await whoIs(cookie)).toBeNull();

    const idle = await console_.signIn(console_.tokens.manager.value);
    console_.clock.now = new Date(console_.clock.now.getTime() + 61 * 60_000);
    try {
      expect(await whoIs(idle)).toBeNull();
    } finally {
      console_.clock.now = new Date();
    }
  });
});

describe('guessing tokens', () => {
  it('is limited per client network: past the limit every attempt is answered 429', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      attempts.push((await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: `sfr_guess-${attempt}` }, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const limited = await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: console_.tokens.manager.value }, remoteAddress: '203.0.113.77' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: SIGN_IN_LIMITED_MESSAGE });
  });
});
