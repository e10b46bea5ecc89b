import path from 'node:path';
import { siteAddressesFromEnv, type PublicUrls } from '@storefront/platform';
import { DEFAULT_POLICY, type ReleasePolicy } from './reports/version-figures';
import { parseS3Location } from './store/s3-storage';

export interface ReleaseConfig {
  /** The release store: a directory, or `s3://bucket/prefix`. */
  store: string;
  /** When a version counts as failing, and when as known good (RELEASE_MAX_FAILURE_RATE, …). */
  policy: ReleasePolicy;
  /** Where the deployed shell is, and where browsers read each remote's releases. */
  publicUrls: PublicUrls;
  /** What the release service accepts (uploads, gate runs, wrong tokens). */
  limits: ReleaseServiceLimits;
  /**
   * What signs preview links (PREVIEW_SECRET); without it, a key the registry made for itself,
   * which every process on the same database reads.
   */
  previewSecret: string | undefined;
}


/** What the release service accepts; docs/security.md lists them with their variables. */
export interface ReleaseServiceLimits {
  /** One file of an upload (RELEASE_UPLOAD_FILE_BYTES). */
  maxFileBytes: number;
  /** All the files of one upload, a version (RELEASE_UPLOAD_VERSION_BYTES). */
  maxVersionBytes: number;
  /** Files in one upload (RELEASE_UPLOAD_FILES). */
  maxFiles: number;
  /** Uploads one token may have under way at once (RELEASE_UPLOADS_PER_TOKEN). */
  uploadsPerToken: number;
  /** Gate runs that may wait for the one running in this process (RELEASE_GATE_QUEUE). */
  gateQueue: number;
  /** Wrong tokens a client network (IPv4 /24, IPv6 /64) may send a minute (RELEASE_AUTH_FAILURES_PER_MINUTE). */
  authFailuresPerMinute: number;
  /** Whether team tokens may `--force` past the gate (RELEASE_TEAM_FORCE=allow); release managers always may. */
  teamsMayForce: boolean;
}

/**
 * A remote's build is about 10 MB in some 80 files, source maps included: a file of 25 MB and a
 * version of 100 MB in 1,000 files leave room to grow. A pipeline publishes one build at a time.
 */
export const DEFAULT_SERVICE_LIMITS: ReleaseServiceLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxVersionBytes: 100 * 1024 * 1024,
  maxFiles: 1_000,
  uploadsPerToken: 2,
  gateQueue: 8,
  authFailuresPerMinute: 10,
  teamsMayForce: false,
};

/** A shorter secret is guessable offline from one link: refuse it at start, not after a leak. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

/** The workspace a local release store and the apps' builds live in. */
export const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Relative to where the command was typed (pnpm runs scripts inside the package folder). */
const fromTypedDir = (env: NodeJS.ProcessEnv, value: string) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), value);

function number(
  name: string,
  value: string | undefined,
  fallback: number,
  valid: (parsed: number) => boolean,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || !valid(parsed)) throw new Error(`Invalid ${name} "${value}"`);
  return parsed;
}

/** RELEASE_STORE (a directory or `s3://bucket/prefix`), else `<repo>/.releases`. */
export function releaseStoreFromEnv(env: NodeJS.ProcessEnv): string {
  const store = env.RELEASE_STORE?.trim();
  if (!store) return path.join(workspaceRoot, '.releases');
  return parseS3Location(store) ? store : fromTypedDir(env, store);
}

const wholeNumber = (count: number) => Number.isInteger(count) && count >= 1;

export function releasePolicyFromEnv(env: NodeJS.ProcessEnv): ReleasePolicy {
  return {
    maxFailureRate: number('RELEASE_MAX_FAILURE_RATE', env.RELEASE_MAX_FAILURE_RATE, DEFAULT_POLICY.maxFailureRate, (rate) => rate >= 0 && rate <= 1),
    minVisitors: number('RELEASE_MIN_VISITORS', env.RELEASE_MIN_VISITORS, DEFAULT_POLICY.minVisitors, wholeNumber),
    minNetworks: number('RELEASE_MIN_NETWORKS', env.RELEASE_MIN_NETWORKS, DEFAULT_POLICY.minNetworks, wholeNumber),
    visitorsPerNetwork: number('RELEASE_VISITORS_PER_NETWORK', env.RELEASE_VISITORS_PER_NETWORK, DEFAULT_POLICY.visitorsPerNetwork, wholeNumber),
    significance: number('RELEASE_SIGNIFICANCE', env.RELEASE_SIGNIFICANCE, DEFAULT_POLICY.significance, (p) => p > 0 && p < 1),
    knownGoodAfterMs:
      number('RELEASE_KNOWN_GOOD_AFTER_S', env.RELEASE_KNOWN_GOOD_AFTER_S, DEFAULT_POLICY.knownGoodAfterMs / 1000, (seconds) => seconds >= 0) * 1000,
    speedMargin: number('RELEASE_SPEED_MARGIN', env.RELEASE_SPEED_MARGIN, DEFAULT_POLICY.speedMargin, (margin) => margin > 0),
  };
}

export function serviceLimitsFromEnv(env: NodeJS.ProcessEnv): ReleaseServiceLimits {
  const count = (name: string, fallback: number, least = 1) =>
    number(name, env[name], fallback, (value) => Number.isInteger(value) && value >= least);
  const defaults = DEFAULT_SERVICE_LIMITS;
  return {
    maxFileBytes: count('RELEASE_UPLOAD_FILE_BYTES', defaults.maxFileBytes),
    maxVersionBytes: count('RELEASE_UPLOAD_VERSION_BYTES', defaults.maxVersionBytes),
    maxFiles: count('RELEASE_UPLOAD_FILES', defaults.maxFiles),
    uploadsPerToken: count('RELEASE_UPLOADS_PER_TOKEN', defaults.uploadsPerToken),
    gateQueue: count('RELEASE_GATE_QUEUE', defaults.gateQueue, 0),
    authFailuresPerMinute: count('RELEASE_AUTH_FAILURES_PER_MINUTE', defaults.authFailuresPerMinute),
    teamsMayForce: teamForceFromEnv(env),
  };
}

/** RELEASE_TEAM_FORCE: `deny` (the default) or `allow`; anything else is a mistake worth stopping for. */
function teamForceFromEnv(env: NodeJS.ProcessEnv): boolean {
  const setting = env.RELEASE_TEAM_FORCE?.trim() || 'deny';
  if (setting !== 'allow' && setting !== 'deny') throw new Error(`RELEASE_TEAM_FORCE must be allow or deny, not "${env.RELEASE_TEAM_FORCE}".`);
  return setting === 'allow';
}

/** The release store, the release policy, the site's public URLs and the service's limits, from the environment. */
export function previewSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH) throw new Error(`PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters long.`);
  return secret;
}

/** The release store, the release policy, the site's public URLs and the preview secret, from the environment. */
export function releaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseConfig {
  const store = releaseStoreFromEnv(env);
  const { publicUrls, releasePublicUrl } = siteAddressesFromEnv(env);
  if (parseS3Location(store) && !releasePublicUrl) {
    throw new Error(
      `RELEASE_STORE is ${store}: set RELEASE_PUBLIC_URL to the URL browsers read that bucket (or its CDN) at.`,
    );
  }
  return { store, policy: releasePolicyFromEnv(env), publicUrls, limits: serviceLimitsFromEnv(env), previewSecret: previewSecretFromEnv(env) };
}
