import { connect, migrateToLatest } from '@storefront/platform';
import { createTestDatabase } from '@storefront/platform/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionMigrations } from './session-migrations';
import type { ConsoleTables } from './session-tables';
import { SignInAttempts } from './sign-in-attempts';

describe.each(inject('databaseServers'))('sign-in attempts on $name', (server) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Kysely<ConsoleTables>;

  beforeAll(async () => {
    database = await createTestDatabase(server);
    db = connect<ConsoleTables>({ url: database.url });
    await migrateToLatest(db, 'console', sessionMigrations);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('are counted per network where every console instance reads them', async () => {
    const [one, two] = [new SignInAttempts(db), new SignInAttempts(db)];
    // A day's window: windows are aligned on the clock, and three counts in a minute's window
    // sometimes fell on both sides of its end. It also began more than ten minutes ago, which the
    // housekeeping of each new instance once took for a window that had ended.
    const day = 24 * 60 * 60_000;
    expect((await one.count('198.51.100.0/24', day)).attempts).toBe(1);
    expect((await two.count('198.51.100.0/24', day)).attempts).toBe(2);
    const third = await one.count('198.51.100.0/24', day);
    expect(third.attempts).toBe(3);
    expect(third.ttlMs).toBeGreaterThan(0);
    expect(third.ttlMs).toBeLessThanOrEqual(day);
    expect((await two.count('203.0.113.0/24', day)).attempts).toBe(1);
  });

  it('start afresh in the next window', async () => {
    const attempts = new SignInAttempts(db);
    const first = await attempts.count('192.0.2.0/24', 1_000);
    await attempts.count('192.0.2.0/24', 1_000);
    await new Promise((resolve) => setTimeout(resolve, first.ttlMs + 1_050));
    expect((await attempts.count('192.0.2.0/24', 1_000)).attempts).toBe(1);
  });
});
