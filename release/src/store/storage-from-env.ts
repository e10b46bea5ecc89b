import { DirectoryStorage } from './directory-storage';
import type { ReleaseStorage } from './release-storage';
import { parseS3Location, S3Storage, s3ClientFromEnv } from './s3-storage';

/** RELEASE_STORE as a storage: `s3://bucket/prefix` is a bucket, anything else a directory. */
export function storageFor(location: string, env: NodeJS.ProcessEnv): ReleaseStorage {
  const s3 = parseS3Location(location);
  return s3 ? new S3Storage(s3ClientFromEnv(env), s3.bucket, s3.prefix) : new DirectoryStorage(location);
}
