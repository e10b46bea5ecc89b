import { loadApi } from './api-load';
import { settledResidentMb } from './settled-memory';
import { round } from './stats';

/** The searches the API's memory is read over, after a warm-up of its own. */
export const SEARCHES_WITHIN_MEMORY_READINGS = 10_000;
const WARM_UP = 1_000;
const CONNECTIONS = 20;
/** An API too slow for 10,000 searches in this time is read over the searches it answered. */
const AT_MOST_SECONDS = 180;

export interface SearchMemory {
  /** The searches answered between the two readings. */
  searches: number;
  beforeMb: number;
  afterMb: number;
  growthPercent: number;
  failed: number;
}

/**
 * The API process's resident memory (`pid`, started with snapshotOnSignal(`snapshotDir`)) after
 * 10,000 searches against it before them (or the searches it answered within three minutes),
 * each read settled after a full collection.
 */
export async function measureSearchMemory(apiUrl: string, paths: readonly string[], pid: number, snapshotDir: string): Promise<SearchMemory> {
  await loadApi(apiUrl, paths, { connections: CONNECTIONS, amount: WARM_UP, atMostSeconds: AT_MOST_SECONDS / 10 });
  const beforeMb = await settledResidentMb(pid, snapshotDir);
  const run = await loadApi(apiUrl, paths, { connections: CONNECTIONS, amount: SEARCHES_WITHIN_MEMORY_READINGS, atMostSeconds: AT_MOST_SECONDS });
  const afterMb = await settledResidentMb(pid, snapshotDir);
  return { searches: run.requests, beforeMb: round(beforeMb, 1), afterMb: round(afterMb, 1), growthPercent: round(((afterMb - beforeMb) / beforeMb) * 100, 1), failed: run.failed };
}
