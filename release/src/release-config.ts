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
}

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

/** The release store, the release policy and the site's public URLs, from the environment. */
export function releaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseConfig {
  const store = releaseStoreFromEnv(env);
  const { publicUrls, releasePublicUrl } = siteAddressesFromEnv(env);
  if (parseS3Location(store) && !releasePublicUrl) {
    throw new Error(
      `RELEASE_STORE is ${store}: set RELEASE_PUBLIC_URL to the URL browsers read that bucket (or its CDN) at.`,
    );
  }
  return { store, policy: releasePolicyFromEnv(env), publicUrls };
}
