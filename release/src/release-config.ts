import path from 'node:path';
import { siteAddressesFromEnv, type PublicUrls } from '@storefront/platform';
import { DEFAULT_POLICY, type ReleasePolicy } from './registry/known-good';
import { parseS3Location } from './store/s3-storage';

export interface ReleaseConfig {
  /** The release store: a directory, or `s3://bucket/prefix`. */
  store: string;
  /** When a version counts as failing, and when as known good (RELEASE_MAX_FAILURE_RATE, …). */
  policy: ReleasePolicy;
  /** Where the deployed shell is, and where browsers read each remote's releases. */
  publicUrls: PublicUrls;
  /**
   * What signs preview links (PREVIEW_SECRET); without it, a key the registry made for itself,
   * which every process on the same database reads.
   */
  previewSecret: string | undefined;
}

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

export function releasePolicyFromEnv(env: NodeJS.ProcessEnv): ReleasePolicy {
  return {
    maxFailureRate: number(
      'RELEASE_MAX_FAILURE_RATE',
      env.RELEASE_MAX_FAILURE_RATE,
      DEFAULT_POLICY.maxFailureRate,
      (rate) => rate >= 0 && rate <= 1,
    ),
    minPageLoads: number(
      'RELEASE_MIN_PAGE_LOADS',
      env.RELEASE_MIN_PAGE_LOADS,
      DEFAULT_POLICY.minPageLoads,
      (count) => Number.isInteger(count) && count >= 1,
    ),
    knownGoodAfterMs:
      number(
        'RELEASE_KNOWN_GOOD_AFTER_S',
        env.RELEASE_KNOWN_GOOD_AFTER_S,
        DEFAULT_POLICY.knownGoodAfterMs / 1000,
        (seconds) => seconds >= 0,
      ) * 1000,
  };
}

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
  return { store, policy: releasePolicyFromEnv(env), publicUrls, previewSecret: previewSecretFromEnv(env) };
}
