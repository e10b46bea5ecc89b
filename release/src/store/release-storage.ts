import type { BuildFile } from '../build/build-files';

/**
 * Where published releases live, under `<remote folder>/<version>/<file>`: a directory by
 * default, or an S3-compatible bucket. A version names one content (release-version.ts), so a
 * release is written once and a second write of the same version has nothing to change.
 */
export interface ReleaseStorage {
  /** Human-readable location, for messages. */
  readonly location: string;
  hasRelease(remote: string, version: string): Promise<boolean>;
  /** Stores every file of a build; files already stored are left as they are. */
  putRelease(remote: string, version: string, files: readonly BuildFile[]): Promise<void>;
  readFile(remote: string, version: string, relativePath: string): Promise<Buffer | undefined>;
}

// Versions and paths become folder names, object keys and URL segments: keep them to a safe alphabet.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertSafe(kind: string, value: string): void {
  if (!SAFE_SEGMENT.test(value) || value.includes('..')) {
    throw new Error(`Invalid ${kind} "${value}": use letters, digits, ".", "_" and "-".`);
  }
}

// Build output may start a name with "_" (`__federation_expose_…`), never with "." or "/".
const SAFE_FILE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * A path inside a release: relative segments of the safe alphabet, nothing that climbs out. No
 * scheme, host, `..`, backslash or percent-escape gets through, so resolved against a version's
 * folder it always names a file in that folder.
 */
export function isSafePath(relativePath: string): boolean {
  return relativePath.split('/').every((segment) => SAFE_FILE_SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafePath(relativePath: string): void {
  if (!isSafePath(relativePath)) throw new Error(`Invalid file path "${relativePath}": use letters, digits, ".", "_", "-" and "/".`);
}
