import { prepareApiDatabase, type ApiTables } from '@storefront/api';
import { migrateConsole } from '@storefront/console/migrations';
import { connect, MAINTENANCE_TIMEOUTS } from '@storefront/platform';
import { migrateRegistry } from '@storefront/release';
import type { Kysely } from 'kysely';

/** The migrations that ran for the release registry and the console (the API does not list its own). */
export interface MigrationsRun {
  release: string[];
  console: string[];
}

/**
 * Every schema of the site brought to its latest version, as the deployment's one-shot job does
 * before a new version's processes start, so they find nothing left to change: the API's (with
 * its reference data, written once into an empty database), the release registry's and the
 * console's, one after another, so a failure names the schema that could not move.
 */
export async function migrateDatabase(url: string): Promise<MigrationsRun> {
  const db = connect<unknown>({ url, ...MAINTENANCE_TIMEOUTS, maxConnections: 2, applicationName: 'storefront-migrations' });
  try {
    await prepareApiDatabase(db as Kysely<ApiTables>);
    const release = await migrateRegistry(db);
    return { release, console: await migrateConsole(db) };
  } finally {
    await db.destroy();
  }
}
