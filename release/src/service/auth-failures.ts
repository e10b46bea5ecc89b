import { sql, type Kysely } from 'kysely';
import type { RegistryTables } from '../registry/registry-tables';

/** Minutes a network's count is kept after its minute ends: long enough to read, short enough to stay small. */
const KEEP_MINUTES = 10;
/** Networks remembered as over the limit in this process: enough for a flood, bounded for memory. */
const MAX_REMEMBERED = 10_000;

/**
 * Wrong release tokens per client network (clientNetwork) and minute, counted in the registry's
 * database: every instance of the release service reads the same counts, and the database's
 * clock says which minute it is. A network over the limit is also remembered in this process
 * until its minute ends, so a flood of guesses is answered without a query each.
 */
export class AuthFailures {
  private readonly blockedUntil = new Map<string, number>();

  constructor(private readonly db: Kysely<RegistryTables>) {}

  /** Seconds until the network may try again when it sent `limit` wrong tokens this minute, else undefined. */
  async retryAfter(network: string, limit: number, now = Date.now()): Promise<number | undefined> {
    const until = this.blockedUntil.get(network);
    if (until !== undefined && until > now) return Math.ceil((until - now) / 1000);
    this.blockedUntil.delete(network);
    const { rows } = await sql<{ failures: number; ends_in_ms: number }>`
      select failures, extract(epoch from (window_start + interval '1 minute' - now())) * 1000 as ends_in_ms
      from release_auth_failures where network = ${network} and window_start = date_trunc('minute', now())`.execute(this.db);
    const row = rows[0];
    if (!row || row.failures < limit) return undefined;
    const endsInMs = Math.max(1, Number(row.ends_in_ms));
    if (this.blockedUntil.size >= MAX_REMEMBERED) this.blockedUntil.clear();
    this.blockedUntil.set(network, now + endsInMs);
    return Math.ceil(endsInMs / 1000);
  }

  /** Counts a wrong token from the network this minute; counts of minutes long past go. */
  async record(network: string): Promise<number> {
    const { rows } = await sql<{ failures: number }>`
      insert into release_auth_failures (network, window_start, failures) values (${network}, date_trunc('minute', now()), 1)
      on conflict (network, window_start) do update set failures = release_auth_failures.failures + 1
      returning failures`.execute(this.db);
    await sql`delete from release_auth_failures where window_start < now() - make_interval(mins => ${KEEP_MINUTES})`.execute(this.db);
    return rows[0]!.failures;
  }
}
