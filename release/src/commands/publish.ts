import { spawnSync } from 'node:child_process';
import { sharedByEveryRemote } from '@storefront/shared/federation';
import { sha256, type BuildFile } from '../build/build-files';
import { describeBuild, releaseVersion } from '../build/release-version';
import type { VersionSource } from '../build/version-source';
import { verifyRelease } from '../gate/verify-release';
import { manifestUrlFor, type ReleaseContext, type RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

export interface PublishOptions {
  by: string;
  reason?: string;
  /** Store it even though the static checks refuse it (recorded with the problems). */
  force?: boolean;
  /** The commit, branch and build that made it, when known: kept with the version. */
  source?: VersionSource;
}

export interface PublishResult {
  remote: string;
  version: string;
  /** Where browsers read this version's manifest. */
  manifestUrl: string;
  /** The same content was published before: nothing was stored, nothing changed. */
  alreadyPublished: boolean;
}

/** Builds a remote in a workspace for production (what `publish` does without `--dist`). */
export function buildRemote(root: string, remote: RemoteInfo, log: (line: string) => void): void {
  log(`Building ${remote.folder} for production…`);
  const result = spawnSync('pnpm', ['--filter', remote.folder, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new ReleaseError(`The build of ${remote.folder} failed:\n${result.stdout}${result.stderr}`);
  }
}

const UPLOAD = 'https://upload.invalid/';

/**
 * The gate's checks that need nothing but the build itself (manifest, files, pages, shared
 * singletons); the shell's versions and the files as served are checked at promote.
 */
function staticProblems(remote: RemoteInfo, files: readonly BuildFile[]): Promise<string[]> {
  const byUrl = new Map(files.map((file) => [`${UPLOAD}${file.path}`, file.bytes]));
  return verifyRelease({
    manifestUrl: `${UPLOAD}mf-manifest.json`,
    container: remote.name,
    fetchFile: async (url) => byUrl.get(url),
    requiredExposes: remote.exposes,
    requiredSingletons: sharedByEveryRemote,
  });
}

/**
 * Stores a built remote, once, under `<remote>/<version>/`, its version derived from its content:
 * publishing the same build again answers the version it already has and changes nothing.
 */
export async function publishBuild(context: ReleaseContext, remote: RemoteInfo, files: readonly BuildFile[], options: PublishOptions): Promise<PublishResult> {
  let version: string;
  try {
    const { container } = describeBuild(files);
    if (container !== remote.name) throw new Error(`This is a build of ${container}, not of ${remote.folder}.`);
    version = releaseVersion(files);
  } catch (error) {
    throw new ReleaseError(error instanceof Error ? error.message : String(error), EXIT.refused);
  }
  const existing = await context.registry.findVersion(remote.name, version);
  if (existing) return { remote: remote.folder, version, manifestUrl: existing.manifestUrl, alreadyPublished: true };
  const problems = await staticProblems(remote, files);
  if (problems.length > 0 && !options.force) {
    throw new ReleaseError(`${remote.folder} ${version} did not pass the static checks; nothing was stored.`, EXIT.refused, problems);
  }
  try {
    await context.storage.putRelease(remote.folder, version, files);
  } catch (error) {
    throw new ReleaseError(`Cannot store ${remote.folder} ${version}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifestUrl = manifestUrlFor(context, remote, version);
  const added = await context.registry.addVersion(
    {
      remote: remote.name,
      version,
      manifestUrl,
      files: files.map((file) => ({ path: file.path, sha256: sha256(file.bytes), size: file.bytes.length })),
      publishedBy: options.by,
      source: options.source ?? {},
    },
    options.reason,
    problems,
  );
  // Two publishers of one build at once: the first one's record stands, and both mean the same.
  const recorded = added ? manifestUrl : ((await context.registry.findVersion(remote.name, version))?.manifestUrl ?? manifestUrl);
  return { remote: remote.folder, version, manifestUrl: recorded, alreadyPublished: !added };
}
