import { metricValue } from '@storefront/platform/testing/metrics';
import { describe, expect, it } from 'vitest';
import { ReleaseError } from '../release-error';
import { measureGateRun, watchGateJobs } from './gate-metrics';
import { GateQueue } from './gate-queue';

const results = ['passed', 'refused', 'error'];
const count = () =>
  Promise.all([
    ...results.map((result) => metricValue('release_gate_run_duration_seconds_count', { result })),
    metricValue('release_gate_busy_total'),
  ]);

describe('gate metrics', () => {
  it('count runs that passed, refused a version or failed, and runs refused because the gate was busy', async () => {
    const before = await count();
    await measureGateRun(async () => ({ problems: [] }));
    await measureGateRun(async () => ({ problems: ['missing expose'] }));
    await expect(
      measureGateRun(() => Promise.reject(new Error('browser crashed'))),
    ).rejects.toThrow();
    const queue = new GateQueue(0);
    let finish = () => undefined as void;
    const running = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(queue.run(async () => undefined)).rejects.toBeInstanceOf(ReleaseError);
    finish();
    await running;
    const after = await count();
    expect(after.map((value, index) => value - before[index]!)).toEqual([1, 1, 1, 1]);
  });
});

describe('the gate queue in PostgreSQL', () => {
  it('is read when metrics are collected: jobs running in a worker and waiting for one', async () => {
    let counts = { running: 1, waiting: 3 };
    watchGateJobs({ counts: async () => counts });
    expect([
      await metricValue('release_gate_jobs', { state: 'running' }),
      await metricValue('release_gate_jobs', { state: 'waiting' }),
    ]).toEqual([1, 3]);
    counts = { running: 0, waiting: 0 };
    expect(await metricValue('release_gate_jobs', { state: 'waiting' })).toBe(0);
  });
});
