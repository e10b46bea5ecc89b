import { sql, type Kysely } from 'kysely';
import type { ConsoleTables } from './session-tables';

/** Windows are forgotten this long after they end; old ones are cleared at most once a minute per process. */
const KEEP_AFTER_MS = 10 * 60_000;
const CLEAR_EVERY_MS = 60_000;

/**
 * Sign-in attempts per client network and fixed window, counted in the console's database: every
 * console instance reads the same counts, and the database's clock says which window it is.
 */
export class SignInAttempts {
  private lastCleared = 0;

  constructor(private readonly db: Kysely<ConsoleTables>) {}

  /** Counts an attempt of the network in the current window; its count so far, and how long until the window ends. */
  async count(network: string, windowMs: number): Promise<{ attempts: number; ttlMs: number }> {
    this.clearOccasionally(windowMs);
    const { rows } = await sql<{ attempts: number; ttl_ms: number }>`
      with window_start as (select to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0) as at)
      insert into console_sign_in_attempts (network, window_start, attempts)
      select ${network}, at, 1 from window_start
      on conflict (network, window_start) do update set attempts = console_sign_in_attempts.attempts + 1
      returning attempts, extract(epoch from (window_start - now())) * 1000 + ${windowMs} as ttl_ms`.execute(this.db);
    const row = rows[0]!;
    return { attempts: row.attempts, ttlMs: Math.max(1, Math.ceil(Number(row.ttl_ms))) };
  }

  /** Forgets the windows of `windowMs` that ended long enough ago; not one that is still counting, however long. */
  private clearOccasionally(windowMs: number): void {
    const now = Date.now();
    if (now - this.lastCleared < CLEAR_EVERY_MS) return;
    this.lastCleared = now;
    this.db
      .deleteFrom('console_sign_in_attempts')
      .where('window_start', '<', sql<Date>`now() - make_interval(secs => ${(windowMs + KEEP_AFTER_MS) / 1000})`)
      .execute()
      .catch(() => {
        // Housekeeping: tried again a minute later.
      });
  }
}
