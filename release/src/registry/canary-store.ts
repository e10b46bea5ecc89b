import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { NewEntry } from './history-row';
import { NO_VITALS, type VersionVitals } from '../reports/page-vitals';
import { recordChange } from './record-change';
import { stageOf } from './release-event';
import type { ReportStore } from '../reports/report-store';
import type { VitalsStore } from '../reports/vitals-store';
import { NO_FIGURES, type VersionFigures } from '../reports/version-figures';
import type { Canary, RollingPlan } from './registry-document';
import type { PublishedFile, RegistryTables, ReleaseCanariesTable } from './registry-tables';

/** A canary to run from now on; the same version as the running one keeps its start and figures. */
export interface NewCanary {
  version: string;
  percent: number;
  autoRollback: boolean;
  by: string;
  /** A rolling release's plan: its next step is due `everySeconds` from now. */
  plan?: Omit<RollingPlan, 'nextStepAt'>;
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
      let after: Canary | undefined;
      if (canary === null) await trx.deleteFrom('release_canaries').where('remote', '=', remote).execute();
      else if (canary.version === current?.version) {
        const values = { percent: canary.percent, auto_rollback: canary.autoRollback, ...planColumns(canary.plan) };
        after = canaryOf(await trx.updateTable('release_canaries').set(values).where('remote', '=', remote).returningAll().executeTakeFirstOrThrow());
      } else after = await startCanary(trx, remote, canary);
      if (stack) await trx.updateTable('release_remotes').set({ live_stack: stack }).where('remote', '=', remote).execute();
      // A plan a person's change ended is told as over.
      const stage = after?.plan ? stageOf(after.plan) : current?.plan && stageOf(current.plan, true);
      await recordChange(trx, remote, entry, { previous: live_stack.at(-1), percent: after?.percent ?? (stack ? 100 : 0), stage });
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
      await recordChange(trx, remote, entry, { previous: live_stack.at(-1), percent: 0, stage: canary.plan && stageOf(canary.plan, true) });
      return { canary, figures, entry };
    });
  }
}

async function startCanary(trx: Transaction<RegistryTables>, remote: string, canary: NewCanary): Promise<Canary> {
  const values = {
    version: canary.version,
    percent: canary.percent,
    auto_rollback: canary.autoRollback,
    started_at: sql<Date>`now()`,
    started_by: canary.by,
    ...planColumns(canary.plan),
  };
  const row = await trx
    .insertInto('release_canaries')
    .values({ remote, ...values })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return canaryOf(row);
}

/** A plan's columns; none for a canary a person moves. Its first step is due a step from now. */
function planColumns(plan: NewCanary['plan']) {
  if (!plan) return { stages: null, stage: null, step_seconds: null, next_step_at: null };
  // To the millisecond, as every clock that compares with it (JavaScript's) counts.
  const nextStepAt = sql<Date>`date_trunc('milliseconds', now() + make_interval(secs => ${plan.everySeconds}))`;
  return { stages: plan.stages, stage: plan.stage, step_seconds: plan.everySeconds, next_step_at: nextStepAt };
}

/** A row of release_canaries as the registry names it. */
export function canaryOf(row: Selectable<ReleaseCanariesTable>): Canary {
  const plan: RollingPlan | undefined =
    row.stages && row.stage !== null && row.step_seconds !== null && row.next_step_at
      ? { stages: row.stages, stage: row.stage, everySeconds: row.step_seconds, nextStepAt: row.next_step_at.toISOString() }
      : undefined;
  return {
    version: row.version,
    percent: row.percent,
    autoRollback: row.auto_rollback,
    startedAt: row.started_at.toISOString(),
    startedBy: row.started_by,
    ...(plan && { plan }),
  };
}
