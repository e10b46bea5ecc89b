import { migrateToLatest } from '@storefront/platform';
import type { Kysely } from 'kysely';
import { sessionMigrations } from './session-migrations';

/** Brings the console's own schema to its latest version; the names of the migrations that ran. */
export const migrateConsole = <Tables>(db: Kysely<Tables>): Promise<string[]> => migrateToLatest(db, 'console', sessionMigrations);
