import autocannon from 'autocannon';
import { settledResidentMb } from './settled-memory';

// The site server's renders under load: one page, 20 clients at once, a bounded number of
// requests (never a timed run), measured on the server process itself.
const CONNECTIONS = 20;
const RENDERS = 10_000;
/**
 * The first renders load the server builds and warm the JIT: not what a running site pays. The
 * heap snapshot that reads the memory settled (settled-memory.ts) costs the renders after it too:
 * the next 500 had a p99 of 90–500 ms where the 10,000 after them had 46–67 ms. So the renders
 * are warmed again after it, and the memory growth is read over those and the measured ones.
 */
const WARM_UP = 500;
/** The renders the memory growth is read over: the second warm-up and the measured ones. */
export const RENDERS_WITHIN_MEMORY_READINGS = WARM_UP + RENDERS;

export interface ServerRenders {
  renders: number;
  failed: number;
  p99Ms: number;
  pagesPerSecond: number;
  /**
   * Resident memory of the site server after the renders, less before them (after the first
   * warm-up, so over the second one and the measured renders), each after a full collection.
   */
  memoryGrowthMb: number;
}

const renderPages = (url: string, amount: number) =>
  autocannon({ url, connections: CONNECTIONS, amount, timeout: 10, headers: { accept: 'text/html' } });

/**
 * Renders `url` on the site server whose process is `pid`, 10,000 times by 20 clients (the
 * caller has checked that the page comes rendered: one left to the browser is only a file).
 * The process writes heap snapshots into `snapshotDir` on request (settled-memory.ts).
 */
export async function measureServerRenders(url: string, pid: number, snapshotDir: string): Promise<ServerRenders> {
  await renderPages(url, WARM_UP);
  const before = await settledResidentMb(pid, snapshotDir);
  await renderPages(url, WARM_UP);
  const result = await renderPages(url, RENDERS);
  const after = await settledResidentMb(pid, snapshotDir);
  return {
    renders: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    p99Ms: result.latency.p99,
    pagesPerSecond: result.requests.average,
    memoryGrowthMb: after - before,
  };
}
