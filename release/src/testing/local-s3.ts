import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The server's endpoint, as AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  /** The environment that keeps releases in `bucket` under `prefix`, read by browsers from this server. */
  releaseEnv: (prefix: string) => NodeJS.ProcessEnv;
  close: () => Promise<void>;
}

// Browsers fetch manifests from script (CORS); a bucket serving a site is configured for that.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** A local S3-compatible server (s3rver) with one public-read bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'releases', port = 0): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-'));
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [CORS] }] });
  const address: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    releaseEnv: (prefix) => ({
      RELEASE_STORE: `s3://${bucket}/${prefix}`,
      RELEASE_PUBLIC_URL: `${endpoint}/${bucket}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
