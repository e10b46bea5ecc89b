import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, round } from '../bench/stats';
import { send } from './http-client';
import { startOwnProcess } from './own-process';

export interface LatencySample {
  /** Milliseconds of each answered request. */
  latencies: number[];
  /** Requests that got no answer, or an answer other than 200. */
  failures: number;
}

/**
 * Fetches a static file again and again from 127.0.0.1, an address no attacking client uses, on
 * a new connection each time (a visitor arriving during the attack), while `going()` holds or
 * until `count` requests were made.
 */
export async function sampleLatency(
  url: string,
  options: { going?: () => boolean; count?: number; gapMs?: number },
): Promise<LatencySample> {
  const sample: LatencySample = { latencies: [], failures: 0 };
  const going = options.going ?? (() => true);
  for (let made = 0; going() && made < (options.count ?? Infinity); made += 1) {
    const answer = await send(url, { timeoutMs: 5_000 }).catch(() => undefined);
    if (answer?.status === 200) sample.latencies.push(answer.ms);
    else sample.failures += 1;
    await sleep(options.gapMs ?? 10);
  }
  return sample;
}

export const p99 = (sample: LatencySample) => round(percentile(sample.latencies, 0.99), 1);

export interface Sampling {
  /** Each origin's sample once `count` requests each were made (or `stop` was called). */
  finished: Promise<Record<string, LatencySample>>;
  /** Ends the sampling and answers each origin's sample. */
  stop: () => Promise<Record<string, LatencySample>>;
}

/**
 * sampleLatency for each of `urls` (by name) in a process of its own, until `stop` or `count`
 * requests each; resolves once it is measuring.
 */
export async function sampleInOwnProcess(
  urls: Record<string, string>,
  count?: number,
): Promise<Sampling> {
  const probe = startOwnProcess<Record<string, LatencySample>>('./latency-probe-process.ts', {
    urls,
    count,
  });
  await probe.ready;
  return {
    finished: probe.result,
    stop: async () => {
      if (probe.child.connected) probe.child.send('stop');
      return probe.result;
    },
  };
}
