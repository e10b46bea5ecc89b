import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import mime from 'mime-types';
import type { BuildFile } from '../build/build-files';
import { versionedCacheControlFor } from '../cache-policy';
import { assertSafe, assertSafePath, type ReleaseStorage } from './release-storage';

const MANIFEST = 'mf-manifest.json';
const UPLOADS_AT_ONCE = 8;

/** `s3://bucket/prefix` → its parts, or undefined for anything else (a directory). */
export function parseS3Location(location: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location.trim());
  if (!match) return undefined;
  return { bucket: match[1]!, prefix: match[2]!.replace(/\/+$/, '') };
}

/**
 * The S3 client for the standard AWS environment (keys, region, AWS_ENDPOINT_URL_S3 or
 * AWS_ENDPOINT_URL). Checksums only where S3 requires them: several S3-compatible stores do not
 * understand the SDK's newer default (trailing checksums in a chunked body).
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  // Read from the environment given (a site's, a test's); without keys the SDK's own chain
  // (profiles, instance roles) applies.
  const credentials = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
    ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
    : undefined;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    credentials,
    // Compatible stores on their own host (MinIO, R2, a local server) address buckets by path.
    forcePathStyle: Boolean(endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Releases in an S3-compatible bucket. Each object is written once (`If-None-Match: *` where the
 * store enforces it) with its content type and caching; the manifest goes last, so a release
 * whose manifest is there is complete. Browsers read the objects from the bucket's public URL.
 */
export class S3Storage implements ReleaseStorage {
  readonly location: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  }

  private key(remote: string, version: string, relativePath: string): string {
    assertSafe('remote', remote);
    assertSafe('version', version);
    assertSafePath(relativePath);
    return [this.prefix, remote, version, relativePath].filter(Boolean).join('/');
  }

  async hasRelease(remote: string, version: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(remote, version, MANIFEST) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async putRelease(remote: string, version: string, files: readonly BuildFile[]): Promise<void> {
    if (await this.hasRelease(remote, version)) return;
    const rest = files.filter((file) => file.path !== MANIFEST);
    const queue = [...rest];
    await Promise.all(
      Array.from({ length: Math.min(UPLOADS_AT_ONCE, queue.length) }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) await this.putObject(remote, version, file);
      }),
    );
    const manifest = files.find((file) => file.path === MANIFEST);
    if (manifest) await this.putObject(remote, version, manifest);
  }

  private async putObject(remote: string, version: string, file: BuildFile): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(remote, version, file.path),
          Body: file.bytes,
          ContentType: mime.contentType(file.path.split('/').at(-1)!) || 'application/octet-stream',
          CacheControl: versionedCacheControlFor(file.path),
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      // Already there from an earlier, interrupted publish of this version: the same bytes.
      if (statusOf(error) === 412 || statusOf(error) === 409) return;
      throw error;
    }
  }

  async readFile(remote: string, version: string, relativePath: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(remote, version, relativePath) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }
}
