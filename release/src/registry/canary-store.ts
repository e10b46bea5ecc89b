import { sql, type Kysely, type Transaction } from 'kysely';
import { historyRow, type NewEntry } from './history-row';
import { NO_VITALS, type VersionVitals } from '../reports/page-vitals';
import type { ReportStore } from '../reports/report-store';
import type { VitalsStore } from '../reports/vitals-store';
import { NO_FIGURES, type VersionFigures } from '../reports/version-figures';
import type { Canary } from './registry-document';
import type { PublishedFile, RegistryTables } from './registry-tables';

/** A canary to run from now on; the same version as the running one keeps its start and figures. */
export interface NewCanary {
  version: string;
  percent: number;
  autoRollback: boolean;
  by: string;
}

export interface CanaryChange<T> {
  /** The canary from now on, or null to end it. */
  canary: NewCanary | null;
  /** The live stack from now on, when the change moves it (a completed canary). */
  stack?: string[];
  entry: NewEntry;
  result: T;
}

/** What browsers are told of a running canary. */
export interface ServedCanary {
  version: string;
  percent: number;
  manifest: string;
  /** Its files as published: browsers check what they run against them. */
  files: PublishedFile[];
}

/** A canary's figures since it started, and the live version's over the same window. */
export interface CanaryFigures {
  canary: VersionFigures;
  live: VersionFigures;
  /** How fast their page views were, over the same window. */
  vitals: { canary: VersionVitals; live: VersionVitals };
}

export interface AutoRollback {
  canary: Canary;
  figures: CanaryFigures;
  entry: NewEntry;
}

type Db = Kysely<RegistryTables> | Transaction<RegistryTables>;

/**
 * Canaries, one per remote at most. A change holds the remote's row, as a live pointer's move
 * does, so canaries and promotes of one remote queue behind each other.
 */
export class CanaryStore {
  constructor(
    private readonly db: Kysely<RegistryTables>,
    private readonly reports: ReportStore,
    private readonly vitals: VitalsStore,
  ) {}

  /** The remote's running canary, if any. */
  async of(remote: string): Promise<Canary | undefined> {
    const row = await this.db.selectFrom('release_canaries').selectAll().where('remote', '=', remote).executeTakeFirst();
    return row && canaryOf(row);
  }

  /** Remote → its running canary. */
  async all(): Promise<Map<string, Canary>> {
    const rows = await this.db.selectFrom('release_canaries').selectAll().execute();
    return new Map(rows.map((row) => [row.remote, canaryOf(row)]));
  }

  /** Remote → its running canary with the manifest URL it was published with. */
  async served(): Promise<Record<string, ServedCanary>> {
    const rows = await this.db
      .selectFrom('release_canaries as c')
      .innerJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'c.remote').onRef('v.version', '=', 'c.version'))
      .select(['c.remote', 'c.version', 'c.percent', 'v.manifest_url', 'v.files'])
      .execute();
    return Object.fromEntries(rows.map((row) => [row.remote, { version: row.version, percent: row.percent, manifest: row.manifest_url, files: row.files }]));
  }

  /**
   * Starts, replaces or ends a remote's canary: `choose` gets the live stack and the canary as
   * they are now (locked) and answers the change, or throws to change nothing.
   */
  async change<T>(remote: string, choose: (state: { stack: string[]; canary: Canary | undefined }) => CanaryChange<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('release_remotes').values({ remote }).onConflict((conflict) => conflict.doNothing()).execute();
      const { live_stack } = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow();
      const row = await trx.selectFrom('release_canaries').selectAll().where('remote', '=', remote).executeTakeFirst();
      const current = row && canaryOf(row);
      const { canary, stack, entry, result } = choose({ stack: [...live_stack], canary: current });
      if (canary === null) await trx.deleteFrom('release_canaries').where('remote', '=', remote).execute();
      else if (canary.version === current?.version) {
        await trx.updateTable('release_canaries').set({ percent: canary.percent, auto_rollback: canary.autoRollback }).where('remote', '=', remote).execute();
      } else await startCanary(trx, remote, canary);
      if (stack) await trx.updateTable('release_remotes').set({ live_stack: stack }).where('remote', '=', remote).execute();
      await trx.insertInto('release_history').values(historyRow(remote, entry)).execute();
      return result;
    });
  }

  /** A canary's figures since it started (or since its figures were reset), and the live version's over the same window. */
  async figures(remote: string, canary: Canary, live: string | undefined, db: Db = this.db): Promise<CanaryFigures> {
    const since = new Date(canary.startedAt);
    // One after the other: a transaction's queries share its one connection.
    const canaryFigures = await this.reports.figures(remote, canary.version, since, db);
    const liveFigures = live ? await this.reports.figures(remote, live, since, db) : undefined;
    const canaryVitals = await this.vitals.of(remote, canary.version, since, db);
    const liveVitals = live ? await this.vitals.of(remote, live, since, db) : NO_VITALS;
    return { canary: canaryFigures, live: liveFigures ?? NO_FIGURES, vitals: { canary: canaryVitals, live: liveVitals } };
  }

  /**
   * Ends the remote's canary of `version`, if it rolls back by itself and `judge` finds its
   * figures too bad (answering the history entry). Once only, however many reports race here.
   */
  async endIfFailing(remote: string, version: string, judge: (figures: CanaryFigures) => NewEntry | undefined): Promise<AutoRollback | undefined> {
    const running = (trx: Db) =>
      trx.selectFrom('release_canaries').selectAll().where('remote', '=', remote).where('version', '=', version).where('auto_rollback', '=', true);
    // Most reports are of versions that run no canary: they are answered without a transaction.
    if (!(await running(this.db).executeTakeFirst())) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const row = await running(trx).forUpdate().executeTakeFirst();
      if (!row) return undefined;
      const canary = canaryOf(row);
      const { live_stack } = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).executeTakeFirstOrThrow();
      const figures = await this.figures(remote, canary, live_stack.at(-1), trx);
      const entry = judge(figures);
      if (!entry) return undefined;
      await trx.deleteFrom('release_canaries').where('remote', '=', remote).execute();
      await trx.insertInto('release_history').values(historyRow(remote, entry)).execute();
      return { canary, figures, entry };
    });
  }
}

async function startCanary(trx: Transaction<RegistryTables>, remote: string, canary: NewCanary): Promise<void> {
  const values = {
    version: canary.version,
    percent: canary.percent,
    auto_rollback: canary.autoRollback,
    started_at: sql<Date>`now()`,
    started_by: canary.by,
  };
  await trx
    .insertInto('release_canaries')
    .values({ remote, ...values })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
    .execute();
}

function canaryOf(row: {
  version: string;
  percent: number;
  auto_rollback: boolean;
  started_at: Date;
  started_by: string;
}): Canary {
  return {
    version: row.version,
    percent: row.percent,
    autoRollback: row.auto_rollback,
    startedAt: row.started_at.toISOString(),
    startedBy: row.started_by,
  };
}
