import { setTimeout as sleep } from 'node:timers/promises';
import type { GateJobs } from '../registry/gate-jobs';
import { EXIT, ReleaseError } from '../release-error';
import type { GateResult } from './gate';
import { gateMetrics } from './gate-metrics';
import type { GateRuns } from './gate-runs';

export interface GateInWorkerOptions {
  /** Gate runs that may wait beside those under way (RELEASE_GATE_QUEUE). */
  maxWaiting: number;
  /** How often the outcome is looked for. */
  pollMs?: number;
  /** How long a caller waits for an outcome before giving the run up. */
  waitMs?: number;
}

/** As long as the release service lets an operation keep its client waiting. */
const WAIT_MS = 10 * 60_000;

/**
 * Gate runs queued in PostgreSQL for a release worker (worker/), for processes that serve:
 * nothing of the gate's browser loads or runs here. One run under way and `maxWaiting` more
 * waiting, whichever instance queued them; past that a run is refused at once as busy.
 */
export function gateInWorker(jobs: GateJobs, options: GateInWorkerOptions): GateRuns {
  const { maxWaiting, pollMs = 250, waitMs = WAIT_MS } = options;
  return {
    run: async (job) => {
      const queued = await jobs.enqueue(job, maxWaiting + 1);
      if (typeof queued !== 'string') {
        gateMetrics.refusedBusy();
        throw new ReleaseError(
          `The gate is busy: ${queued.running} running and ${queued.waiting} waiting, the most the release workers queue; try again later.`,
          EXIT.busy,
        );
      }
      try {
        return await outcomeOf(jobs, queued, pollMs, Date.now() + waitMs);
      } finally {
        // Read, or given up on: a job still waiting is not run for nobody.
        await jobs.remove(queued);
      }
    },
  };
}

async function outcomeOf(jobs: GateJobs, id: string, pollMs: number, until: number): Promise<GateResult> {
  for (;;) {
    const job = await jobs.read(id);
    if (!job) throw new ReleaseError('The gate run was removed before it finished; nothing changed, try again.', EXIT.busy);
    if (job.outcome) {
      if ('error' in job.outcome) throw new ReleaseError(job.outcome.error.message, job.outcome.error.exitCode, job.outcome.error.problems);
      return job.outcome;
    }
    if (Date.now() >= until) {
      const why = job.state === 'running' ? 'is still running in a release worker.' : 'was not taken by any release worker: is one running?';
      throw new ReleaseError(`The gate run ${why} Nothing changed; try again later.`, EXIT.busy);
    }
    await sleep(pollMs);
  }
}
