import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { verifyPassword } from '../auth/password-hash';
import { useTestServer } from '../test-support/build-test-server';

// Counts the password checks, to show a locked account costs none.
vi.mock(import('../auth/password-hash'), async (original) => {
  const actual = await original();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const checks = () => vi.mocked(verifyPassword).mock.calls.length;

describe('the login back-off per account and network', () => {
  let now = new Date('2026-06-01T10:00:00Z');
  const app = useTestServer({
    now: () => now,
    loginBackoff: {
      network: { threshold: 5, baseMs: 30_000, maxMs: 90_000 },
      device: { threshold: 10, baseMs: 30_000, maxMs: 60_000 },
    },
    // Many attempts from one test address: the per-address limit is tested on its own.
    loginRateLimit: { max: 1_000, timeWindowMs: 60_000 },
  });
  const seconds = (count: number) => (now = new Date(now.getTime() + count * 1000));
  const attempt = (email: string, password = 'not-the-password', remoteAddress = '198.51.100.1') =>
    app().inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, headers: { 'content-type': 'application/json' }, payload: { email, password } });

  it('locks the account for the network after five failures: 429 with Retry-After and wording a person can act on, at no hashing cost', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(DEMO_ACCOUNT.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const checksBefore = checks();
    // Even the right password, from another address of the same /24.
    const locked = await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toEqual({
      message: 'Too many failed logins for this account. Please try again in 30 seconds, or contact us if you forgot your password.',
    });
    expect(locked.body).not.toContain('token');
    expect(locked.cookies).toEqual([]);
    // Attempts during the lock neither hash nor extend it.
    seconds(20);
    for (let i = 0; i < 10; i += 1) await attempt(DEMO_ACCOUNT.email);
    expect(checks()).toBe(checksBefore);
    expect((await attempt(DEMO_ACCOUNT.email)).headers['retry-after']).toBe('10');
  });

  it('keeps the lock to that network: its owner signs in from another one meanwhile, which forgives nothing there', async () => {
    expect((await attempt(DEMO_ACCOUNT.email)).statusCode).toBe(429);
    const owner = await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '203.0.113.40');
    expect(owner.statusCode).toBe(200);
    expect((await attempt(DEMO_ACCOUNT.email)).statusCode).toBe(429);
  });

  it('doubles the lock with each failure after one ends, up to the cap, and a success resets it', async () => {
    seconds(10);
    const locks = [];
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(DEMO_ACCOUNT.email)).statusCode).toBe(401);
      const retryAfter = Number((await attempt(DEMO_ACCOUNT.email)).headers['retry-after']);
      locks.push(retryAfter);
      seconds(retryAfter);
    }
    expect(locks).toEqual([60, 90, 90]);

    expect((await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(DEMO_ACCOUNT.email)).statusCode).toBe(401);
    expect((await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail exactly like a known one, so accounts cannot be told apart', async () => {
    const unknown = 'nobody@smarthome.example';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(unknown)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await attempt(unknown);
    expect(locked.headers['retry-after']).toBe('30');
    expect((locked.json() as { message: string }).message).toMatch(/^Too many failed logins for this account/);
    // A failed login leaves no device cookie, known account or not: only a success does.
    expect((await attempt(unknown, 'wrong', '192.0.2.1')).cookies).toEqual([]);
    expect((await attempt(DEMO_ACCOUNT.email, 'wrong', '192.0.2.1')).cookies).toEqual([]);
  });

  it('counts the account however its e-mail is written', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('Case@SmartHome.example');
    expect((await attempt('  case@smarthome.example ')).statusCode).toBe(429);
  });
});

describe('password checks under a login flood', () => {
  const app = useTestServer({ passwordHashConcurrency: 1, loginRateLimit: { max: 1_000, timeWindowMs: 60_000 } });

  it('runs one at a time with sixteen waiting; the rest are answered 429 at once while other routes answer', async () => {
    const checksBefore = checks();
    const flood = Array.from({ length: 60 }, (_, i) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { 'content-type': 'application/json' },
        payload: { email: `flood-${i}@example.test`, password: 'guess' },
      }),
    );
    const health = await app().inject({ method: 'GET', url: '/api/v1/policies' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    const busy = answers.filter((answer) => answer.statusCode === 429);

    const checked = answers.filter((answer) => answer.statusCode === 401);
    // 17 fit at once (one running, sixteen waiting); a check or two may finish while the flood is
    // still arriving and make room for a few more. Everything else was turned away unhashed.
    expect(checked.length).toBeGreaterThanOrEqual(17);
    expect(checked.length).toBeLessThan(25);
    expect(busy).toHaveLength(60 - checked.length);
    expect(checks() - checksBefore).toBe(checked.length);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ message: 'Too many people are logging in right now. Please try again in a few seconds.' });
    }
  });

  it('checks first the password of a network the account signed in from before: a flood from elsewhere cannot crowd it out', async () => {
    const login = (email: string, password: string, remoteAddress: string) =>
      app().inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, headers: { 'content-type': 'application/json' }, payload: { email, password } });
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '192.0.2.50')).statusCode).toBe(200);

    const flood = Array.from({ length: 40 }, (_, i) => login(DEMO_ACCOUNT.email, 'guess', `198.18.${i}.1`));
    // Once one is turned away, the queue of unknown clients is full.
    await new Promise<void>((resolve) => flood.forEach((answer) => void answer.then((done) => done.statusCode === 429 && resolve())));
    const [owner, stranger] = await Promise.all([
      login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '192.0.2.51'),
      login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '198.51.100.77'),
    ]);
    expect(owner.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ message: 'Too many people are logging in right now. Please try again in a few seconds.' });
    await Promise.all(flood);
  });
});
