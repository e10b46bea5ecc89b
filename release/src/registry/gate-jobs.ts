import { sql, type Kysely } from 'kysely';
import type { GateJobOutcome, RegistryTables } from './registry-tables';

/** What a gate run is asked to check. */
export interface GateJob {
  /** Container name. */
  remote: string;
  version: string;
  skipSmoke: boolean;
}

export interface ClaimedJob extends GateJob {
  id: string;
  attempts: number;
}

/** Why a job was not queued: as many are under way or waiting as the service takes. */
export interface QueueFull {
  full: true;
  running: number;
  waiting: number;
}

/** A worker that claimed a job this many times and died each time stops being given it. */
export const MAX_ATTEMPTS = 3;
/** Done jobs nobody came back for (their caller went away) are kept this long, then removed. */
const KEEP_DONE_MS = 24 * 60 * 60_000;

/**
 * Gate runs queued in PostgreSQL: the release service queues them, release workers claim them
 * one at a time each (several workers may run; a job is held by one), and the service reads the
 * outcome back. A job whose worker stopped renewing its lease is claimed again by another.
 */
export class GateJobs {
  constructor(private readonly db: Kysely<RegistryTables>) {}

  /**
   * Queues a job unless `capacity` jobs are under way or waiting already. The count and the insert
   * hold one lock, so instances of the service that queue at once cannot pass the bound together.
   */
  async enqueue(job: GateJob, capacity: number): Promise<string | QueueFull> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('release_gate_jobs'))`.execute(trx);
      const counts = await countsIn(trx);
      if (counts.running + counts.waiting >= capacity) return { full: true, ...counts };
      const row = await trx.insertInto('release_gate_jobs').values({ remote: job.remote, version: job.version, skip_smoke: job.skipSmoke }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** Jobs under way in a worker, and jobs waiting for one. */
  counts(): Promise<{ running: number; waiting: number }> {
    return countsIn(this.db);
  }

  /**
   * The oldest job waiting, or one whose worker's lease ran out, now held by `worker`. Jobs
   * another worker is claiming at the same moment are skipped, never waited for.
   */
  async claim(worker: string, leaseMs: number): Promise<ClaimedJob | undefined> {
    const expired = sql<boolean>`state = 'running' and heartbeat_at < now() - make_interval(secs => ${leaseMs / 1000}::float8)`;
    await this.db
      .updateTable('release_gate_jobs')
      .set({ state: 'done', finished_at: sql`now()`, outcome: JSON.stringify(gaveUp()) })
      .where(expired)
      .where('attempts', '>=', MAX_ATTEMPTS)
      .execute();
    const row = await this.db
      .updateTable('release_gate_jobs')
      .set({ state: 'running', worker, heartbeat_at: sql`now()`, attempts: sql`attempts + 1` })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('release_gate_jobs')
          .select('id')
          .where((where) => where.or([where('state', '=', 'queued'), expired]))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'remote', 'version', 'skip_smoke', 'attempts'])
      .executeTakeFirst();
    return row && { id: row.id, remote: row.remote, version: row.version, skipSmoke: row.skip_smoke, attempts: row.attempts };
  }

  /** Renews the worker's lease on a job; false when another worker has taken it over. */
  async heartbeat(id: string, worker: string): Promise<boolean> {
    const result = await this.db.updateTable('release_gate_jobs').set({ heartbeat_at: sql`now()` }).where('id', '=', id).where('worker', '=', worker).where('state', '=', 'running').executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Stores a job's outcome, unless another worker took the job over (its own outcome will do). */
  async finish(id: string, worker: string, outcome: GateJobOutcome): Promise<void> {
    await this.db
      .updateTable('release_gate_jobs')
      .set({ state: 'done', outcome: JSON.stringify(outcome), finished_at: sql`now()` })
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('state', '=', 'running')
      .execute();
  }

  /** Hands a job back to the queue (its worker is stopping), for the next worker to take at once. */
  async release(id: string, worker: string): Promise<void> {
    await this.db.updateTable('release_gate_jobs').set({ state: 'queued', worker: null, heartbeat_at: null }).where('id', '=', id).where('worker', '=', worker).where('state', '=', 'running').execute();
  }

  /** Where a job is: its state, and its outcome once done; undefined once it is gone. */
  async read(id: string): Promise<{ state: 'queued' | 'running' | 'done'; outcome: GateJobOutcome | null } | undefined> {
    return this.db.selectFrom('release_gate_jobs').select(['state', 'outcome']).where('id', '=', id).executeTakeFirst();
  }

  /** Removes a job once its caller has read it, or gives it up: a job still waiting is not run. */
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('release_gate_jobs').where('id', '=', id).execute();
  }

  /** Removes done jobs whose caller never came back for them. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('release_gate_jobs').where('state', '=', 'done').where('finished_at', '<', new Date(Date.now() - KEEP_DONE_MS)).execute();
  }
}

const countsIn = (db: Kysely<RegistryTables>) =>
  db
    .selectFrom('release_gate_jobs')
    .select([sql<number>`count(*) filter (where state = 'running')::int`.as('running'), sql<number>`count(*) filter (where state = 'queued')::int`.as('waiting')])
    .where('state', '<>', 'done')
    .executeTakeFirstOrThrow();

const gaveUp = (): GateJobOutcome => ({
  error: { message: `The gate run stopped ${MAX_ATTEMPTS} times with the release worker running it; see the workers' logs.`, exitCode: 1, problems: [] },
});
