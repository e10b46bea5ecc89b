import { metricValue } from '@storefront/platform/testing/metrics';
import { describe, expect, it } from 'vitest';
import { measureRead, sawGeneration } from './registry-metrics';

describe('registry metrics', () => {
  it('count each read by kind and result, passing its value or error on', async () => {
    const count = () =>
      Promise.all([
        metricValue('registry_read_duration_seconds_count', { read: 'view', result: 'ok' }),
        metricValue('registry_read_duration_seconds_count', { read: 'generation', result: 'failed' }),
      ]);
    const before = await count();
    expect(await measureRead('view', async () => 'the view')).toBe('the view');
    await expect(measureRead('generation', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const after = await count();
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([1, 1]);
  });

  it('show the generation this process saw last', async () => {
    sawGeneration(41);
    sawGeneration(42);
    expect(await metricValue('registry_generation')).toBe(42);
  });
});
