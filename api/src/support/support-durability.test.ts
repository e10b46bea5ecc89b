import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@storefront/platform/testing';
import { afterEach, expect, it } from 'vitest';
import { forEachDatabaseServer } from '../test-support/test-database';

// The real API process, killed without warning in the middle of a flood of support requests:
// every request it acknowledged must be in the table after it comes back, once.
const apiRoot = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const drops: Array<() => Promise<void>> = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startApi(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // One address sends the whole flood: the per-address limits are raised out of its way.
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SUPPORT_REQUESTS_PER_HOUR: '100000', SUPPORT_BYTES_PER_DAY: '100000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before it was ready:\n${output}`))),
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await Promise.race([
      fetch(`http://127.0.0.1:${port}/api/v1/policies`).then((response) => response.ok, () => false),
      exited,
    ]);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API not ready in 30 s:\n${output}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function send(port: number, issue: string): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        productModel: 'SecureLock Pro',
        issue,
        preferredContact: 'email',
      }),
    });
    if (response.status !== 201) return undefined;
    return ((await response.json()) as { data: { reference: string } }).data.reference;
  } catch {
    return undefined; // the connection died with the process: not acknowledged
  }
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(killHard));
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

forEachDatabaseServer('support requests the API acknowledged', (server) => {
  it('are all stored, once, after SIGKILL in the middle of a flood', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase(server);
    drops.push(database.drop);
    const port = await freePort();
    const first = await startApi(port, database.url);

    // 8 senders, 40 requests each; the API dies after the 100th acknowledgement.
    const acknowledged = new Map<string, string>();
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: 8 }, async (_, sender) => {
        for (let index = 0; index < 40; index += 1) {
          const issue = `Flood request ${sender}-${index}.`;
          const reference = await send(port, issue);
          if (reference) acknowledged.set(reference, issue);
          if (acknowledged.size >= 100) killed ??= killHard(first);
        }
      }),
    );
    await killed;
    expect(acknowledged.size).toBeGreaterThanOrEqual(100);

    await startApi(port, database.url);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/support/list-support-requests-cli.ts', '--json'], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    const listed = JSON.parse(stdout) as Array<{ reference: string; issue: string }>;
    const listedIssues = new Map(listed.map(({ reference, issue }) => [reference, issue]));
    for (const [reference, issue] of acknowledged) expect(listedIssues.get(reference)).toBe(issue);
    // Each acknowledged request once: no reference or issue appears twice.
    expect(new Set(listed.map((record) => record.reference)).size).toBe(listed.length);
    expect(new Set(listed.map((record) => record.issue)).size).toBe(listed.length);
  });
});
