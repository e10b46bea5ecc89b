import path from 'node:path';
import { startDatabaseProcess } from './database-process';
import { databaseTimeoutsFromEnv, type DatabaseTimeouts } from './database-timeouts';

/** Where the embedded server listens when a process has to start it itself. */
export const DEFAULT_EMBEDDED_PORT = 8100;

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * DATA_DIR, else `<repo>/.data` (git-ignored): where the embedded database keeps its files. A
 * relative path is taken from where the command was typed (pnpm's INIT_CWD), not from the package
 * folder pnpm runs scripts in, so every process and command agrees on it.
 */
export function dataDirFromEnv(env: NodeJS.ProcessEnv): string {
  const configured = env.DATA_DIR?.trim();
  return configured ? path.resolve(env.INIT_CWD ?? process.cwd(), configured) : path.join(workspaceRoot, '.data');
}

export interface DatabaseLocation {
  url: string;
  /** How long its connections and queries may take (connect() takes them). */
  timeouts: DatabaseTimeouts;
  /** Gives the database back: stops the embedded server if this process started it. */
  close: () => Promise<void>;
}

/**
 * DATABASE_URL when it is set (a PostgreSQL server of the deployment); otherwise the embedded
 * default in `<DATA_DIR>/postgres`, joined if another process of the site runs it, else started.
 */
export async function databaseFromEnv(env: NodeJS.ProcessEnv): Promise<DatabaseLocation> {
  const configured = env.DATABASE_URL?.trim();
  const timeouts = databaseTimeoutsFromEnv(env);
  if (configured) return { url: configured, timeouts, close: async () => undefined };
  const port = Number(env.EMBEDDED_DATABASE_PORT ?? DEFAULT_EMBEDDED_PORT);
  const database = await startDatabaseProcess({ dir: path.join(dataDirFromEnv(env), 'postgres'), port });
  return { url: database.url, timeouts, close: database.stop };
}
