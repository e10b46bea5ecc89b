import { connect } from '@storefront/platform';
import { createTestDatabase, migratedTemplate, type DatabaseServer } from '@storefront/platform/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { ApiTables } from '../database/api-tables';
import { apiMigrations } from '../database/migrations';
import { prepareApiDatabase } from '../database/prepare-api-database';
import type { SeedOptions } from '../database/seed-database';

/** The servers data tests run on: the embedded default, and in CI a real PostgreSQL server too. */
export const databaseServers = (): DatabaseServer[] => inject('databaseServers');

/** For tests about HTTP rather than data: the embedded server is enough. */
export const embeddedServer = (): DatabaseServer => databaseServers()[0]!;

/** Runs a block of data tests once on every server. */
export function forEachDatabaseServer(title: string, body: (server: DatabaseServer) => void): void {
  describe.each(databaseServers())(`${title} (on $name)`, body);
}

export interface TestDatabase {
  db: Kysely<ApiTables>;
  url: string;
}

/** Test databases start with the API's schema, copied rather than migrated each time. */
const API_TEMPLATE = migratedTemplate('api', apiMigrations);

/** A fresh database for the enclosing describe block, migrated and seeded, dropped afterwards. */
export function freshTestDatabase(server: () => DatabaseServer = embeddedServer, seed: SeedOptions = {}): () => TestDatabase {
  let current: (TestDatabase & { drop: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase(server(), API_TEMPLATE);
    const db = connect<ApiTables>({ url: created.url, maxConnections: 20 });
    await prepareApiDatabase(db, seed);
    current = { db, url: created.url, drop: created.drop };
  });
  afterAll(async () => {
    await current?.db.destroy();
    await current?.drop();
  });
  return () => {
    if (!current) throw new Error('test database not ready');
    return current;
  };
}
