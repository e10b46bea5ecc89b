import { sql, type Kysely } from 'kysely';
import { liveVersion, previousVersion, type HistoryEntry, type RegistryDocument, type RemoteRecord } from './registry-document';
import type { RegistryTables } from './registry-tables';

/** Beyond this many reports per version the oldest go: a count, not an archive. */
const MAX_REPORTS_PER_VERSION = 1000;

type NewEntry = Omit<HistoryEntry, 'at'>;

/**
 * The registry in PostgreSQL. A change to a remote's live pointer runs in a transaction holding
 * that remote's row, so concurrent commands (from any machine) queue, and a command that dies
 * half-way leaves nothing behind.
 */
export class RegistryStore {
  constructor(private readonly db: Kysely<RegistryTables>) {}

  /** Everything, for status and history. */
  async read(): Promise<RegistryDocument> {
    const [remotes, history, failures] = await Promise.all([
      this.db.selectFrom('release_remotes').selectAll().execute(),
      this.db.selectFrom('release_history').selectAll().orderBy('id').execute(),
      this.db.selectFrom('release_failures').select(['remote', 'version', 'at']).orderBy('id').execute(),
    ]);
    const document: RegistryDocument = { remotes: {} };
    const recordOf = (remote: string): RemoteRecord => (document.remotes[remote] ??= { liveStack: [], history: [], failures: {} });
    for (const row of remotes) recordOf(row.remote).liveStack = row.live_stack;
    for (const row of history) {
      const entry: HistoryEntry = { version: row.version, action: row.action, at: row.at.toISOString(), by: row.by };
      if (row.reason !== null) entry.reason = row.reason;
      if (row.forced) Object.assign(entry, { forced: true, problems: row.problems ?? [] });
      recordOf(row.remote).history.push(entry);
    }
    for (const row of failures) (recordOf(row.remote).failures[row.version] ??= []).push(row.at.toISOString());
    return document;
  }

  /** Each remote's live stack only: what every page of the site needs, so one small query. */
  async liveStacks(): Promise<Record<string, string[]>> {
    const rows = await this.db.selectFrom('release_remotes').selectAll().execute();
    return Object.fromEntries(rows.map((row) => [row.remote, row.live_stack]));
  }

  async appendHistory(remote: string, entry: NewEntry): Promise<void> {
    await this.db.insertInto('release_history').values(historyRow(remote, entry)).execute();
  }

  /**
   * Moves a remote's live pointer: `choose` gets the live stack as it is now (locked) and returns
   * the new one, or throws to change nothing. The history entry is written in the same transaction.
   */
  async moveLive<T>(remote: string, choose: (stack: string[]) => { stack: string[]; entry: NewEntry; result: T }): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('release_remotes').values({ remote }).onConflict((conflict) => conflict.doNothing()).execute();
      const { live_stack } = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow();
      const { stack, entry, result } = choose([...live_stack]);
      await trx.updateTable('release_remotes').set({ live_stack: stack }).where('remote', '=', remote).execute();
      await trx.insertInto('release_history').values(historyRow(remote, entry)).execute();
      return result;
    });
  }

  /** A browser's report that a version failed to load; kept only for the live or previous version. */
  async recordFailure(remote: string, version: string): Promise<boolean> {
    const row = await this.db.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).executeTakeFirst();
    const record = row && { liveStack: row.live_stack };
    if (!record || (version !== liveVersion(record) && version !== previousVersion(record))) return false;
    await this.db.insertInto('release_failures').values({ remote, version }).execute();
    await sql`delete from release_failures where remote = ${remote} and version = ${version} and id <= (
      select id from release_failures where remote = ${remote} and version = ${version}
      order by id desc offset ${MAX_REPORTS_PER_VERSION} limit 1)`.execute(this.db);
    return true;
  }
}

function historyRow(remote: string, entry: NewEntry) {
  return {
    remote,
    version: entry.version,
    action: entry.action,
    by: entry.by,
    reason: entry.reason ?? null,
    forced: entry.forced ?? false,
    problems: entry.problems ? JSON.stringify(entry.problems) : null,
  };
}
