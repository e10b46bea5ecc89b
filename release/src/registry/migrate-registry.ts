import { migrateToLatest } from '@storefront/platform';
import type { Kysely } from 'kysely';
import { registryMigrations } from './registry-migrations';

/** Brings the release registry's schema to its latest version; the names of the migrations that ran. */
export const migrateRegistry = <Tables>(db: Kysely<Tables>): Promise<string[]> => migrateToLatest(db, 'release', registryMigrations);
