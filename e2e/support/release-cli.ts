import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { workspace } from './workspace-copy';

const run = promisify(execFile);

/** `pnpm release …` as a release manager types it, on the site `env` names; answers `result`. */
export function releaseCli(env: NodeJS.ProcessEnv) {
  return async <T = unknown>(...args: string[]): Promise<T> => {
    const { stdout } = await run('pnpm', ['-s', 'release', ...args, '--json', '--by', 'e2e'], { cwd: workspace, env });
    return (JSON.parse(stdout) as { result: T }).result;
  };
}

/** The version of a remote that is live now. */
export async function liveVersionOf(release: ReturnType<typeof releaseCli>, folder: string): Promise<string> {
  const rows = await release<Array<{ remote: string; live: string }>>('status');
  return rows.find((row) => row.remote === folder)!.live;
}

/**
 * Publishes this workspace's build of a remote (its folder) as changed by `change`: a release of
 * its own. Extra publish options (`--force` for a broken one) follow; answers its version.
 */
export async function publishVariant(
  release: ReturnType<typeof releaseCli>,
  folder: string,
  change: (dist: string) => Promise<void>,
  ...options: string[]
): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), `${folder}-variant-`));
  try {
    await cp(path.join(workspace, folder, 'dist'), dist, { recursive: true });
    await change(dist);
    return (await release<{ version: string }>('publish', folder, '--dist', dist, ...options)).version;
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}

/** Which version folder each remote's scripts came from on this page, from now on. */
export function scriptVersions(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url());
  });
  return (origin: string) => new Set(seen.filter((url) => url.startsWith(origin)).map((url) => new URL(url).pathname.split('/')[1]));
}
