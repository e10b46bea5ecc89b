import { expect, it } from 'vitest';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { FORGET_FAILURES_AFTER_MS, LoginBackoff } from './login-backoff';

const policy = { threshold: 3, baseMs: 10_000, maxMs: 60_000 };

forEachDatabaseServer('LoginBackoff', (server) => {
  const database = freshTestDatabase(() => server);
  let now = new Date('2026-03-01T00:00:00Z');
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const backoff = () => new LoginBackoff(database().db, policy, () => now);

  it('locks after the threshold, doubles with each failure after a lock ends, up to the cap', async () => {
    const account = 'growth@example.test';
    expect([await backoff().recordFailure(account), await backoff().recordFailure(account)]).toEqual([0, 0]);
    const locks = [await backoff().recordFailure(account)];
    for (let i = 0; i < 4; i += 1) {
      later(locks.at(-1)!);
      expect(await backoff().lockedFor(account)).toBe(0);
      locks.push(await backoff().recordFailure(account));
    }
    expect(locks).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('answers how long a lock has left, and failures during a lock neither count nor extend it', async () => {
    const account = 'locked@example.test';
    for (let i = 0; i < 3; i += 1) await backoff().recordFailure(account);
    later(4_000);
    expect(await backoff().lockedFor(account)).toBe(6_000);
    expect(await backoff().recordFailure(account)).toBe(0);
    expect(await backoff().lockedFor(account)).toBe(6_000);
    later(6_000);
    // The next failure is the fourth counted, not the fifth: 2 × base.
    expect(await backoff().recordFailure(account)).toBe(20_000);
  });

  it('forgives everything after a success', async () => {
    const account = 'forgiven@example.test';
    for (let i = 0; i < 3; i += 1) await backoff().recordFailure(account);
    later(10_000);
    await backoff().recordSuccess(account);
    expect([await backoff().recordFailure(account), await backoff().recordFailure(account)]).toEqual([0, 0]);
    expect(await backoff().recordFailure(account)).toBe(10_000);
  });

  it('forgets failures after a quiet day, and keeps accounts apart', async () => {
    const account = 'occasional@example.test';
    await backoff().recordFailure(account);
    await backoff().recordFailure(account);
    later(FORGET_FAILURES_AFTER_MS + 1);
    expect(await backoff().recordFailure(account)).toBe(0);
    expect(await backoff().lockedFor('someone-else@example.test')).toBe(0);
  });

  it('agrees across instances: concurrent failures lock the account once', async () => {
    const account = 'concurrent@example.test';
    const results = await Promise.all(Array.from({ length: 10 }, () => backoff().recordFailure(account)));
    expect(results.filter((lock) => lock > 0)).toEqual([10_000]);
    expect(await backoff().lockedFor(account)).toBe(10_000);
  });
});
