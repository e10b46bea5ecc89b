import { constants } from 'node:fs';
import { access, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStorage } from './release-storage';

// Versions become folder names and URL segments: keep them to a safe alphabet.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function assertSafe(kind: string, value: string): void {
  if (!SAFE_SEGMENT.test(value) || value.includes('..')) {
    throw new Error(`Invalid ${kind} "${value}": use letters, digits, ".", "_" and "-".`);
  }
}

export class DirectoryStorage implements ReleaseStorage {
  constructor(readonly location: string) {}

  remoteRoot(remote: string): string {
    assertSafe('remote', remote);
    return path.join(this.location, remote);
  }

  private releaseDir(remote: string, version: string): string {
    assertSafe('version', version);
    return path.join(this.remoteRoot(remote), version);
  }

  private filePath(remote: string, version: string, relativePath: string): string {
    const dir = this.releaseDir(remote, version);
    const file = path.resolve(dir, relativePath);
    if (!file.startsWith(dir + path.sep)) throw new Error(`Path escapes the release: ${relativePath}`);
    return file;
  }

  async hasRelease(remote: string, version: string): Promise<boolean> {
    try {
      return (await stat(this.releaseDir(remote, version))).isDirectory();
    } catch {
      return false;
    }
  }

  async putRelease(remote: string, version: string, sourceDir: string): Promise<void> {
    const target = this.releaseDir(remote, version);
    if (await this.hasRelease(remote, version)) {
      throw new Error(`${remote} ${version} is already published; a published release never changes.`);
    }
    // Copy beside the target, then rename: a release appears whole or not at all.
    const staging = `${target}.partial-${process.pid}-${Date.now()}`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await cp(sourceDir, staging, { recursive: true, errorOnExist: true });
      await rename(staging, target);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async listVersions(remote: string): Promise<string[]> {
    try {
      const entries = await readdir(this.remoteRoot(remote), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
        .map((entry) => entry.name)
        .sort();
    } catch {
      return [];
    }
  }

  async readFile(remote: string, version: string, relativePath: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.filePath(remote, version, relativePath));
    } catch {
      return undefined;
    }
  }

  async hasFile(remote: string, version: string, relativePath: string): Promise<boolean> {
    try {
      await access(this.filePath(remote, version, relativePath), constants.R_OK);
      return true;
    } catch {
      return false;
    }
  }
}
