import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import { EMBEDDED_DATABASE_ENTRY, PLATFORM_DIR } from './database-process';
import { Supervisor } from './supervisor/supervisor';

// The embedded database as `pnpm start` supervises it: when its PostgreSQL server stops on its
// own, the database process ends too, and the supervisor starts both again.
let folder: string;
let supervisor: Supervisor;
const events: string[] = [];
const PORT = 54_900 + Math.floor(Math.random() * 100);
const dir = () => path.join(folder, 'postgres');
const postmasterPid = async () => Number((await readFile(path.join(dir(), 'postmaster.pid'), 'utf8')).split('\n')[0]);

async function answers(url: string): Promise<boolean> {
  const db = connect({ url, maxConnections: 1, connectTimeoutMs: 1_000 });
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'embedded-restart-'));
  await chmod(folder, 0o755);
  supervisor = new Supervisor({ onLine: () => undefined, onEvent: (name, message) => events.push(`${name} ${message}`) });
});
afterAll(async () => {
  await supervisor.stopAll();
  await rm(folder, { recursive: true, force: true });
});

describe('the supervised embedded database', () => {
  it.each(['SIGINT', 'SIGKILL'] as const)('comes back after its PostgreSQL server is stopped with %s', async (signal) => {
    const { url } = await supervisor.start({
      name: 'database',
      entry: EMBEDDED_DATABASE_ENTRY,
      cwd: PLATFORM_DIR,
      env: { ...process.env, EMBEDDED_DATABASE_DIR: dir(), EMBEDDED_DATABASE_PORT: String(PORT) },
    });
    expect(await answers(String(url))).toBe(true);
    events.length = 0;
    const stopped = await postmasterPid();
    process.kill(stopped, signal);
    await vi.waitFor(() => expect(events).toContain('database is back'), { timeout: 30_000, interval: 200 });
    expect(events[0]).toMatch(/^database stopped unexpectedly \(exit code 1\)/);
    expect(await postmasterPid()).not.toBe(stopped);
    expect(await answers(String(url))).toBe(true);
  });
});
