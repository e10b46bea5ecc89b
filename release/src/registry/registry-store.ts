import { sql, type Kysely } from 'kysely';
import { liveVersion, previousVersion, type HistoryEntry, type RegistryDocument, type RemoteRecord } from './registry-document';
import type { PublishedFile, RegistryTables } from './registry-tables';

/** Beyond this many reports per version the oldest go: a count, not an archive. */
const MAX_REPORTS_PER_VERSION = 1000;

type NewEntry = Omit<HistoryEntry, 'at'>;

/** A published version as the registry knows it. */
export interface PublishedVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  files: PublishedFile[];
  publishedAt: string;
  publishedBy: string;
  withdrawnAt: string | null;
}

/** What the site needs on every page: each remote's live stack and its versions' manifest URLs. */
export interface LiveView {
  stacks: Record<string, string[]>;
  /** `remote` → version → manifest URL, for the live and the previous version. */
  manifestUrls: Record<string, Record<string, string>>;
}

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

  /** Each remote's live stack only. */
  async liveStacks(): Promise<Record<string, string[]>> {
    const rows = await this.db.selectFrom('release_remotes').selectAll().execute();
    return Object.fromEntries(rows.map((row) => [row.remote, row.live_stack]));
  }

  /** The live stacks with the manifest URLs of each remote's live and previous version. */
  async liveView(): Promise<LiveView> {
    const rows = await this.db
      .selectFrom('release_remotes as r')
      .leftJoin('release_versions as v', (join) =>
        join.onRef('v.remote', '=', 'r.remote').on(sql<boolean>`v.version = any(r.live_stack[greatest(cardinality(r.live_stack) - 1, 1):])`),
      )
      .select(['r.remote', 'r.live_stack', 'v.version', 'v.manifest_url'])
      .execute();
    const view: LiveView = { stacks: {}, manifestUrls: {} };
    for (const row of rows) {
      view.stacks[row.remote] = row.live_stack;
      const urls = (view.manifestUrls[row.remote] ??= {});
      if (row.version && row.manifest_url) urls[row.version] = row.manifest_url;
    }
    return view;
  }

  async findVersion(remote: string, version: string): Promise<PublishedVersion | undefined> {
    const row = await this.db.selectFrom('release_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    return row && versionOf(row);
  }

  async versions(remote: string): Promise<PublishedVersion[]> {
    const rows = await this.db.selectFrom('release_versions').selectAll().where('remote', '=', remote).orderBy('published_at').execute();
    return rows.map(versionOf);
  }

  /** Records a published version and its history entry; false when it was already there. */
  async addVersion(entry: Omit<PublishedVersion, 'publishedAt' | 'withdrawnAt'>, reason?: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('release_versions')
        .values({
          remote: entry.remote,
          version: entry.version,
          manifest_url: entry.manifestUrl,
          files: JSON.stringify(entry.files),
          published_by: entry.publishedBy,
        })
        .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!inserted) return false;
      await trx.insertInto('release_history').values(historyRow(entry.remote, { version: entry.version, action: 'publish', by: entry.publishedBy, reason })).execute();
      return true;
    });
  }

  /** Marks a version never to be served again, unless it is live (roll back first). */
  async withdraw(remote: string, version: string, entry: Omit<NewEntry, 'version' | 'action'>): Promise<'withdrawn' | 'live' | 'unknown' | 'already'> {
    return this.db.transaction().execute(async (trx) => {
      const live = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).forUpdate().executeTakeFirst();
      if (live?.live_stack.at(-1) === version) return 'live';
      const row = await trx.selectFrom('release_versions').select('withdrawn_at').where('remote', '=', remote).where('version', '=', version).forUpdate().executeTakeFirst();
      if (!row) return 'unknown';
      if (row.withdrawn_at) return 'already';
      await trx.updateTable('release_versions').set({ withdrawn_at: new Date() }).where('remote', '=', remote).where('version', '=', version).execute();
      await trx.insertInto('release_history').values(historyRow(remote, { ...entry, version, action: 'withdraw' })).execute();
      return 'withdrawn';
    });
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

function versionOf(row: {
  remote: string;
  version: string;
  manifest_url: string;
  files: PublishedFile[];
  published_at: Date;
  published_by: string;
  withdrawn_at: Date | null;
}): PublishedVersion {
  return {
    remote: row.remote,
    version: row.version,
    manifestUrl: row.manifest_url,
    files: row.files,
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
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
