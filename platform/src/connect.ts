import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { watchPool } from './operations/pool-metrics';

export interface ConnectOptions {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Most connections this process holds open at once. */
  maxConnections?: number;
  /** Shown in pg_stat_activity, so an operator sees which process holds a connection. */
  applicationName?: string;
}

/**
 * A connection pool as a typed query builder. A query that waits more than a few seconds for a
 * connection fails instead of hanging the request that made it.
 */
export function connect<Tables>({ url, maxConnections = 10, applicationName }: ConnectOptions): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped while idle (the server restarted) is replaced on the next query; it must
  // not end the process.
  pool.on('error', () => undefined);
  watchPool(pool, applicationName ?? 'storefront');
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
