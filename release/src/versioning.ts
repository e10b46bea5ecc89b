import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Short hash of a build, from its manifest (which names every content-hashed file). */
export function buildHash(distDir: string): string {
  const manifest = readFileSync(path.join(distDir, 'mf-manifest.json'));
  return createHash('sha256').update(manifest).digest('hex').slice(0, 8);
}

/**
 * A remote's release version: its package.json version plus the commit, e.g. `0.1.0-9501ab2`.
 * A build from uncommitted changes also carries its build hash (`0.1.0-9501ab2-dev.1a2b3c4d`),
 * so two different builds never claim the same version.
 */
export function releaseVersion(root: string, folder: string): string {
  const { version } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commit = git(root, ['rev-parse', '--short=7', 'HEAD']) ?? 'nocommit';
  const dirty = git(root, ['status', '--porcelain', '--', folder, 'shared', 'rspack.config.base.ts', 'pnpm-lock.yaml']);
  const base = `${version}-${commit}`;
  return dirty ? `${base}-dev.${buildHash(path.join(root, folder, 'dist'))}` : base;
}
