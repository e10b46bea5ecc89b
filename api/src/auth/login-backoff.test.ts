import { connect } from '@storefront/platform';
import { expect, it } from 'vitest';
import type { ApiTables } from '../database/api-tables';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { FORGET_FAILURES_AFTER_MS, KNOWN_CLIENT_FOR_MS, LoginBackoff } from './login-backoff';
import type { LoginClient } from './login-clients';

const policies = {
  network: { threshold: 3, baseMs: 10_000, maxMs: 60_000 },
  device: { threshold: 5, baseMs: 5_000, maxMs: 20_000 },
};
const network = (key: string): LoginClient => ({ kind: 'network', key });
const device = (key: string): LoginClient => ({ kind: 'device', key, deviceId: key });

forEachDatabaseServer('LoginBackoff', (server) => {
  const database = freshTestDatabase(() => server);
  let now = new Date('2026-03-01T00:00:00Z');
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const backoff = () => new LoginBackoff(database().db, policies, () => now);
  const lockedFor = async (instance: LoginBackoff, account: string, client: LoginClient) => (await instance.standing(account, client)).lockedMs;
  const failTimes = async (count: number, account: string, client: LoginClient) => {
    const locks = [];
    for (let i = 0; i < count; i += 1) locks.push(await backoff().recordFailure(account, client));
    return locks;
  };

  it('locks a network after its threshold, doubles with each failure after a lock ends, up to the cap', async () => {
    const account = 'growth@example.test';
    const client = network('n1');
    expect(await failTimes(2, account, client)).toEqual([0, 0]);
    const locks = [await backoff().recordFailure(account, client)];
    for (let i = 0; i < 4; i += 1) {
      later(locks.at(-1)!);
      expect(await lockedFor(backoff(), account, client)).toBe(0);
      locks.push(await backoff().recordFailure(account, client));
    }
    expect(locks).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it("gives a device its own policy and count, apart from its network's", async () => {
    const account = 'device@example.test';
    expect(await failTimes(3, account, network('n2'))).toEqual([0, 0, 10_000]);
    expect(await lockedFor(backoff(), account, device('d2'))).toBe(0);
    expect(await failTimes(5, account, device('d2'))).toEqual([0, 0, 0, 0, 5_000]);
    expect(await lockedFor(backoff(), account, network('n2'))).toBe(10_000);
  });

  it('answers how long a lock has left, and failures during a lock neither count nor extend it', async () => {
    const account = 'locked@example.test';
    await failTimes(3, account, network('n3'));
    later(4_000);
    expect(await lockedFor(backoff(), account, network('n3'))).toBe(6_000);
    expect(await backoff().recordFailure(account, network('n3'))).toBe(0);
    expect(await lockedFor(backoff(), account, network('n3'))).toBe(6_000);
    later(6_000);
    // The next failure is the fourth counted, not the fifth: 2 × base.
    expect(await backoff().recordFailure(account, network('n3'))).toBe(20_000);
  });

  it("forgives the client's failures after its success, and no other client's", async () => {
    const account = 'forgiven@example.test';
    await failTimes(3, account, network('n4'));
    await failTimes(3, account, network('attacker'));
    later(10_000);
    await backoff().recordSuccess(account, network('n4'));
    expect(await failTimes(3, account, network('n4'))).toEqual([0, 0, 10_000]);
    expect(await backoff().recordFailure(account, network('attacker'))).toBe(20_000);
  });

  it('forgets failures after a quiet day and deletes their rows, and keeps accounts apart', async () => {
    const account = 'occasional@example.test';
    await failTimes(2, account, network('n5'));
    await failTimes(3, 'other@example.test', network('n5'));
    expect(await lockedFor(backoff(), 'other@example.test', network('n5'))).toBe(10_000);
    expect(await lockedFor(backoff(), account, network('n5'))).toBe(0);
    later(FORGET_FAILURES_AFTER_MS + 1);
    const rows = () => database().db.selectFrom('login_throttles').select('account').where('client', '=', 'n5').execute();
    expect(await rows()).toHaveLength(2);
    expect(await backoff().recordFailure(account, network('n5'))).toBe(0);
    expect((await rows()).map((row) => row.account)).toEqual([account]);
    expect(await failTimes(2, account, network('n5'))).toEqual([0, 10_000]);
  });

  it('knows a network for a while after it signed in, a device always, and forgets an unused network', async () => {
    const account = 'known@example.test';
    const known = async (client: LoginClient) => (await backoff().standing(account, client)).known;
    expect([await known(network('n7')), await known(device('d7'))]).toEqual([false, true]);
    await failTimes(2, account, network('n7'));
    await backoff().recordSuccess(account, network('n7'));
    expect(await known(network('n7'))).toBe(true);
    expect(await known(network('n8'))).toBe(false);
    // A success forgave the failures: three more are needed for a lock.
    expect(await failTimes(3, account, network('n7'))).toEqual([0, 0, 10_000]);
    later(KNOWN_CLIENT_FOR_MS + 1);
    expect(await known(network('n7'))).toBe(false);
    await backoff().recordFailure('someone@example.test', network('n9'));
    const rows = await database().db.selectFrom('login_throttles').select('client').where('account', '=', account).execute();
    expect(rows).toEqual([]);
  });

  it('agrees across instances on separate connections: concurrent failures lock the network once', async () => {
    const account = 'concurrent@example.test';
    const other = connect<ApiTables>({ url: database().url });
    try {
      const instances = [backoff(), new LoginBackoff(other, policies, () => now)];
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => instances[i % 2]!.recordFailure(account, network('n6'))));
      expect(results.filter((lock) => lock > 0)).toEqual([10_000]);
      expect(await lockedFor(instances[1]!, account, network('n6'))).toBe(10_000);
    } finally {
      await other.destroy();
    }
  });
});
