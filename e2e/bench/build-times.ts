import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
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

/**
 * The builds in `dist/` (and the monolith's) older than the newest source file they are built
 * from, by folder: measuring those would compare the site of one commit with the monolith of
 * another (a bench once did, and reported a ratio 6 KB off).
 */
export function staleBuilds(root: string): string[] {
  const newestIn = (folders: string[]) =>
    Math.max(
      ...execFileSync('git', ['ls-files', '--', ...folders.map((folder) => `${folder}/src`)], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0),
    );
  const builtAt = (file: string) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const remoteFolders = remoteNames.map((name) => remoteDeclaration(name).folder);
  const builds: Array<[build: string, sources: string[]]> = [
    [`${shell.folder}/dist/index.html`, ['shared', shell.folder]],
    [`${shell.folder}/dist-monolith/index.html`, ['shared', shell.folder, ...remoteFolders]],
    ...remoteFolders.map((folder): [string, string[]] => [`${folder}/dist/remoteEntry.js`, ['shared', folder]]),
  ];
  return builds.filter(([build, sources]) => builtAt(build) < newestIn(sources)).map(([build]) => path.dirname(build));
}
