import { Counter, Gauge, Histogram } from 'prom-client';
import type { GateJobs } from '../registry/gate-jobs';

const runs = new Histogram({
  name: 'release_gate_run_duration_seconds',
  help: 'Gate runs of this process by result: passed, refused (the version has problems), error (the run itself failed).',
  labelNames: ['result'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300],
});

const busy = new Counter({
  name: 'release_gate_busy_total',
  help: 'Gate runs refused at once because the queue was full.',
});

const waiting = new Gauge({
  name: 'release_gate_waiting',
  help: 'Gate runs waiting their turn in this process.',
});

/** Times a gate run and counts how it ended. */
export async function measureGateRun<T extends { problems: string[] }>(
  run: () => Promise<T>,
): Promise<T> {
  const stop = runs.startTimer();
  try {
    const result = await run();
    stop({ result: result.problems.length > 0 ? 'refused' : 'passed' });
    return result;
  } catch (error) {
    stop({ result: 'error' });
    throw error;
  }
}

export const gateMetrics = {
  refusedBusy: () => busy.inc(),
  waiting: (count: number) => waiting.set(count),
};

/**
 * The queue in PostgreSQL as every instance sees it (running and waiting jobs), read when
 * /metrics is scraped rather than on a timer: a release worker's process registers it.
 */
export function watchGateJobs(jobs: Pick<GateJobs, 'counts'>): void {
  new Gauge({
    name: 'release_gate_jobs',
    help: 'Gate runs in the queue in PostgreSQL, of every instance: state (running in a worker, waiting for one).',
    labelNames: ['state'] as const,
    async collect() {
      const counts = await jobs.counts().catch(() => undefined);
      if (!counts) return;
      this.set({ state: 'running' }, counts.running);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
}
