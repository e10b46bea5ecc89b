import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@storefront/platform';
import { registryTestDatabase } from '../testing/registry-database';
import { historyRow } from './history-row';
import { registryMigrations } from './registry-migrations';
import type { RegistryTables } from './registry-tables';

let db: Kysely<RegistryTables>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await registryTestDatabase());
});
afterAll(() => drop?.());

const registryMigrator = () =>
  new Migrator({
    db,
    provider: { getMigrations: async () => registryMigrations },
    migrationTableName: 'release_migrations',
    migrationLockTableName: 'release_migrations_lock',
  });

const verifyEntry = () => db.insertInto('release_history').values(historyRow('catalog_mfe', { version: '1.0.0-a', action: 'verify', by: 'ci' })).execute();

describe('migration 0007-verify-history', () => {
  it('lets history record a verify and keeps wrong tokens per network and minute', async () => {
    await verifyEntry();
    await db.insertInto('release_auth_failures').values({ network: '203.0.113.0/24', window_start: new Date(0), failures: 1 }).execute();
    await expect(db.insertInto('release_auth_failures').values({ network: '203.0.113.0/24', window_start: new Date(0) }).execute()).rejects.toThrow();
  });

  it('goes down to the actions before it, dropping the verify entries and the counts, and up again', async () => {
    const migrator = registryMigrator();
    // Down to the migration before it, through any that came after.
    const { error, results } = await migrator.migrateTo('0006-report-tokens');
    expect(error).toBeUndefined();
    expect(results?.at(-1)?.migrationName).toBe('0007-verify-history');
    expect(await db.selectFrom('release_history').select('action').where('action', '=', 'verify').execute()).toEqual([]);
    await expect(verifyEntry()).rejects.toThrow(/release_history_action_check/);
    await db.insertInto('release_history').values(historyRow('catalog_mfe', { version: '1.0.0-a', action: 'auto-rollback', by: 'release policy' })).execute();
    await expect(db.selectFrom('release_auth_failures').selectAll().execute()).rejects.toThrow(/does not exist/);
    expect((await migrateToLatest(db, 'release', registryMigrations))[0]).toBe('0007-verify-history');
    await verifyEntry();
  });
});

describe('migration 0011-gate-jobs', () => {
  it('goes down, dropping the gate queue and where versions came from, and up again', async () => {
    const migrator = registryMigrator();
    const { error } = await migrator.migrateTo('0010-web-vitals');
    expect(error).toBeUndefined();
    await expect(db.selectFrom('release_gate_jobs').selectAll().execute()).rejects.toThrow(/does not exist/);
    await expect(db.selectFrom('release_versions').select('source_commit').execute()).rejects.toThrow(/does not exist/);
    expect(await migrateToLatest(db, 'release', registryMigrations)).toEqual(['0011-gate-jobs']);
    expect(await db.selectFrom('release_gate_jobs').selectAll().execute()).toEqual([]);
  });
});
