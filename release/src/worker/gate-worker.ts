import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { runGate } from '../gate/gate';
import type { ClaimedJob } from '../registry/gate-jobs';
import type { GateJobOutcome } from '../registry/registry-tables';
import type { ReleaseContext } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

export interface WorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GateWorkerOptions {
  log: WorkerLog;
  /** A job whose worker has not renewed its lease for this long is taken by another. */
  leaseMs?: number;
  /** How long an idle worker waits before it looks for a job again. */
  idleMs?: number;
}

export interface GateWorker {
  /** Whether it can take gate runs now: it reached the database on its last look. */
  ready(): boolean;
  /** Stops taking jobs; a job under way goes back to the queue for another worker. */
  stop(): Promise<void>;
}

const LEASE_MS = 30_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** What a gate run ended with, as the caller reads it back: a refusal it can act on, or a failure. */
async function outcomeOf(context: ReleaseContext, job: ClaimedJob, log: WorkerLog): Promise<GateJobOutcome> {
  try {
    return await runGate(context, job);
  } catch (error) {
    if (error instanceof ReleaseError) return { error: { message: error.message, exitCode: error.exitCode, problems: error.problems } };
    log.error({ err: error, job: job.id }, 'gate run failed');
    const message = error instanceof Error ? error.message : String(error);
    return { error: { message: `The gate could not run in the release worker: ${message}`, exitCode: EXIT.refused, problems: [] } };
  }
}

/**
 * Takes gate runs from the queue in PostgreSQL one at a time, runs each here and stores its
 * outcome for the caller. While it runs a job it renews its lease, so a worker that dies leaves
 * the job to be taken again once the lease runs out.
 */
export function startGateWorker(context: ReleaseContext, options: GateWorkerOptions): GateWorker {
  const { log, leaseMs = LEASE_MS, idleMs = 500 } = options;
  const jobs = context.registry.gateJobs;
  const name = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let stopped = false;
  let reachable = false;
  let current: ClaimedJob | undefined;
  let wake = () => {};
  let prunedAt = 0;

  const pause = () => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, idleMs);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  async function runJob(job: ClaimedJob): Promise<void> {
    current = job;
    log.info({ job: job.id, remote: job.remote, version: job.version, attempt: job.attempts }, 'gate run started');
    const heartbeat = setInterval(() => void jobs.heartbeat(job.id, name).catch(() => undefined), leaseMs / 3);
    try {
      const outcome = await outcomeOf(context, job, log);
      if (stopped) return;
      // Unstored (the database away), the run is taken again once its lease runs out.
      await jobs.finish(job.id, name, outcome);
      log.info({ job: job.id, remote: job.remote, version: job.version, problems: 'problems' in outcome ? outcome.problems.length : undefined }, 'gate run done');
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  }

  async function pass(): Promise<void> {
    let job: ClaimedJob | undefined;
    try {
      job = await jobs.claim(name, leaseMs);
      reachable = true;
      if (!job && Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await jobs.prune();
      }
    } catch (error) {
      if (reachable) log.error({ err: error }, 'cannot reach the gate queue');
      reachable = false;
    }
    if (job && stopped) await jobs.release(job.id, name).catch(() => undefined);
    else if (job) await runJob(job);
    else await pause();
  }

  const loop = (async () => {
    while (!stopped) {
      await pass().catch(async (error: unknown) => {
        log.error({ err: error }, 'gate run could not be stored');
        await pause();
      });
    }
  })();

  return {
    ready: () => reachable && !stopped,
    stop: async () => {
      stopped = true;
      wake();
      const running = current;
      // Not waited for: the next worker starts the run again at once rather than after the lease.
      if (running) await jobs.release(running.id, name).catch(() => undefined);
      else await loop;
    },
  };
}
