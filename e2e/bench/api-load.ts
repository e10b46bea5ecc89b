import autocannon from 'autocannon';
import { percentile, round } from './stats';

export interface ApiLoad {
  /** Answers received, and those that were not 2xx, errors or timeouts. */
  requests: number;
  failed: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  perSecond: number;
}

export interface ApiLoadOptions {
  connections: number;
  /** A timed run, or `amount` requests in all. */
  seconds?: number;
  amount?: number;
  /** Stops a run of `amount` requests after this long, with the answers received so far. */
  atMostSeconds?: number;
}

/**
 * `paths` on `apiUrl` in turn (each client takes the next one the run has not sent yet), from
 * `connections` clients at once. The percentiles are read from every answer's own time:
 * autocannon's summary has no p95.
 */
export function loadApi(apiUrl: string, paths: readonly string[], { connections, seconds, amount, atMostSeconds }: ApiLoadOptions): Promise<ApiLoad> {
  let next = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: apiUrl,
        connections,
        ...(amount === undefined ? { duration: seconds } : { amount }),
        timeout: 10,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error as Error);
        resolve({
          requests: latencies.length,
          failed: result.non2xx + result.errors + result.timeouts,
          p50Ms: round(percentile(latencies, 0.5), 1),
          p95Ms: round(percentile(latencies, 0.95), 1),
          p99Ms: round(percentile(latencies, 0.99), 1),
          perSecond: round(result.requests.average),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const limit = atMostSeconds === undefined ? undefined : setTimeout(() => instance.stop(), atMostSeconds * 1000);
  });
}
