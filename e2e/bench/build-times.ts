import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { remoteDeclaration, remoteNames, shell } from '@storefront/shared/federation';

function timed(root: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const start = performance.now();
  const result = spawnSync('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  return performance.now() - start;
}

export interface BuildTimes {
  allColdMs: number;
  oneRemoteMs: number;
  monolithMs: number;
}

/** Cold production build of every app, of one remote alone (the contract's first), and of the monolith. */
export function measureBuilds(root: string): BuildTimes {
  const remoteFolders = remoteNames.map((name) => remoteDeclaration(name).folder);
  for (const app of [shell.folder, ...remoteFolders]) {
    rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
  }
  const allColdMs = timed(root, ['build']);
  const oneRemoteMs = timed(root, ['--filter', remoteFolders[0]!, 'build']);
  const monolithMs = timed(root, ['build:monolith']);
  return { allColdMs, oneRemoteMs, monolithMs };
}
