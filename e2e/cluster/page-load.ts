import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx, errors and timeouts: a request the visitor did not get a page for. */
  failed: number;
  /** Each failure's kind: a status code, `error` or `timeout`. */
  failures: Record<string, number>;
  p99Ms: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/**
 * Page requests through the load balancer from `connections` keep-alive connections for
 * `seconds`, while `during` runs; answers what the visitors saw.
 */
export async function underLoad(
  siteUrl: string,
  paths: readonly string[],
  options: LoadOptions,
  during: () => Promise<void>,
): Promise<LoadResult> {
  const failures: Record<string, number> = {};
  const count = (kind: string) => (failures[kind] = (failures[kind] ?? 0) + 1);
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>(
    (resolve, reject) => ((finish = resolve), (fail = reject)),
  );
  const run = autocannon(
    {
      url: siteUrl,
      connections: options.connections,
      duration: options.seconds,
      timeout: 20,
      headers: { accept: 'text/html' },
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  run.on('response', (_client, statusCode: number) => {
    if (statusCode < 200 || statusCode >= 300) count(String(statusCode));
  });
  run.on('reqError', (error: Error) => count(/timeout/i.test(String(error)) ? 'timeout' : 'error'));
  const [result] = await Promise.all([finished, during()]);
  return {
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    failures,
    p99Ms: result.latency.p99,
  };
}

export const describeFailures = (result: LoadResult) =>
  `${result.failed} of ${result.requests} failed${
    result.failed
      ? ` (${Object.entries(result.failures)
          .map(([kind, n]) => `${kind}: ${n}`)
          .join(', ')})`
      : ''
  }; p99 ${result.p99Ms} ms`;
