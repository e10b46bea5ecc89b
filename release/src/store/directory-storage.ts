import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildFile } from '../build/build-files';
import { assertSafe, assertSafePath, type ReleaseStorage } from './release-storage';

/** Releases in a folder of this machine (the default), served by the remote origins. */
export class DirectoryStorage implements ReleaseStorage {
  constructor(readonly location: string) {}

  /** One remote's releases: the folder its origin serves. */
  remoteRoot(remote: string): string {
    assertSafe('remote', remote);
    return path.join(this.location, remote);
  }

  private releaseDir(remote: string, version: string): string {
    assertSafe('version', version);
    return path.join(this.remoteRoot(remote), version);
  }

  async hasRelease(remote: string, version: string): Promise<boolean> {
    try {
      return (await stat(this.releaseDir(remote, version))).isDirectory();
    } catch {
      return false;
    }
  }

  async putRelease(remote: string, version: string, files: readonly BuildFile[]): Promise<void> {
    const target = this.releaseDir(remote, version);
    if (await this.hasRelease(remote, version)) return;
    for (const file of files) assertSafePath(file.path);
    // Written beside the target, then renamed: a release appears whole or not at all. Each write
    // has a folder of its own, even two of one version in one process within a millisecond.
    const staging = `${target}.partial-${randomUUID()}`;
    try {
      for (const file of files) {
        const destination = path.join(staging, ...file.path.split('/'));
        await mkdir(path.dirname(destination), { recursive: true });
        await writeFile(destination, file.bytes);
      }
      // Another publisher of the same version may have won the race: its files are these files.
      await rename(staging, target).catch(async (error: unknown) => {
        if (!(await this.hasRelease(remote, version))) throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async readFile(remote: string, version: string, relativePath: string): Promise<Buffer | undefined> {
    assertSafePath(relativePath);
    try {
      return await readFile(path.join(this.releaseDir(remote, version), ...relativePath.split('/')));
    } catch {
      return undefined;
    }
  }
}
