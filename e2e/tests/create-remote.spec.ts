import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, footer, header, pageHeading, test } from '../support/fixtures';

// The proof that nothing else needs wiring: in a copy of the workspace, one command adds a
// remote, and the site builds, routes to its page inside the shell and publishes it.
const run = promisify(execFile);
const workspace = path.resolve(import.meta.dirname, '../..');
const PORT = 8580;
let copy: string;
let server: ChildProcess | undefined;

async function pnpm(...args: string[]) {
  return run('pnpm', args, { cwd: copy, env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 });
}

async function waitForSite(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The copy's site did not answer at ${url}.`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = mkdtempSync(path.join(tmpdir(), 'e2e-workspace-'));
  // As a checkout is: others may enter it (the embedded PostgreSQL runs as its own user under root).
  chmodSync(copy, 0o755);
  // The files a clone would have (committed or not yet), not build output or dependencies.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: workspace, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    if (existsSync(path.join(workspace, file))) cpSync(path.join(workspace, file), path.join(copy, file));
  }
  await pnpm('install', '--frozen-lockfile', '--prefer-offline');
  await pnpm('create-remote', 'loyalty');
  await pnpm('build');
  server = spawn('pnpm', ['serve'], { cwd: copy, env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-8_000)));
  server.stderr?.on('data', (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-8_000)));
  await waitForSite(`http://localhost:${PORT}/registry.json`).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output}`);
  });
});

test.afterAll(async () => {
  // The server runs in its own process group: stop it with everything it started.
  if (server?.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(copy, { recursive: true, force: true });
});

test('a remote made by pnpm create-remote is routed and rendered inside the shell', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/loyalty`);
  await expect(pageHeading(page)).toHaveText('Loyalty');
  await expect(page).toHaveTitle(/^Loyalty \| /);
  await expect(header(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  // Its code came from its own origin, the next one after the other remotes'.
  const registry = (await (await fetch(`http://localhost:${PORT}/registry.json`)).json()) as {
    remotes: Record<string, { manifest: string }>;
  };
  expect(new URL(registry.remotes.loyalty_mfe!.manifest).port).toBe(String(PORT + 4));
  // The other remotes still work beside it.
  await header(page).getByRole('link', { name: 'About' }).click();
  await expect(pageHeading(page)).toBeVisible();
});

test('the new remote passes its own checks and publishes with pnpm release publish', async () => {
  test.setTimeout(120_000);
  await pnpm('--filter', 'loyalty-mfe', 'test:unit');
  const store = path.join(copy, 'release-store');
  const { stdout } = await run('pnpm', ['-s', 'release', 'publish', 'loyalty-mfe', '--json', '--by', 'e2e'], {
    cwd: copy,
    env: { ...process.env, RELEASE_STORE: store },
  });
  const published = JSON.parse(stdout) as { ok: boolean; result: { remote: string; version: string; alreadyPublished: boolean } };
  expect(published.ok).toBe(true);
  expect(published.result).toMatchObject({ remote: 'loyalty-mfe', alreadyPublished: false });
  expect(existsSync(path.join(store, 'loyalty-mfe', published.result.version, 'mf-manifest.json'))).toBe(true);
});
