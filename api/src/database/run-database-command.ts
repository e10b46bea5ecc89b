import { connect, databaseFromEnv } from '@storefront/platform';
import type { Kysely } from 'kysely';
import type { ApiTables } from './api-tables';

/**
 * Runs an operator's command on the API's database (DATABASE_URL, else the embedded one in
 * DATA_DIR, as the API itself), gives the database back however it ends, and sets the exit code:
 * the command's own, or 1 with `failure: reason` when it throws.
 */
export function runDatabaseCommand(applicationName: string, failure: string, command: (db: Kysely<ApiTables>) => Promise<number>): void {
  const run = async () => {
    const database = await databaseFromEnv(process.env);
    const db = connect<ApiTables>({ url: database.url, maxConnections: 2, applicationName });
    try {
      return await command(db);
    } finally {
      await db.destroy();
      await database.close();
    }
  };
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

/** Whether the migrations made this table yet (a command may run before the API ever started). */
export async function hasTable(db: Kysely<ApiTables>, name: string): Promise<boolean> {
  return db.introspection.getTables().then((tables) => tables.some((table) => table.name === name));
}
