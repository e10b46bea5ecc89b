import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { releaseVersion } from '../versioning';
import { EXIT, ReleaseError } from './release-error';

export interface PublishOptions {
  version?: string;
  /** Use the build already in dist/ (the caller has just built it). */
  skipBuild?: boolean;
  /** Publish this folder instead of the remote's dist/ (tests, prebuilt artefacts). */
  sourceDir?: string;
  by: string;
  reason?: string;
  /** Where build output goes (stderr when printing JSON). */
  log?: (line: string) => void;
}

export interface PublishResult {
  remote: string;
  version: string;
  location: string;
}

function build(context: ReleaseContext, remote: RemoteInfo, log: (line: string) => void): void {
  log(`Building ${remote.folder} for production…`);
  const result = spawnSync('pnpm', ['--filter', remote.folder, 'build'], {
    cwd: context.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new ReleaseError(`The build of ${remote.folder} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** Builds a remote and stores it, immutably, under `<remote>/<version>/` in the release store. */
export async function publish(context: ReleaseContext, remote: RemoteInfo, options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? (() => undefined);
  if (!options.skipBuild) build(context, remote, log);
  const distDir = options.sourceDir ?? path.join(context.root, remote.folder, 'dist');
  const version = options.version ?? releaseVersion(context.root, remote.folder);
  if (await context.storage.hasRelease(remote.folder, version)) {
    throw new ReleaseError(`${remote.folder} ${version} is already published; a published release never changes.`, EXIT.refused);
  }
  await context.storage.putRelease(remote.folder, version, distDir);
  await context.registry.appendHistory(remote.name, { version, action: 'publish', by: options.by, reason: options.reason });
  return { remote: remote.folder, version, location: `${context.storage.location}/${remote.folder}/${version}` };
}
