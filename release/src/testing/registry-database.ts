import { connect } from '@storefront/platform';
import { createTestDatabase, migratedTemplate } from '@storefront/platform/testing';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { registryMigrations } from '../registry/registry-migrations';
import type { RegistryTables } from '../registry/registry-tables';

/** What every test database of the release package starts from: the registry's schema. */
export const REGISTRY_TEMPLATE = migratedTemplate('release', registryMigrations);

/** A fresh database with the registry's schema, for tests of one table; `drop` removes it. */
export async function registryTestDatabase(): Promise<{ db: Kysely<RegistryTables>; drop: () => Promise<void> }> {
  const database = await createTestDatabase(inject('databaseServers')[0]!, REGISTRY_TEMPLATE);
  const db = connect<RegistryTables>({ url: database.url, maxConnections: 4, applicationName: 'release-test' });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * Counts kept per minute (of the database's clock, this machine's in tests): a case starting in
 * a minute's last seconds waits for the next one, so that what it counts falls in one minute.
 */
export async function awayFromMinuteEnd(): Promise<void> {
  const ms = Date.now() % 60_000;
  if (ms > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - ms + 200));
}
