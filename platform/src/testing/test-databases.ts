import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type {} from 'vitest';

/** A PostgreSQL server the tests run against: the embedded default, or a real one (CI). */
export interface DatabaseServer {
  name: string;
  /** Connection string of a database on it from which others can be created and dropped. */
  adminUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Given by ./database-servers-setup.ts. */
    databaseServers: DatabaseServer[];
  }
}

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, empty database on the server, dropped (with its connections) by `drop`. */
export async function createTestDatabase(server: DatabaseServer): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onAdmin(server.adminUrl, (client) => client.query(`create database ${name}`));
  return {
    url: withDatabase(server.adminUrl, name),
    drop: () => onAdmin(server.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
export { proxyDatabase, type DatabaseProxy } from './database-proxy';
