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

/**
 * What every database made from it starts with (a schema, say), prepared once per server: copying
 * a database is cheaper than running a package's migrations again for every test.
 */
export interface DatabaseTemplate {
  /** Lower-case letters, digits and `_`; changes whenever what `prepare` makes changes. */
  name: string;
  /** Fills the empty database at `url`, closing its connections when done. */
  prepare: (url: string) => Promise<void>;
}

const templatesMade = new Map<string, Promise<string>>();

/**
 * The template's database on the server, made by whichever test process asks first (the others
 * wait on an advisory lock); a half-made one never gets the template's name.
 */
function templateOn(server: DatabaseServer, template: DatabaseTemplate): Promise<string> {
  const name = `template_${template.name}`;
  const key = `${server.adminUrl} ${name}`;
  const made =
    templatesMade.get(key) ??
    onAdmin(server.adminUrl, async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return name;
        const making = `${name}_${randomBytes(4).toString('hex')}`;
        await client.query(`create database ${making}`);
        await template.prepare(withDatabase(server.adminUrl, making));
        await client.query(`alter database ${making} rename to ${name}`);
        return name;
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
  templatesMade.set(key, made);
  return made;
}

/**
 * A fresh database on the server, empty or a copy of `template`, dropped (with its connections)
 * by `drop`.
 */
export async function createTestDatabase(server: DatabaseServer, template?: DatabaseTemplate): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template ${await templateOn(server, template)}` : '';
  await onAdmin(server.adminUrl, (client) => client.query(`create database ${name}${from}`));
  return {
    url: withDatabase(server.adminUrl, name),
    drop: () => onAdmin(server.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
export { proxyDatabase, type DatabaseProxy } from './database-proxy';
export { migratedTemplate } from './migrated-template';
