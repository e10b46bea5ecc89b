import { Migrator, type Kysely, type Migration } from 'kysely';

export type Migrations = Record<string, Migration>;

/**
 * Brings a schema to its latest version, in name order. Each owner (the API, the release
 * registry) keeps its own list and its own record of what ran; processes that start together
 * take turns (Kysely holds an advisory lock while it migrates).
 */
export async function migrateToLatest<Tables>(db: Kysely<Tables>, owner: string, migrations: Migrations): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${owner}_migrations`,
    migrationLockTableName: `${owner}_migrations_lock`,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`The ${owner} schema could not be migrated${failed ? ` (${failed.migrationName})` : ''}.`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
