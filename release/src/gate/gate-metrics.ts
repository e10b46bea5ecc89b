import { Counter, Gauge, Histogram } from 'prom-client';

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
export async function measureGateRun<T extends { problems: string[] }>(run: () => Promise<T>): Promise<T> {
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
