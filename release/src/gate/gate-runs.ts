import type { GateJob } from '../registry/gate-jobs';
import type { GateResult } from './gate';
import { GateQueue } from './gate-queue';

/** Where gate runs happen: in this process, or in a release worker (gate-in-worker.ts). */
export interface GateRuns {
  /** Runs `job`: as `here` in this process, or as the job itself elsewhere. */
  run(job: GateJob, here: () => Promise<GateResult>): Promise<GateResult>;
}

/**
 * Gate runs in this process, one at a time, `maxWaiting` more waiting: for the CLI on a machine
 * with the registry, and for the release worker itself. A process serving visitors never does.
 */
export function gateHere(maxWaiting: number): GateRuns {
  const queue = new GateQueue(maxWaiting);
  return { run: (_job, here) => queue.run(here) };
}
