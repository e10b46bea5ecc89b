import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import type { LoginClient, LoginClientKind } from './login-clients';

export interface LoginBackoffPolicy {
  /** Consecutive failures that lock an account for one client. */
  threshold: number;
  /** The first lock; each failure after a lock ends doubles it. */
  baseMs: number;
  /** The longest lock. */
  maxMs: number;
}

export type LoginBackoffPolicies = Record<LoginClientKind, LoginBackoffPolicy>;

/**
 * Five tries are plenty for a person who mistyped; after that guessing one account from one
 * network costs 30 s, then 1, 2, 4 … minutes per try, up to a quarter of an hour. A device the
 * account signed in from before has a budget of its own, twice the tries and shorter locks:
 * whoever holds it has known the password once.
 */
export const DEFAULT_LOGIN_BACKOFF: LoginBackoffPolicies = {
  network: { threshold: 5, baseMs: 30_000, maxMs: 15 * 60_000 },
  device: { threshold: 10, baseMs: 30_000, maxMs: 5 * 60_000 },
};

/** The policies with the networks' longest lock set (LOGIN_BACKOFF_MAX_MS); a device's is never longer. */
export function loginBackoffCappedAt(maxMs: number): LoginBackoffPolicies {
  const { network, device } = DEFAULT_LOGIN_BACKOFF;
  return { network: { ...network, maxMs }, device: { ...device, maxMs: Math.min(device.maxMs, maxMs) } };
}

/** Failures this old are forgotten, so a mistype now and then never adds up to a lock. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;
/** A network the account signed in from stays known this long: its checks are served first. */
export const KNOWN_CLIENT_FOR_MS = 90 * 24 * 60 * 60 * 1000;
/** Forgotten rows are deleted at most this often per instance, not on every failure of a flood. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counts consecutive failed logins per account and client (login-clients.ts) in the database, so
 * every API instance agrees and a restart forgives nothing. Guesses from one network lock that
 * network out of that account only: its owner, elsewhere or on a device of theirs, signs in. The
 * account is the e-mail as typed (normalised), known or not: an unknown one is treated exactly
 * like a real one, so the answers reveal nothing about which exist.
 */
export class LoginBackoff {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly policies: LoginBackoffPolicies = DEFAULT_LOGIN_BACKOFF,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * How long the account stays locked for this client, in ms (0 when it may try now), and whether
   * the client is known: a device (its cookie says so), or a network that signed in lately.
   */
  async standing(account: string, client: LoginClient): Promise<{ lockedMs: number; known: boolean }> {
    const now = this.now();
    const row = await this.db
      .selectFrom('login_throttles')
      .select(['locked_until', 'signed_in_at'])
      .where('account', '=', account)
      .where('client', '=', client.key)
      .executeTakeFirst();
    const lockedMs = Math.max(0, (row?.locked_until?.getTime() ?? 0) - now.getTime());
    const signedInLately = !!row?.signed_in_at && now.getTime() - row.signed_in_at.getTime() < KNOWN_CLIENT_FOR_MS;
    return { lockedMs, known: client.kind === 'device' || signedInLately };
  }

  /**
   * Counts a failure and returns the lock it starts, in ms (0 for none). A failure that finishes
   * while the client is locked (a check that began before the lock) is not counted, so
   * concurrent guesses cannot stretch the lock beyond what the policy says.
   */
  async recordFailure(account: string, client: LoginClient): Promise<number> {
    const now = this.now();
    const { threshold, baseMs, maxMs } = this.policies[client.kind];
    const forgetBefore = new Date(now.getTime() - FORGET_FAILURES_AFTER_MS);
    // The lock for n failures: base × 2^(n − threshold), capped; the exponent is capped too so
    // that no count of failures can overflow the arithmetic.
    const lockFor = (failures: ReturnType<typeof sql<number>>) => sql<Date | null>`case when ${failures} >= ${threshold}::integer
      then ${now}::timestamptz + least(${maxMs}::double precision,
        ${baseMs}::double precision * power(2, least(${failures} - ${threshold}::integer, 40))) * interval '1 millisecond'
      end`;
    const counted = sql<number>`case when login_throttles.last_failure_at < ${forgetBefore} then 1 else login_throttles.failures + 1 end`;
    const result = await sql<{ locked_until: Date | null }>`
      insert into login_throttles (account, client, failures, locked_until, last_failure_at)
      values (${account}, ${client.key}, 1, ${lockFor(sql<number>`1`)}, ${now})
      on conflict (account, client) do update set
        failures = ${counted},
        locked_until = ${lockFor(counted)},
        last_failure_at = ${now}
      where login_throttles.locked_until is null or login_throttles.locked_until <= ${now}
      returning locked_until`.execute(this.db);
    await this.pruneForgotten(now, forgetBefore);
    const lockedUntil = result.rows[0]?.locked_until;
    return lockedUntil ? lockedUntil.getTime() - now.getTime() : 0;
  }

  /** A successful login forgives that client's earlier failures, and no other client's, and makes it known. */
  async recordSuccess(account: string, client: LoginClient): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('login_throttles')
      .values({ account, client: client.key, failures: 0, locked_until: null, last_failure_at: null, signed_in_at: now })
      .onConflict((conflict) =>
        conflict.columns(['account', 'client']).doUpdateSet({ failures: 0, locked_until: null, last_failure_at: null, signed_in_at: now }),
      )
      .execute();
  }

  /** Deletes the rows of clients with neither a failure nor a sign-in worth remembering. */
  private async pruneForgotten(now: Date, forgetBefore: Date): Promise<void> {
    if (now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    const unknownSince = new Date(now.getTime() - KNOWN_CLIENT_FOR_MS);
    await this.db
      .deleteFrom('login_throttles')
      .where((row) => row.or([row('last_failure_at', 'is', null), row('last_failure_at', '<', forgetBefore)]))
      .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<', now)]))
      .where((row) => row.or([row('signed_in_at', 'is', null), row('signed_in_at', '<', unknownSince)]))
      .execute();
  }
}
