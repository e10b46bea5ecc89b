import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

// Resident memory right after a run says more about when V8 last collected than about what the
// run kept: the same site server reads 360 MB or 530 MB a moment apart. A heap snapshot begins
// with a full collection, so the memory read once one is written is what the process holds.

/** NODE_OPTIONS for a process whose memory is read settled: it writes a heap snapshot on SIGUSR2. */
export const snapshotOnSignal = (dir: string) => `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}`;

/** A process's resident memory in MB, from Linux's /proc. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`No resident memory in /proc/${pid}/status.`);
  return kb / 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The resident memory of process `pid` (started with `snapshotOnSignal(dir)`) after a full
 * collection: it is asked for a heap snapshot, which is waited for and deleted.
 */
export async function settledResidentMb(pid: number, dir: string): Promise<number> {
  const earlier = new Set(await readdir(dir));
  process.kill(pid, 'SIGUSR2');
  const started = Date.now();
  let file: string | undefined;
  let size = -1;
  while (Date.now() - started < 120_000) {
    await pause(500);
    file ??= (await readdir(dir)).find((name) => name.endsWith('.heapsnapshot') && !earlier.has(name));
    if (!file) continue;
    const now = (await stat(path.join(dir, file))).size;
    // Written once its size stops changing.
    if (now > 0 && now === size) {
      await rm(path.join(dir, file));
      return residentMb(pid);
    }
    size = now;
  }
  throw new Error(`Process ${pid} wrote no heap snapshot in ${dir} within two minutes.`);
}
