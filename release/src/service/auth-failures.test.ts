import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RegistryTables } from '../registry/registry-tables';
import { awayFromMinuteEnd, registryTestDatabase } from '../testing/registry-database';
import { AuthFailures } from './auth-failures';

let db: Kysely<RegistryTables>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await registryTestDatabase());
});
afterAll(() => drop?.());

beforeEach(awayFromMinuteEnd);

describe('wrong release tokens per client network', () => {
  it('lets a network try until it reaches the limit this minute, then says how long to wait', async () => {
    const failures = new AuthFailures(db);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await failures.retryAfter('203.0.113.0/24', 3)).toBeUndefined();
      expect(await failures.record('203.0.113.0/24')).toBe(attempt);
    }
    const wait = await failures.retryAfter('203.0.113.0/24', 3);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await failures.retryAfter('198.51.100.0/24', 3)).toBeUndefined();
  });

  it('is counted alike by every instance on the same database', async () => {
    const first = new AuthFailures(db);
    const second = new AuthFailures(db);
    await first.record('2001:db8:1:2::/64');
    await second.record('2001:db8:1:2::/64');
    expect(await first.record('2001:db8:1:2::/64')).toBe(3);
    expect(await second.retryAfter('2001:db8:1:2::/64', 3)).toBeGreaterThanOrEqual(1);
  });

  it('answers a network over the limit without asking the database again until its minute ends', async () => {
    const failures = new AuthFailures(db);
    await failures.record('192.0.2.0/24');
    expect(await failures.retryAfter('192.0.2.0/24', 1)).toBeGreaterThanOrEqual(1);
    await db.deleteFrom('release_auth_failures').execute();
    expect(await failures.retryAfter('192.0.2.0/24', 1)).toBeGreaterThanOrEqual(1);
    // Once the minute has passed, it asks again.
    expect(await failures.retryAfter('192.0.2.0/24', 1, Date.now() + 61_000)).toBeUndefined();
  });

  it('forgets the counts of minutes long past', async () => {
    await db.insertInto('release_auth_failures').values({ network: '198.18.0.0/24', window_start: new Date(Date.now() - 3_600_000), failures: 50 }).execute();
    await new AuthFailures(db).record('198.18.1.0/24');
    expect(await db.selectFrom('release_auth_failures').select('network').where('network', '=', '198.18.0.0/24').execute()).toEqual([]);
  });
});
