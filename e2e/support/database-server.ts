import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDatabaseProcess } from '@storefront/platform';

/**
 * Playwright global setup: a PostgreSQL server for the journeys that start sites of their own
 * (each gets a fresh database on it). TEST_DATABASE_URL's server when set (CI), else an embedded
 * one in a temporary folder. Journeys read E2E_DATABASE_ADMIN_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    process.env.E2E_DATABASE_ADMIN_URL = external;
    return async () => undefined;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'e2e-db-'));
  await chmod(folder, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const database = await startDatabaseProcess({ dir: path.join(folder, 'postgres'), port: 8950 });
  process.env.E2E_DATABASE_ADMIN_URL = database.adminUrl;
  return async () => {
    await database.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
