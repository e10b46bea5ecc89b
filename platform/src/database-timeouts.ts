/**
 * How long a process waits on the database. A database that is down or frozen then costs each
 * request a bounded wait and a clear error, well before any server timeout would cut the request.
 */
export interface DatabaseTimeouts {
  /** For a connection: a new one to open, or one of the pool's to come free. */
  connectTimeoutMs: number;
  /** For one statement's answer: the server cancels it past this, and the client stops waiting. */
  queryTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectTimeoutMs: 5_000, queryTimeoutMs: 5_000 };

/**
 * For migrations and seeding, before a process serves: they rewrite or index whole tables (a
 * search copy of 100,000 products takes tens of seconds), so they wait minutes, not a request's seconds.
 */
export const MAINTENANCE_TIMEOUTS: DatabaseTimeouts = { connectTimeoutMs: 30_000, queryTimeoutMs: 15 * 60_000 };

const VARIABLES = {
  connectTimeoutMs: 'DATABASE_CONNECT_TIMEOUT_MS',
  queryTimeoutMs: 'DATABASE_QUERY_TIMEOUT_MS',
} as const satisfies Record<keyof DatabaseTimeouts, string>;

/** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS, the defaults for what is unset. */
export function databaseTimeoutsFromEnv(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS };
  for (const [key, name] of Object.entries(VARIABLES) as Array<[keyof DatabaseTimeouts, string]>) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of milliseconds above 0, not "${text}".`);
    timeouts[key] = value;
  }
  return timeouts;
}
