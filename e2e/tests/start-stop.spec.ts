import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processAlive } from '@storefront/platform';
import { expect, test } from '../support/fixtures';

// `pnpm serve` as a person runs it in a terminal, then Ctrl-C: every process it started stops,
// the embedded database included.
const workspace = path.resolve(import.meta.dirname, '../..');
const PORT = 8380;

/** The process ids under `pid`, however deep. */
function descendants(pid: number): number[] {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits with 1 when the process has no children.
  }
  const children = listing
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

test('Ctrl-C stops every process of the site, with none left behind', async () => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-start-stop-'));
  await chmod(dataDir, 0o755);
  // Its own process group, as a terminal's foreground job is: Ctrl-C signals the whole group.
  const serve = spawn('pnpm', ['serve'], { cwd: workspace, env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
  try {
    await expect
      .poll(() => fetch(`http://localhost:${PORT}/registry.json`).then((response) => response.ok, () => false), { timeout: 90_000 })
      .toBe(true);
    const started = descendants(serve.pid!);
    // pnpm, the supervisor, the database (and PostgreSQL's own processes), the API, the remotes, the site.
    expect(started.length).toBeGreaterThanOrEqual(8);

    const exited = new Promise<number | null>((resolve) => serve.once('exit', (code) => resolve(code)));
    process.kill(-serve.pid!, 'SIGINT');
    await exited;
    await expect.poll(() => started.filter(processAlive), { timeout: 15_000 }).toEqual([]);
    expect(await fetch(`http://localhost:${PORT}/registry.json`).then(() => 'answered', () => 'closed')).toBe('closed');
  } finally {
    if (serve.exitCode === null && serve.signalCode === null) process.kill(-serve.pid!, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});
