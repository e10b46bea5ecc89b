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
const remoteFolders = () => remoteNames.map((name) => remoteDeclaration(name).folder);

export function measureBuilds(root: string): BuildTimes {
  const remotes = remoteFolders();
  for (const app of [shell.folder, ...remotes]) {
    rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
  }
  const allColdMs = timed(root, ['build']);
  const oneRemoteMs = timed(root, ['--filter', remotes[0]!, 'build']);
  const monolithMs = timed(root, ['build:monolith']);
  return { allColdMs, oneRemoteMs, monolithMs };
}

/**
 * The builds in `dist/` (and the monolith's) older than a source file they are built from, each
 * with the newest such file: measuring those could compare the site of one commit with the
 * monolith of another (a bench once did, and reported a ratio 6 KB off). By modification time, so
 * a file saved again unchanged (as the e2e suite's Fast Refresh journey does) counts too.
 */
export function staleBuilds(root: string): Array<{ build: string; newerSource: string }> {
  const remotes = remoteFolders();
  const folders = ['shared', shell.folder, ...remotes];
  const mtime = (file: string) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  // The newest source file of each folder, read once.
  const newest = new Map(folders.map((folder) => [folder, { file: '', at: 0 }]));
  const sources = execFileSync('git', ['ls-files', '--', ...folders.map((folder) => `${folder}/src`)], { cwd: root, encoding: 'utf8' });
  for (const file of sources.split('\n').filter(Boolean)) {
    const at = mtime(file);
    const folder = newest.get(file.slice(0, file.indexOf('/')))!;
    if (at > folder.at) Object.assign(folder, { file, at });
  }
  const builds: Array<[build: string, from: string[]]> = [
    [`${shell.folder}/dist/index.html`, ['shared', shell.folder]],
    [`${shell.folder}/dist-monolith/index.html`, folders],
    ...remotes.map((folder): [string, string[]] => [`${folder}/dist/remoteEntry.js`, ['shared', folder]]),
  ];
  return builds.flatMap(([build, from]) => {
    const source = from.map((folder) => newest.get(folder)!).reduce((a, b) => (b.at > a.at ? b : a));
    return mtime(build) < source.at ? [{ build: path.dirname(build), newerSource: source.file }] : [];
  });
}
