import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The real API process, killed without warning right after it answered: what it acknowledged
// must still be there when it comes back.
const apiRoot = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront API ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`API exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return child;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function sendRequest(port: number, issue: string) {
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
  return {
    status: response.status,
    body: (await response.json()) as { data: { reference: string } },
  };
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'support-durability-'));
});
afterEach(async () => {
  await Promise.all(children.splice(0).map(killHard));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a support request the API acknowledged', () => {
  it(
    'survives the API being killed with SIGKILL right after its 201',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const first = await startApi(port);
      const sent = await sendRequest(port, 'Sent just before the crash.');
      await killHard(first);
      expect(sent.status).toBe(201);

      // The restarted API reads the log back and keeps appending to it.
      await startApi(port);
      const after = await sendRequest(port, 'Sent after the restart.');
      expect(after.status).toBe(201);

      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/support/list-support-requests-cli.ts', '--json'],
        { cwd: apiRoot, env: { ...process.env, DATA_DIR: dataDir } },
      );
      const listed = JSON.parse(stdout) as Array<{ reference: string; issue: string }>;
      expect(listed.map(({ reference, issue }) => ({ reference, issue }))).toEqual([
        { reference: sent.body.data.reference, issue: 'Sent just before the crash.' },
        { reference: after.body.data.reference, issue: 'Sent after the restart.' },
      ]);
    },
  );
});
