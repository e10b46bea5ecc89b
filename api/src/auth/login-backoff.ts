import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';

export interface LoginBackoffPolicy {
  /** Consecutive failures that lock an account. */
  threshold: number;
  /** The first lock; each failure after a lock ends doubles it. */
  baseMs: number;
  /** The longest lock (LOGIN_BACKOFF_MAX_MS). */
  maxMs: number;
}

/**
 * Five tries are plenty for a person who mistyped; after that guessing one account costs 30 s,
 * then 1, 2, 4 … minutes per try, up to a quarter of an hour, while its owner waits at most that.
 */
export const DEFAULT_LOGIN_BACKOFF: LoginBackoffPolicy = { threshold: 5, baseMs: 30_000, maxMs: 15 * 60_000 };

/** Failures this old are forgotten, so a mistype now and then never adds up to a lock. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts an account's consecutive failed logins in the database, so every API instance agrees and a
 * restart forgives nothing. The account is the e-mail as typed (normalised), known or not: an
 * unknown one is treated exactly like a real one, so the answers reveal nothing about which exist.
 */
export class LoginBackoff {
  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly policy: LoginBackoffPolicy = DEFAULT_LOGIN_BACKOFF,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** How long the account stays locked, in ms; 0 when it may try now. */
  async lockedFor(account: string): Promise<number> {
    const now = this.now();
    const row = await this.db
      .selectFrom('login_failures')
      .select('locked_until')
      .where('account', '=', account)
      .where('locked_until', '>', now)
      .executeTakeFirst();
    return row?.locked_until ? row.locked_until.getTime() - now.getTime() : 0;
  }

  /**
   * Counts a failure and returns the lock it starts, in ms (0 for none). A failure that finishes
   * while the account is locked (a check that began before the lock) is not counted, so
   * concurrent guesses cannot stretch the lock beyond what the policy says.
   */
  async recordFailure(account: string): Promise<number> {
    const now = this.now();
    const { threshold, baseMs, maxMs } = this.policy;
    await this.db
      .deleteFrom('login_failures')
      .where('last_failure_at', '<', new Date(now.getTime() - FORGET_FAILURES_AFTER_MS))
      .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<', now)]))
      .execute();
    // The lock for n failures: base × 2^(n − threshold), capped; the exponent is capped too so
    // that no count of failures can overflow the arithmetic.
    const lockFor = (failures: ReturnType<typeof sql<number>>) => sql<Date | null>`case when ${failures} >= ${threshold}::integer
      then ${now}::timestamptz + least(${maxMs}::double precision,
        ${baseMs}::double precision * power(2, least(${failures} - ${threshold}::integer, 40))) * interval '1 millisecond'
      end`;
    const result = await sql<{ locked_until: Date | null }>`
      insert into login_failures (account, failures, locked_until, last_failure_at)
      values (${account}, 1, ${lockFor(sql<number>`1`)}, ${now})
      on conflict (account) do update set
        failures = login_failures.failures + 1,
        locked_until = ${lockFor(sql<number>`login_failures.failures + 1`)},
        last_failure_at = ${now}
      where login_failures.locked_until is null or login_failures.locked_until <= ${now}
      returning locked_until`.execute(this.db);
    const lockedUntil = result.rows[0]?.locked_until;
    return lockedUntil ? lockedUntil.getTime() - now.getTime() : 0;
  }

  /** A successful login forgives every earlier failure. */
  async recordSuccess(account: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account', '=', account).execute();
  }
}
