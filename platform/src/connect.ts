import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts';
import { watchPool } from './operations/pool-metrics';

export interface ConnectOptions extends Partial<DatabaseTimeouts> {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Most connections this process holds open at once. */
  maxConnections?: number;
  /** Shown in pg_stat_activity, so an operator sees which process holds a connection. */
  applicationName?: string;
}

/**
 * A connection pool as a typed query builder, whose every wait is bounded (database-timeouts.ts):
 * a query that cannot get a connection, or whose answer does not come, fails instead of hanging
 * the request that made it. The statement timeout is the server's too, so a query it cancels
 * leaves no work behind there.
 */
export function connect<Tables>({ url, maxConnections = 10, applicationName, ...timeouts }: ConnectOptions): Kysely<Tables> {
  const { connectTimeoutMs, queryTimeoutMs } = { ...DEFAULT_DATABASE_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    application_name: applicationName,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: queryTimeoutMs,
    // A little later than the server's: a server that answers says why it cancelled the statement.
    query_timeout: queryTimeoutMs + 500,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped (the server restarted, stopped or was cut off) fails the query it ran, if
  // any, and is replaced on the next; the error it also emits, in use or idle, must not end the
  // process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  watchPool(pool, applicationName ?? 'storefront');
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
