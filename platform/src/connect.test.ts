import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from './connect';
import { isDatabaseUnavailable } from './database-unavailable';
import { proxyDatabase, type DatabaseProxy } from './testing/database-proxy';

// A frozen or stopped database costs a query a bounded wait and an error that says so.
describe.each(inject('databaseServers'))('a pool on $name', (server) => {
  let proxy: DatabaseProxy;
  beforeAll(async () => {
    proxy = await proxyDatabase(server.adminUrl);
  });
  afterAll(() => proxy.close());

  const timed = async (run: () => Promise<unknown>) => {
    const started = Date.now();
    const error = await run().then(() => undefined, (failure: unknown) => failure);
    return { error, ms: Date.now() - started };
  };

  it('gives up on a frozen database after its query timeout, on a connection it holds and on a new one', async () => {
    const db = connect({ url: proxy.url, maxConnections: 2, connectTimeoutMs: 500, queryTimeoutMs: 500 });
    try {
      await sql`select 1`.execute(db);
      proxy.freeze();
      const held = await timed(() => sql`select 1`.execute(db));
      const fresh = await timed(() => Promise.all([sql`select 1`.execute(db), sql`select 2`.execute(db)]));
      for (const { error, ms } of [held, fresh]) {
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(ms).toBeLessThan(2_000);
      }
      proxy.thaw();
      await expect(sql`select 1 as one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      proxy.thaw();
      await db.destroy();
    }
  });

  it('fails at once, as unavailable, while the database is stopped, and works again once it is back', async () => {
    const db = connect({ url: proxy.url, maxConnections: 1, connectTimeoutMs: 500 });
    try {
      await sql`select 1`.execute(db);
      await proxy.stop();
      const { error, ms } = await timed(() => sql`select 1`.execute(db));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeLessThan(1_000);
      await proxy.start();
      await expect(sql`select 1 as one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await proxy.start().catch(() => undefined);
      await db.destroy();
    }
  });
});
