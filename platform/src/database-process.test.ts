import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { startDatabaseProcess } from './database-process';
import { processAlive } from './process-lifecycle';

// The embedded default as `pnpm start` runs it: a real PostgreSQL whose files live in a folder.
let folder: string;
const dir = () => path.join(folder, 'postgres');
const PORT = 54_800 + Math.floor(Math.random() * 100);

async function countRows(url: string): Promise<number> {
  const db = connect<{ notes: { text: string } }>({ url, maxConnections: 1 });
  try {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from notes`.execute(db);
    return rows[0]!.count;
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'embedded-'));
  await chmod(folder, 0o755);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('says which port is taken when another server holds it, and how to move', async () => {
    const squatter = createServer().listen(PORT + 2, 'localhost');
    await new Promise((resolve) => squatter.once('listening', resolve));
    try {
      await expect(startDatabaseProcess({ dir: path.join(folder, 'elsewhere'), port: PORT + 2 })).rejects.toThrow(
        `Port ${PORT + 2} is taken by another server (another site's embedded database?): set EMBEDDED_DATABASE_PORT`,
      );
    } finally {
      squatter.close();
    }
  });

  it('keeps its data across a restart', async () => {
    const first = await startDatabaseProcess({ dir: dir(), port: PORT });
    const db = connect<{ notes: { text: string } }>({ url: first.url, maxConnections: 1 });
    await sql`create table notes (text text)`.execute(db);
    await db.insertInto('notes').values({ text: 'kept' }).execute();
    await db.destroy();
    await first.stop();

    const second = await startDatabaseProcess({ dir: dir(), port: PORT });
    expect(await countRows(second.url)).toBe(1);
    await second.stop();
  });

  it('is shared: a second process joins the running server, and leaving does not stop it', async () => {
    const owner = await startDatabaseProcess({ dir: dir(), port: PORT });
    const guest = await startDatabaseProcess({ dir: dir(), port: PORT + 1 });
    expect(guest.url).toBe(owner.url);
    await guest.stop();
    expect(await countRows(owner.url)).toBe(1);
    await owner.stop();
  });

  it('is taken over, and stopped, after its owner died without stopping it', async () => {
    const owner = await startDatabaseProcess({ dir: dir(), port: PORT });
    const ownerPid = Number(await readFile(`${dir()}.owner`, 'utf8'));
    const serverPid = Number((await readFile(path.join(dir(), 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(ownerPid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processAlive(serverPid)).toBe(true); // an orphan: nobody would stop it

    const heir = await startDatabaseProcess({ dir: dir(), port: PORT });
    expect(await countRows(heir.url)).toBe(1);
    await heir.stop();
    expect(processAlive(serverPid)).toBe(false);
    await owner.stop();
  });
});
