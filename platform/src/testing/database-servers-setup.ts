import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabaseProcess, type DatabaseProcess } from '../database-process';
import type { DatabaseServer } from './test-databases';

/**
 * The embedded server on a random port, tried again on another: a port in use, or the previous
 * package's server still letting go of its resources, fails a start now and then.
 */
async function startOnAFreePort(folder: string, attempts = 3): Promise<DatabaseProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    const dir = path.join(folder, `postgres-${attempt}`);
    try {
      return await startDatabaseProcess({ dir, port });
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`The embedded database did not start on port ${port}; trying another.`, error);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

interface Started {
  servers: DatabaseServer[];
  /** Projects using the servers; the last to finish stops them. */
  users: number;
  stop: () => Promise<void>;
}

/**
 * Shared by every project of one Vitest run (the workspace's runs every package's): each project
 * loads this module afresh, so what is started lives on the process.
 */
const running = globalThis as typeof globalThis & { storefrontTestDatabases?: Promise<Started> };

async function startServers(): Promise<Started> {
  const folder = await mkdtemp(path.join(tmpdir(), 'db-tests-'));
  await chmod(folder, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const embedded = await startOnAFreePort(folder);
  const servers: DatabaseServer[] = [{ name: 'the embedded server', adminUrl: embedded.adminUrl }];
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) servers.push({ name: 'the PostgreSQL server of TEST_DATABASE_URL', adminUrl: external });
  else console.log('TEST_DATABASE_URL is not set: data tests run on the embedded server only.');
  return {
    servers,
    users: 0,
    stop: async () => {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Vitest global setup: the servers data tests run on. Always the embedded default (started here
 * in a temporary folder); also the PostgreSQL server TEST_DATABASE_URL names (CI starts Debian's).
 * Answers the teardown.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  running.storefrontTestDatabases ??= startServers();
  const started = await running.storefrontTestDatabases;
  started.users += 1;
  project.provide('databaseServers', started.servers);
  return async () => {
    started.users -= 1;
    if (started.users > 0) return;
    running.storefrontTestDatabases = undefined;
    await started.stop();
  };
}
