import path from 'node:path';
import { startDatabaseProcess } from './database-process';

/** Where the embedded server listens when a process has to start it itself. */
export const DEFAULT_EMBEDDED_PORT = 8100;

export interface DatabaseLocation {
  url: string;
  /** Gives the database back: stops the embedded server if this process started it. */
  close: () => Promise<void>;
}

/**
 * DATABASE_URL when it is set (a PostgreSQL server of the deployment); otherwise the embedded
 * default in `<dataDir>/postgres`, joined if another process of the site runs it, else started.
 */
export async function databaseFromEnv(env: NodeJS.ProcessEnv, options: { dataDir: string }): Promise<DatabaseLocation> {
  const configured = env.DATABASE_URL?.trim();
  if (configured) return { url: configured, close: async () => undefined };
  const port = Number(env.EMBEDDED_DATABASE_PORT ?? DEFAULT_EMBEDDED_PORT);
  const database = await startDatabaseProcess({ dir: path.join(options.dataDir, 'postgres'), port });
  return { url: database.url, close: database.stop };
}
