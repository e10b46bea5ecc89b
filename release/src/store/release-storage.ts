/**
 * Where published releases live. A directory by default; an object store or CDN bucket can
 * implement the same few calls (see RELEASING.md: the key layout maps one to one onto object keys).
 */
export interface ReleaseStorage {
  /** Human-readable location, for messages. */
  readonly location: string;
  hasRelease(remote: string, version: string): Promise<boolean>;
  /** Stores every file of a build under `<remote>/<version>/`; refuses to overwrite a release. */
  putRelease(remote: string, version: string, sourceDir: string): Promise<void>;
  listVersions(remote: string): Promise<string[]>;
  readFile(remote: string, version: string, relativePath: string): Promise<Buffer | undefined>;
  hasFile(remote: string, version: string, relativePath: string): Promise<boolean>;
  /** Local folder of one remote's releases, for the local CDN to serve. */
  remoteRoot(remote: string): string;
}
