import { migrateToLatest } from '@storefront/platform';
import type { Kysely } from 'kysely';
import type { ApiTables } from './api-tables';
import { apiMigrations } from './migrations';
import { seedDatabase, type SeedOptions } from './seed-database';

/** Brings the API's schema up to date and writes the reference data it starts with. */
export async function prepareApiDatabase(db: Kysely<ApiTables>, options: SeedOptions = {}): Promise<void> {
  await migrateToLatest(db, 'api', apiMigrations);
  await seedDatabase(db, options);
}
