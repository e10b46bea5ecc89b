import { sql, type Kysely } from 'kysely';
import type { VersionSource } from '../build/version-source';
import { remoteDeclaration, findRemote } from '@storefront/shared/federation';
import { EXIT, ReleaseError } from '../release-error';
import { CanaryStore, canaryOf, type ServedCanary } from './canary-store';
import { GateJobs } from './gate-jobs';
import { lastKnownGood, liveDurations } from './known-good';
import { ReportStore } from '../reports/report-store';
import { VitalsStore } from '../reports/vitals-store';
import type { ReleasePolicy } from '../reports/version-figures';
import { historyRow, type NewEntry } from './history-row';
import { recordChange } from './record-change';
import { RollingStore } from './rolling-store';
import { WebhookOutbox } from './webhook-outbox';
import { stageOf } from './release-event';
import { LIVE_CHANGES, type HistoryEntry, type RegistryDocument, type RemoteRecord } from './registry-document';
import type { PublishedFile, RegistryTables } from './registry-tables';

/** A published version as the registry knows it. */
export interface PublishedVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  files: PublishedFile[];
  publishedAt: string;
  publishedBy: string;
  withdrawnAt: string | null;
  /** The commit, branch and build that made it, as far as its build knew them. */
  source: VersionSource;
}

/** What the site needs on every page: each remote's live stack, last known good and their URLs. */
export interface LiveView {
  stacks: Record<string, string[]>;
  /** Per remote, the version browsers fall back to when the live one fails (known-good.ts). */
  knownGood: Record<string, string | undefined>;
  /** `remote` → version → manifest URL, for every version in the live stacks. */
  manifestUrls: Record<string, Record<string, string>>;
  /** `remote` → version → file path → SHA-256 (hex) as published, for the same versions. */
  digests: Record<string, Record<string, Record<string, string>>>;
  /** Per remote, the canary a share of visitors runs instead of the live version. */
  canaries: Record<string, ServedCanary>;
}

/**
 * The registry in PostgreSQL. A change to a remote's live pointer runs in a transaction holding
 * that remote's row, so concurrent commands (from any machine) queue, and a command that dies
 * half-way leaves nothing behind.
 */
export class RegistryStore {
  readonly canaries: CanaryStore;
  /** Rolling releases' steps (commands/advance-rolling-releases.ts). */
  readonly rolling: RollingStore;
  /** Live changes and canary moves waiting to be told to webhooks (webhooks/deliver-webhooks.ts). */
  readonly webhookOutbox: WebhookOutbox;
  /** What browsers reported of each version (reports/). */
  readonly reports: ReportStore;
  /** How fast each version's page views were (reports/vitals-store.ts). */
  readonly vitals: VitalsStore;
  /** Gate runs waiting for a release worker, and their outcomes (worker/). */
  readonly gateJobs: GateJobs;

  constructor(
    private readonly db: Kysely<RegistryTables>,
    policy: Pick<ReleasePolicy, 'visitorsPerNetwork'>,
  ) {
    this.reports = new ReportStore(db, policy.visitorsPerNetwork);
    this.vitals = new VitalsStore(db, policy.visitorsPerNetwork);
    this.canaries = new CanaryStore(db, this.reports, this.vitals);
    this.rolling = new RollingStore(db, this.canaries);
    this.webhookOutbox = new WebhookOutbox(db);
    this.gateJobs = new GateJobs(db);
  }

  /** Everything, for status and history. */
  async read(): Promise<RegistryDocument> {
    const [remotes, history, canaries] = await Promise.all([
      this.db.selectFrom('release_remotes').selectAll().execute(),
      this.db
        .selectFrom('release_history as h')
        .leftJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'h.remote').onRef('v.version', '=', 'h.version').on('h.action', '=', 'publish'))
        .selectAll('h')
        .select(['v.source_commit', 'v.source_branch', 'v.source_build'])
        .orderBy('h.id')
        .execute(),
      this.canaries.all(),
    ]);
    const document: RegistryDocument = { remotes: {} };
    const recordOf = (remote: string): RemoteRecord => (document.remotes[remote] ??= { liveStack: [], history: [] });
    for (const row of remotes) recordOf(row.remote).liveStack = row.live_stack;
    for (const row of history) {
      const entry: HistoryEntry = { version: row.version, action: row.action, at: row.at.toISOString(), by: row.by };
      if (row.reason !== null) entry.reason = row.reason;
      if (row.forced) Object.assign(entry, { forced: true, problems: row.problems ?? [] });
      else if (row.problems?.length) entry.problems = row.problems;
      if (row.skipped?.length) entry.skipped = row.skipped;
      const source = sourceOf(row);
      if (Object.keys(source).length > 0) entry.source = source;
      recordOf(row.remote).history.push(entry);
    }
    for (const [remote, canary] of canaries) recordOf(remote).canary = canary;
    return document;
  }

  /**
   * A number that moves whenever the live view may have: every change of a live pointer, a
   * canary or a withdrawal writes its history entry in the same transaction (one indexed read).
   */
  async generation(): Promise<number> {
    const row = await this.db.selectFrom('release_history').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Each remote's live stack only. */
  async liveStacks(): Promise<Record<string, string[]>> {
    const rows = await this.db.selectFrom('release_remotes').selectAll().execute();
    return Object.fromEntries(rows.map((row) => [row.remote, row.live_stack]));
  }

  /** The live stacks, with each remote's last known good version and the manifest URLs of both. */
  async liveView(policy: ReleasePolicy, now = new Date()): Promise<LiveView> {
    const [remotes, changes, versions, figures, canaries] = await Promise.all([
      this.db.selectFrom('release_remotes').selectAll().execute(),
      this.db.selectFrom('release_history').select(['remote', 'version', 'at']).where('action', 'in', LIVE_CHANGES).orderBy('id').execute(),
      this.db
        .selectFrom('release_versions as v')
        .innerJoin('release_remotes as r', (join) => join.onRef('r.remote', '=', 'v.remote').on(sql<boolean>`v.version = any(r.live_stack)`))
        .select(['v.remote', 'v.version', 'v.manifest_url', 'v.withdrawn_at', 'v.files'])
        .execute(),
      this.reports.allFigures(),
      this.canaries.served(),
    ]);
    const view: LiveView = { stacks: {}, knownGood: {}, manifestUrls: {}, digests: {}, canaries };
    const digestsOf = (files: readonly PublishedFile[]) => Object.fromEntries(files.map((file) => [file.path, file.sha256]));
    for (const row of versions) {
      (view.manifestUrls[row.remote] ??= {})[row.version] = row.manifest_url;
      (view.digests[row.remote] ??= {})[row.version] = digestsOf(row.files);
    }
    for (const [remote, canary] of Object.entries(canaries)) (view.digests[remote] ??= {})[canary.version] = digestsOf(canary.files);
    for (const { remote, live_stack } of remotes) {
      view.stacks[remote] = live_stack;
      view.knownGood[remote] = lastKnownGood({
        stack: live_stack,
        durations: liveDurations(changes.filter((change) => change.remote === remote), now),
        figures: figures.get(remote) ?? new Map(),
        withdrawn: new Set(versions.filter((row) => row.remote === remote && row.withdrawn_at).map((row) => row.version)),
        policy,
      });
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

  /**
   * Records a published version and its history entry (marked forced, with the problems, when
   * the static checks were overridden); false when it was already there.
   */
  async addVersion(entry: Omit<PublishedVersion, 'publishedAt' | 'withdrawnAt'>, reason?: string, forcedPast: string[] = []): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('release_versions')
        .values({
          remote: entry.remote,
          version: entry.version,
          manifest_url: entry.manifestUrl,
          files: JSON.stringify(entry.files),
          published_by: entry.publishedBy,
          source_commit: entry.source.commit ?? null,
          source_branch: entry.source.branch ?? null,
          source_build: entry.source.build ?? null,
        })
        .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!inserted) return false;
      const forced = forcedPast.length > 0 ? { forced: true, problems: forcedPast } : {};
      await trx.insertInto('release_history').values(historyRow(entry.remote, { version: entry.version, action: 'publish', by: entry.publishedBy, reason, ...forced })).execute();
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
      // A withdrawn version is served to nobody, canary visitors included.
      const canary = await trx.deleteFrom('release_canaries').where('remote', '=', remote).where('version', '=', version).returningAll().executeTakeFirst();
      if (canary) {
        const ended = { version, action: 'end-canary' as const, by: entry.by, reason: `withdrawn; ${live?.live_stack.at(-1) ?? 'nothing'} stays live` };
        const { plan } = canaryOf(canary);
        await recordChange(trx, remote, ended, { previous: live?.live_stack.at(-1), percent: 0, stage: plan && stageOf(plan, true) });
      }
      return 'withdrawn';
    });
  }

  async appendHistory(remote: string, entry: NewEntry): Promise<void> {
    await this.db.insertInto('release_history').values(historyRow(remote, entry)).execute();
  }

  /**
   * Moves a remote's live pointer: `choose` gets the live stack as it is now (locked) and returns
   * the new one, or throws to change nothing. The history entry is written in the same transaction.
   * While a canary runs the pointer stays: the canary is completed, ended or replaced first.
   */
  async moveLive<T>(remote: string, choose: (stack: string[]) => { stack: string[]; entry: NewEntry; result: T }): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('release_remotes').values({ remote }).onConflict((conflict) => conflict.doNothing()).execute();
      const { live_stack } = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow();
      const canary = await trx.selectFrom('release_canaries').select('version').where('remote', '=', remote).executeTakeFirst();
      if (canary) throw canaryRunning(remote, canary.version);
      const { stack, entry, result } = choose([...live_stack]);
      await trx.updateTable('release_remotes').set({ live_stack: stack }).where('remote', '=', remote).execute();
      await recordChange(trx, remote, entry, { previous: live_stack.at(-1), percent: 100 });
      return result;
    });
  }
}

interface SourceColumns {
  source_commit: string | null;
  source_branch: string | null;
  source_build: string | null;
}

/** What is known of where a version came from: only what its build knew. */
const sourceOf = (row: SourceColumns): VersionSource => ({
  ...(row.source_commit && { commit: row.source_commit }),
  ...(row.source_branch && { branch: row.source_branch }),
  ...(row.source_build && { build: row.source_build }),
});

function versionOf(row: SourceColumns & {
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
    source: sourceOf(row),
  };
}

function canaryRunning(remote: string, version: string): ReleaseError {
  const name = findRemote(remote);
  const folder = name ? remoteDeclaration(name).folder : remote;
  return new ReleaseError(
    `${folder}: a canary of ${version} runs; complete it (promote ${folder} --complete), end it (rollback ${folder}) or replace it (promote --canary) first.`,
    EXIT.refused,
  );
}
