import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from './connect';
import { migrateToLatest, type Migrations } from './migrate';
import { createTestDatabase } from './testing/test-databases';

const migrations: Migrations = {
  '0001-notes': { up: (db: Kysely<unknown>) => sql`create table notes (text text)`.execute(db).then(() => undefined) },
  '0002-note-time': { up: (db: Kysely<unknown>) => sql`alter table notes add column at timestamptz`.execute(db).then(() => undefined) },
};

describe.each(inject('databaseServers'))('migrateToLatest on $name', (server) => {
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase(server));
  });
  afterAll(() => drop());

  it('runs each migration once, even when processes start together', async () => {
    const instances = Array.from({ length: 4 }, () => connect({ url, maxConnections: 2 }));
    try {
      const ran = await Promise.all(instances.map((db) => migrateToLatest(db, 'notes', migrations)));
      expect(ran.flat().sort()).toEqual(['0001-notes', '0002-note-time']);
      expect(await migrateToLatest(instances[0]!, 'notes', migrations)).toEqual([]);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
  });

  it('names the migration that failed', async () => {
    const db = connect({ url, maxConnections: 1 });
    try {
      const broken: Migrations = { '0001-broken': { up: (trx: Kysely<unknown>) => sql`create tablee nope`.execute(trx).then(() => undefined) } };
      await expect(migrateToLatest(db, 'broken', broken)).rejects.toThrow('The broken schema could not be migrated (0001-broken).');
    } finally {
      await db.destroy();
    }
  });
});
