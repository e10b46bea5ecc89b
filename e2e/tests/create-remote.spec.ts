import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, footer, header, pageHeading, test } from '../support/fixtures';
import { copyWorkspace, pnpmIn, startIn, type Serving } from '../support/workspace-copy';

// The proof that nothing else needs wiring: in a copy of the workspace, one command adds a
// remote, and the site builds, routes to its page inside the shell and publishes it.
const run = promisify(execFile);
const PORT = 8580;
let copy: string;
let pnpm: ReturnType<typeof pnpmIn>;
let server: Serving | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Install, generate, build and start: under two minutes on an idle machine, past five on a
  // loaded one. The limit is there to stop a hang, not to time the steps.
  test.setTimeout(600_000);
  copy = await copyWorkspace('e2e-workspace-');
  pnpm = pnpmIn(copy);
  await pnpm('install', '--frozen-lockfile', '--prefer-offline');
  await pnpm('create-remote', 'loyalty');
  await pnpm('build');
  server = startIn(copy, ['pnpm', 'serve'], { PORT: String(PORT) });
  await server.waitFor(/Storefront is running/);
});

test.afterAll(async () => {
  // The server runs in its own process group: stop it with everything it started.
  await server?.stop();
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
  // Into a store and registry of their own, as the running site has published this build already;
  // in the git-ignored local data, where no check of the workspace's own files reads them.
  const data = path.join(copy, '.data', 'publish');
  const store = path.join(data, 'releases');
  const { stdout } = await run('pnpm', ['-s', 'release', 'publish', 'loyalty-mfe', '--json', '--by', 'e2e'], {
    cwd: copy,
    env: { ...process.env, RELEASE_STORE: store, DATA_DIR: data },
  });
  const published = JSON.parse(stdout) as { ok: boolean; result: { remote: string; version: string; alreadyPublished: boolean } };
  expect(published.ok).toBe(true);
  expect(published.result).toMatchObject({ remote: 'loyalty-mfe', alreadyPublished: false });
  expect(existsSync(path.join(store, 'loyalty-mfe', published.result.version, 'mf-manifest.json'))).toBe(true);
});

test('after generating, building and publishing, the typecheck and every unit test the change reaches pass', async () => {
  // Nothing names the set of remotes or their ports but the contract, so nothing else goes red.
  // Outside the new remote the generator changes only the contract: the unit tests it reaches are
  // those that import it and those that read the workspace's files (about half the suite, which
  // has run whole already in this same pipeline).
  test.setTimeout(25 * 60_000);
  // The suite wants both cores and ports of its own: the site has shown all it had to.
  await server?.stop();
  server = undefined;
  const reached = ['shared/src/federation/contract.ts', 'shared/src/testing/workspace-files.ts'];
  const checks: string[][] = [['typecheck'], ['exec', 'vitest', 'related', '--run', '--configLoader', 'runner', ...reached]];
  for (const check of checks) {
    // A failure names what failed: the last lines of the command's own report, not only its exit code.
    await pnpm(...check).catch((error: Error & { stdout?: string; stderr?: string }) => {
      const tail = `${error.stdout ?? ''}\n${error.stderr ?? ''}`.trimEnd().split('\n').slice(-60).join('\n');
      throw new Error(`pnpm ${check.join(' ')} failed:\n${tail}`);
    });
  }
});
