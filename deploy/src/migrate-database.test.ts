import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@storefront/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase } from './migrate-database';

const run = promisify(execFile);
// A process of its own, started through tsx: on a busy machine that takes more than a test's usual time.
const PROCESS_TIMEOUT_MS = 90_000;
const storefront = path.resolve(import.meta.dirname, '../image/storefront');

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public'`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe.each(inject('databaseServers'))('the migrations job on $name', (server) => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(server);
  });
  afterAll(() => database.drop());

  it('brings an empty database to every schema (API, release registry, console), then finds nothing left to do', async () => {
    const first = await migrateDatabase(database.url);
    expect(first.release.length).toBeGreaterThan(0);
    expect(first.console.length).toBeGreaterThan(0);
    expect(await tablesOf(database.url)).toEqual(
      expect.arrayContaining(['products', 'users', 'api_migrations', 'release_remotes', 'release_history', 'release_migrations', 'console_sessions', 'console_migrations']),
    );
    expect(await migrateDatabase(database.url)).toEqual({ release: [], console: [] });
  });

  it('runs as the image role `storefront migrate` and exits 0', async () => {
    const { stdout } = await run(storefront, ['migrate'], { env: { ...process.env, DATABASE_URL: database.url } });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toMatchObject({ msg: 'every schema is up to date', ran: { release: [], console: [] } });
  }, PROCESS_TIMEOUT_MS);
});

describe('storefront, the image command', () => {
  it('refuses to migrate without DATABASE_URL rather than start a throwaway embedded server', async () => {
    const failure = await run(storefront, ['migrate'], { env: { ...process.env, DATABASE_URL: '' } }).catch((error: { code: number; stdout: string }) => error);
    expect(failure).toMatchObject({ code: 2, stdout: expect.stringContaining('DATABASE_URL is not set') });
  }, PROCESS_TIMEOUT_MS);

  it('names its roles when given one it does not have', async () => {
    const failure = await run(storefront, ['web']).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('one of: site, api, console, release-worker, migrate, release') });
  });
});
