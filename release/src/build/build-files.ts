import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One file of a built remote, by its path inside the build (always with `/`). */
export interface BuildFile {
  path: string;
  bytes: Buffer;
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a build folder, sorted by path. */
export async function readBuild(dir: string): Promise<BuildFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { path: path.relative(dir, full).split(path.sep).join('/'), bytes: await readFile(full) };
      }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * A hash of what browsers run: every file's path and content, except source maps, which record
 * the folder the build ran in (two clones of one commit build the same code, not the same maps).
 */
export function contentHash(files: readonly BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (file.path.endsWith('.map')) continue;
    hash.update(`${file.path}\0${sha256(file.bytes)}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}
